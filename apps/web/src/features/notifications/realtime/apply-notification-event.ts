import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationPage, NotificationView, RealtimeEvent } from '@tokri/core';
import { orderToastId } from '../../../shared/types/order-change.js';
import { isNotification } from '../api/notification-types.js';
import { markReadInCaches } from '../api/notifications-api.js';
import { notificationsKeys } from '../api/notifications-keys.js';
import { containsNotification, prependNotification, prependToHistory } from '../utils/notification-cache.js';

/**
 * Applies a `notifications` event to the cached lists. Returns the notification when it is new to this
 * client (an INSERT not seen before), so the caller can toast it and play its sound.
 */
export function applyNotificationEvent(
  queryClient: QueryClient,
  event: RealtimeEvent,
): NotificationView | null {
  if (event.kind === 'INSERT' && isNotification(event.payload)) {
    const notification = event.payload;
    const known = containsNotification(
      queryClient.getQueryData<NotificationPage>(notificationsKeys.latest),
      notification.id,
    );
    queryClient.setQueryData<NotificationPage>(notificationsKeys.latest, (page) =>
      page ? prependNotification(page, notification) : page,
    );
    queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsKeys.history, (data) =>
      data ? prependToHistory(data, notification) : data,
    );
    return known ? null : notification;
  }
  if (event.kind === 'UPDATE') {
    const payload = event.payload as { all_read?: boolean; ids?: unknown; id?: unknown };
    const ids = payload.all_read
      ? Array.isArray(payload.ids)
        ? payload.ids.filter((id): id is string => typeof id === 'string')
        : 'all'
      : typeof payload.id === 'string'
        ? [payload.id]
        : [];
    if (ids === 'all' || ids.length > 0) markReadInCaches(queryClient, ids);
    // Read elsewhere (another tab or device): the server's count is the truth.
    void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  }
  return null;
}

/** Toast id: a notification about an order's status shares the order-event toast for that change. */
export function notificationToastId(notification: NotificationView): string {
  const status = notification.metadata?.status;
  return notification.order_id && status
    ? orderToastId(notification.order_id, status)
    : `notification-${notification.id}`;
}
