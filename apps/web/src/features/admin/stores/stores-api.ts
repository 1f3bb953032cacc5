import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStore, AdminStoresResponse, StoreInput } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';

const BASE = '/api/admin/stores';
const key = ['admin', 'stores'] as const;

export function useAdminStores() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api<AdminStoresResponse>(BASE, { signal }) });
}

export function useStoreActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: StoreInput }) =>
        api<{ store: AdminStore }>(id ? `${BASE}/${id}` : BASE, { method: id ? 'PUT' : 'POST', body: input }),
      onSuccess,
    }),
    setActive: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        api<{ store: AdminStore }>(`${BASE}/${id}/active`, { method: 'PUT', body: { isActive } }),
      onSuccess,
    }),
  };
}
