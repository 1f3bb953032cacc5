import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCustomerDetail,
  AdminCustomerPage,
  AdminRider,
  AdminRiderPosition,
  CreateRiderRequest,
  UpdateRiderRequest,
} from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';

/** The delivery domain of the demo and production setup; the server's check (DELIVERY_EMAIL_DOMAIN) is what counts. */
export const DELIVERY_DOMAIN = 'delivery.tokri.in';

/** A store as the shop's seller-locations endpoint lists it (what a rider's home store select needs). */
export interface StoreOption {
  id: string;
  name: string;
  city: string;
}

const riders = ['admin', 'riders'] as const;
const customers = ['admin', 'customers'] as const;

export function useRiders() {
  return useQuery({
    queryKey: riders,
    queryFn: ({ signal }) => api<{ riders: AdminRider[] }>('/api/admin/riders', { signal }),
  });
}

/** Every online rider's newest position (GET /api/admin/riders/positions), re-read every 15 s while shown. */
export function useOnlineRiderPositions() {
  return useQuery({
    queryKey: [...riders, 'positions'],
    queryFn: ({ signal }) =>
      api<{ riders: AdminRiderPosition[] }>('/api/admin/riders/positions', { signal }).then((r) => r.riders),
    refetchInterval: 15_000,
  });
}

/** The stores a rider can belong to: the shop's active stores. */
export function useStores() {
  return useQuery({
    queryKey: ['locations', 'seller-locations'],
    queryFn: ({ signal }) => api<{ items: StoreOption[] }>('/api/locations/seller-locations', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRiderActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: riders });
  return {
    create: useMutation({
      mutationFn: (body: CreateRiderRequest) =>
        api<{ rider: AdminRider }>('/api/admin/riders', { method: 'POST', body }),
      onSuccess,
    }),
    invite: useMutation({
      mutationFn: (id: string) =>
        api<{ sent: true }>(`/api/admin/riders/${id}/invite`, { method: 'POST', body: {} }),
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateRiderRequest }) =>
        api<{ rider: AdminRider }>(`/api/admin/riders/${id}`, { method: 'PUT', body }),
      onSuccess,
    }),
  };
}

export function useCustomers(q: string, page: number, pageSize: number) {
  const params = new URLSearchParams({ q, page: String(page), pageSize: String(pageSize) });
  return useQuery({
    queryKey: [...customers, q, page, pageSize],
    queryFn: ({ signal }) => api<AdminCustomerPage>(`/api/admin/customers?${params}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: [...customers, 'detail', id],
    queryFn: ({ signal }) => api<AdminCustomerDetail>(`/api/admin/customers/${id}`, { signal }),
  });
}

type AccountChange = { userId: string; changed: boolean };

export function useCustomerActions(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: customers });
  return {
    block: useMutation({
      mutationFn: (reason: string) =>
        api<AccountChange>(`/api/admin/customers/${id}/block`, { method: 'POST', body: { reason } }),
      onSuccess,
    }),
    unblock: useMutation({
      mutationFn: () =>
        api<AccountChange>(`/api/admin/customers/${id}/unblock`, { method: 'POST', body: {} }),
      onSuccess,
    }),
    setAdmin: useMutation({
      mutationFn: (admin: boolean) =>
        api<AccountChange>(`/api/admin/users/${id}/admin`, {
          method: admin ? 'POST' : 'DELETE',
          ...(admin ? { body: {} } : {}),
        }),
      onSuccess,
    }),
  };
}
