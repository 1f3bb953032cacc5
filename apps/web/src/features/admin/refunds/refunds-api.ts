import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRefund, ReconciliationReport, RefundState } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';

const BASE = '/api/admin/refunds';

export function useAdminRefunds(state: RefundState | null) {
  return useQuery({
    queryKey: ['admin', 'refunds', state ?? 'all'],
    queryFn: ({ signal }) =>
      api<{ items: AdminRefund[] }>(state ? `${BASE}?state=${state}` : BASE, { signal }),
  });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ refund: { id: string; status: RefundState } }>(`${BASE}/${id}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'refunds'] }),
  });
}

export function useReconciliation() {
  return useMutation({
    mutationFn: () => api<ReconciliationReport>(`${BASE}/reconciliation`),
  });
}
