import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedPaymentMethod } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';

type Items = { items: SavedPaymentMethod[] };

export const paymentMethodsKey = ['payment-methods'] as const;

export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodsKey,
    queryFn: ({ signal }) => api<Items>('/api/payment-methods', { signal }).then((body) => body.items),
  });
}

export type PaymentMethodChange =
  | { action: 'addUpi'; upiId: string; label?: string; makeDefault: boolean }
  | { action: 'makeDefault'; id: string }
  | { action: 'remove'; id: string };

function send(change: PaymentMethodChange): Promise<Items> {
  switch (change.action) {
    case 'addUpi':
      return api<Items>('/api/payment-methods', {
        method: 'POST',
        body: {
          kind: 'upi',
          upiId: change.upiId,
          makeDefault: change.makeDefault,
          ...(change.label ? { label: change.label } : {}),
        },
      });
    case 'makeDefault':
      return api<Items>(`/api/payment-methods/${encodeURIComponent(change.id)}/default`, { method: 'POST' });
    case 'remove':
      return api<Items>(`/api/payment-methods/${encodeURIComponent(change.id)}`, { method: 'DELETE' });
  }
}

/** Every change answers with the whole list, which replaces the cached one. */
export function useChangePaymentMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (body) => queryClient.setQueryData(paymentMethodsKey, body.items),
  });
}
