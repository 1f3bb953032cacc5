import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { NotificationPage } from '@tokri/core';
import { useEffect } from 'react';
import { api } from '../../../shared/api/api-client.js';
import { useAuth } from '../../../shared/session/use-auth.js';
import { markReadInHistory, markReadInPage } from '../utils/notification-cache.js';
import { NOTIFICATION_PAGE_SIZE } from '../utils/notification-constants.js';
import { notificationsKeys } from './notifications-keys.js';

type Before = NotificationPage['nextBefore'];

export function fetchNotifications(before: Before, signal?: AbortSignal): Promise<NotificationPage> {
  const params = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE) });
  if (before) {
    params.set('beforeCreatedAt', before.createdAt);
    params.set('beforeId', before.id);
  }
  return api<NotificationPage>(`/api/notifications?${params}`, signal ? { signal } : {});
}

/** Spec §8: a failed notification fetch or update is logged, never shown. */
function logFailure(what: string, error: unknown) {
  console.error(`[notifications] ${what} failed:`, error instanceof Error ? error.message : error);
}

function useLogged(error: Error | null, what: string) {
  useEffect(() => {
    if (error) logFailure(what, error);
  }, [error, what]);
}

/** The newest 50 and the unread count, for the bell (kept fresh by realtime events). */
export function useLatestNotifications() {
  const { status } = useAuth();
  const query = useQuery({
    queryKey: notificationsKeys.latest,
    queryFn: ({ signal }) => fetchNotifications(null, signal),
    enabled: status === 'signedIn',
  });
  useLogged(query.error, 'load');
  return query;
}

/** The whole history, 50 at a time, for /notifications. */
export function useNotificationHistory() {
  const query = useInfiniteQuery({
    queryKey: notificationsKeys.history,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: null as Before,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  useLogged(query.error, 'load history');
  return query;
}

/** Marks ids (or everything) read in every cached list at once. */
export function markReadInCaches(queryClient: QueryClient, ids: readonly string[] | 'all') {
  queryClient.setQueryData<NotificationPage>(notificationsKeys.latest, (page) =>
    page ? markReadInPage(page, ids) : page,
  );
  queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsKeys.history, (data) =>
    data ? markReadInHistory(data, ids) : data,
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.all });
      markReadInCaches(queryClient, [id]);
    },
    onError: (error) => {
      logFailure('mark read', error);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ updated: number }>('/api/notifications/read-all', { method: 'POST' }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.all });
      markReadInCaches(queryClient, 'all');
    },
    onError: (error) => {
      logFailure('mark all read', error);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
