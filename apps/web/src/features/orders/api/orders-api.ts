import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';
import { ordersKeys } from '../../../shared/api/order-keys.js';
import type { OrderView } from '../../../shared/types/order.js';
import { cartKeys } from '../../cart/index.js';
import { badgesQueryKey } from '../../shop/index.js';

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

/** The customer's orders, newest first. */
export function useOrders() {
  const language = useLanguage();
  return useQuery({
    queryKey: ordersKeys.list(language),
    queryFn: ({ signal }) =>
      api<{ items: OrderView[] }>('/api/orders', { signal }).then((body) => body.items),
  });
}

export function useOrder(id: string | null | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: ordersKeys.detail(language, id ?? ''),
    queryFn: ({ signal }) =>
      api<{ order: OrderView }>(orderPath(id ?? ''), { signal }).then((body) => body.order),
    enabled: Boolean(id),
  });
}

export function useInvoice(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ordersKeys.invoice(language, id),
    queryFn: ({ signal }) =>
      api<{ invoice: Invoice }>(`${orderPath(id)}/invoice`, { signal }).then((body) => body.invoice),
  });
}

/** Saves the invoice PDF (GET /api/orders/:id/invoice.pdf, owner-only, so fetched with the session's token). */
export async function downloadInvoicePdf(id: string, fileName: string): Promise<void> {
  const blob = await api<Blob>(`${orderPath(id)}/invoice.pdf`, { read: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: () =>
      api<{ order: OrderView }>(`${orderPath(id)}/cancel`, { method: 'POST' }).then((body) => body.order),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(language, id), order);
    },
    // Cancelled or not, the status may have moved on (409 says it already has).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

export interface ReorderResult {
  added: { productId: string; variantId: string | null; name: string; quantity: number }[];
  unavailable: { productId: string; variantId: string | null; name: string }[];
}

export function useReorder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ReorderResult>(`${orderPath(id)}/reorder`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: badgesQueryKey });
    },
  });
}

/** The customer rejects a substitute within its window (ADR 0045); answers the order as it is now. */
export function useRejectSubstitute(id: string) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (lineId: string) =>
      api<{ order: OrderView }>(`${orderPath(id)}/substitutes/${encodeURIComponent(lineId)}/reject`, {
        method: 'POST',
      }).then((body) => body.order),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(language, id), order);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
