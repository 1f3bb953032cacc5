import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../shared/api/api-client.js';

/**
 * Records that the customer opened a product (for "recently viewed"), once per product page visit.
 * A failure is not worth bothering the customer with: the list is a convenience.
 */
export function useRecordView(productId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!productId) return;
    api('/api/me/recently-viewed', { method: 'POST', body: { productId } })
      .then(() => queryClient.invalidateQueries({ queryKey: ['me', 'recently-viewed'] }))
      .catch(() => undefined);
  }, [productId, queryClient]);
}
