import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRider } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';
import type { OrderView } from '../../../shared/types/order.js';
import { adminOrdersKeys, replaceOrder } from '../admin-orders-api.js';

// Kept out of admin-orders-api.ts: the live-updates code in the main bundle imports that file.

export type RiderOption = Pick<AdminRider, 'id' | 'fullName' | 'isActive' | 'isOnline' | 'homeStoreId'>;

/** GET /api/admin/riders answers `{ riders }` (as the riders page reads it); only active riders can be assigned. */
export function riderOptionsOf(body: { riders: AdminRider[] }): RiderOption[] {
  return body.riders.filter((rider) => rider.isActive);
}

/** Delivery partners to assign, from the riders list (active ones only). */
export function useRiderOptions() {
  return useQuery({
    queryKey: ['admin', 'rider-options'],
    queryFn: ({ signal }) =>
      api<{ riders: AdminRider[] }>('/api/admin/riders', { signal }).then(riderOptionsOf),
    staleTime: 30_000,
  });
}

export function useAssignRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, riderId }: { id: string; riderId: string }) =>
      api<{ order: OrderView }>(`/api/admin/orders/${encodeURIComponent(id)}/rider`, {
        method: 'POST',
        body: { riderId },
      }).then((body) => body.order),
    onSuccess: (order) => replaceOrder(queryClient, order),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all }),
  });
}
