import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminRider,
  isOrderStatus,
  type Language,
  type OrderChange,
  type OrderStatus,
} from '@tokri/core';
import { useLanguage } from '../../i18n/use-language.js';
import { api } from '../../shared/api/api-client.js';
import type { OrderView } from '../../shared/types/order.js';

export const ADMIN_ORDERS_LIMIT = 50;

/** The board's filters, as the URL carries them (status, from, to, storeId, paymentMethod, q). */
export type AdminOrderFilters = Record<string, string>;

export const adminOrdersKeys = {
  all: ['admin', 'orders'] as const,
  list: (language: Language, filters: AdminOrderFilters) => ['admin', 'orders', language, filters] as const,
};

/** Newest first; never orders waiting for their online payment (the server leaves them out). */
export function useAdminOrders(filters: AdminOrderFilters) {
  const language = useLanguage();
  return useQuery({
    queryKey: adminOrdersKeys.list(language, filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ ...filters, limit: String(ADMIN_ORDERS_LIMIT) });
      return api<{ items: OrderView[] }>(`/api/admin/orders?${params}`, { signal }).then(
        (body) => body.items,
      );
    },
    placeholderData: (previous) => previous,
  });
}

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

function replaceOrder(queryClient: QueryClient, order: OrderView) {
  queryClient.setQueriesData<OrderView[]>({ queryKey: adminOrdersKeys.all }, (orders) =>
    orders?.map((item) => (item.id === order.id ? order : item)),
  );
}

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: OrderStatus; note?: string }) =>
      api<{ order: OrderView }>(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
        method: 'PATCH',
        body: note ? { status, note } : { status },
      }).then((body) => body.order),
    onSuccess: (order) => replaceOrder(queryClient, order),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}

/** An `admin_orders` event: the status shows at once, then the lists refetch (a new order appears). */
export function applyAdminOrderChange(queryClient: QueryClient, change: OrderChange) {
  queryClient.setQueriesData<OrderView[]>({ queryKey: adminOrdersKeys.all }, (orders) =>
    orders?.map((order) =>
      order.id === change.id
        ? {
            ...order,
            status: isOrderStatus(change.status) ? change.status : order.status,
            paymentStatus: change.payment_status ?? order.paymentStatus,
          }
        : order,
    ),
  );
  void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
}
