import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRiderCash } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';
import type { OrderView } from '../../../shared/types/order.js';
import { adminOrdersKeys, replaceOrder } from '../admin-orders-api.js';

export const riderCashKey = (date: string | null) => ['admin', 'riders', 'cash', date ?? 'today'] as const;

/** POST /api/admin/orders/:id/deliver: the handover without the code, with a reason (audited on the server). */
export function useDeliverWithoutCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      reason,
      cashCollectedPaise,
    }: {
      id: string;
      reason: string;
      cashCollectedPaise?: number;
    }) =>
      api<{ order: OrderView }>(`/api/admin/orders/${encodeURIComponent(id)}/deliver`, {
        method: 'POST',
        body: cashCollectedPaise === undefined ? { reason } : { reason, cashCollectedPaise },
      }).then((body) => body.order),
    onSuccess: (order) => replaceOrder(queryClient, order),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'riders', 'cash'] });
    },
  });
}

/** GET /api/admin/riders/cash: each rider's cash on an IST day (today when no date). */
export function useRiderCash(date: string | null = null) {
  return useQuery({
    queryKey: riderCashKey(date),
    queryFn: ({ signal }) =>
      api<AdminRiderCash>(`/api/admin/riders/cash${date ? `?date=${encodeURIComponent(date)}` : ''}`, {
        signal,
      }),
  });
}

/** "345", "345.5", "345.50" → paise; anything else (empty, negative, three decimals, letters) → null. */
export function rupeesInputToPaise(input: string): number | null {
  const text = input.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
