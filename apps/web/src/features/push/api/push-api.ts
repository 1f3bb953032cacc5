import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.js';

/** A browser registered for Web Push (GET /api/push/subscriptions). */
export interface PushDevice {
  id: string;
  userAgent: string | null;
  service: string | null;
  createdAt: string;
  lastSuccessAt: string | null;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const pushKeys = { devices: ['push', 'devices'] as const };

export const fetchVapidPublicKey = () =>
  api<{ publicKey: string }>('/api/push/vapid-public-key').then((body) => body.publicKey);

export const saveSubscription = (subscription: BrowserSubscription) =>
  api<{ items: PushDevice[] }>('/api/push/subscriptions', { method: 'POST', body: subscription }).then(
    (body) => body.items,
  );

export function usePushDevices() {
  return useQuery({
    queryKey: pushKeys.devices,
    queryFn: ({ signal }) =>
      api<{ items: PushDevice[] }>('/api/push/subscriptions', { signal }).then((body) => body.items),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ items: PushDevice[] }>(`/api/push/subscriptions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }).then((body) => body.items),
    onSuccess: (items) => queryClient.setQueryData(pushKeys.devices, items),
  });
}

export function useSendTestPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ sent: number; pruned: number }>('/api/push/test', { method: 'POST' }),
    // Dead subscriptions are pruned by the server, and the others now have a last delivery time.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pushKeys.devices }),
  });
}
