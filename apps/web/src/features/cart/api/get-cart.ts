import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';
import { useAuth } from '../../../shared/session/use-auth.js';
import { usePendingQuantity } from '../offline/pending-cart.js';
import { quantityOf } from '../utils/cart-display.js';
import { cartKeys } from './cart-keys.js';
import type { CartLineKey, CartView } from './cart-types.js';

export const getCart = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<CartView>('/api/cart', signal ? { signal } : {});

/** The signed-in customer's cart, priced by the server. */
export function useCart() {
  const { status } = useAuth();
  const language = useLanguage();
  return useQuery({
    queryKey: cartKeys.view(language),
    queryFn: getCart,
    enabled: status === 'signedIn',
  });
}

/** How many of one pack are in the cart; each control re-renders only when its own number changes. */
export function useCartQuantity({ productId, variantId }: CartLineKey): number {
  const { status } = useAuth();
  const language = useLanguage();
  const select = useCallback(
    (cart: CartView) => quantityOf(cart, { productId, variantId }),
    [productId, variantId],
  );
  const query = useQuery({
    queryKey: cartKeys.view(language),
    queryFn: getCart,
    enabled: status === 'signedIn',
    select,
  });
  // A quantity chosen offline shows until it is sent (ADR 0054).
  return usePendingQuantity({ productId, variantId }) ?? query.data ?? 0;
}
