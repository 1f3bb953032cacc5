import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, AdminLot, ReceiveLotInput, ShelfLifeRuleInput } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';

/** /api/admin/lots (issue 15 item 3): a product's lots, the expiring list, receiving a lot. */
const BASE = '/api/admin/lots';
const key = ['admin', 'lots'] as const;

export function useProductLots(productId: string) {
  return useQuery({
    queryKey: [...key, 'product', productId],
    queryFn: ({ signal }) =>
      api<{ items: AdminLot[] }>(`${BASE}?productId=${productId}`, { signal }).then((body) => body.items),
  });
}

export function useExpiringLots(days: number) {
  return useQuery({
    queryKey: [...key, 'expiring', days],
    queryFn: ({ signal }) =>
      api<{ items: AdminLot[] }>(`${BASE}/expiring?days=${days}`, { signal }).then((body) => body.items),
  });
}

export function useReceiveLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceiveLotInput) =>
      api<{ lot: AdminLot }>(BASE, { method: 'POST', body: input }).then((body) => body.lot),
    // The product's stock count changed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'catalog'] }),
      ]),
  });
}

export function useSetShelfLife(categoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: ShelfLifeRuleInput) =>
      api<{ category: AdminCategory }>(`/api/admin/categories/${categoryId}/shelf-life`, {
        method: 'PUT',
        body: rule,
      }).then((body) => body.category),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'catalog'] }),
      ]),
  });
}
