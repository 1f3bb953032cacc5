import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLanguage } from '../../../i18n/use-language.js';
import { useTranslation } from '../../../i18n/use-translation.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { tapFeedback } from '../../../shared/native/haptics.js';
import { isOnline } from '../../../shared/network/use-online.js';
import { sessionStore } from '../../../shared/session/session-store.js';
import { toast } from '../../../shared/ui/toast.js';
import { type Badges, badgesQueryKey } from '../../shop/index.js';
import { forgetWaiting, queueOfflineChange } from '../offline/queue-offline-change.js';
import { syncOfflineCartSoon } from '../offline/watch-offline-cart.js';
import { lineId, quantityOf, withQuantity } from '../utils/cart-display.js';
import {
  actionForQuantity,
  type CartAction,
  cartFailureMessage,
  failureDescription,
  isSignedOutError,
} from '../utils/cart-messages.js';
import type { CartChange, LineChange } from './cart-change.js';
import { cartKeys } from './cart-keys.js';
import type { CartLineKey, CartView } from './cart-types.js';

type Change = CartChange;

const lineQuery = ({ productId, variantId }: CartLineKey) => {
  const query = new URLSearchParams({ productId });
  if (variantId) query.set('variantId', variantId);
  return query.toString();
};

function send(change: Change): Promise<CartView> {
  switch (change.action) {
    case 'add':
      return api<CartView>('/api/cart/items', {
        method: 'POST',
        body: { ...change.line, quantity: change.quantity },
      });
    case 'set':
      return api<CartView>('/api/cart/items', {
        method: 'PUT',
        body: { ...change.line, quantity: change.quantity },
      });
    case 'remove':
      return api<CartView>(`/api/cart/items?${lineQuery(change.line)}`, { method: 'DELETE' });
    case 'clear':
      return api<CartView>('/api/cart', { method: 'DELETE' });
  }
}

function actionOf(change: Change): CartAction {
  if (change.action === 'set') return actionForQuantity(change.quantity);
  return change.action === 'clear' ? 'clear' : change.action;
}

const toastId = (change: Change) =>
  change.action === 'clear' ? 'cart-clear' : `cart-${lineId(change.line)}`;

/**
 * Every cart change: adds, quantity steps, removals and clearing. Quantity steps and removals show at once
 * (and go back if the server says no); the server's answer then replaces the cart, and once the last change
 * settles the cart and the header badge are refetched.
 */
export function useCartActions() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { t } = useTranslation();
  const key = cartKeys.view(language);
  /** Offline, or no answer: the change waits for the connection, shown as waiting (ADR 0054). */
  const keepForLater = useCallback(
    (change: LineChange, cart: CartView | undefined) => {
      const line = queueOfflineChange(change, cart);
      if (!line) return;
      toast.info(
        change.action === 'add' ? t('offline.queuedAdd', { name: line.name }) : t('offline.queuedChange'),
        { id: toastId(change) },
      );
      if (isOnline()) syncOfflineCartSoon();
    },
    [t],
  );

  const { mutate } = useMutation({
    mutationKey: cartKeys.change,
    mutationFn: send,
    onMutate: async (change) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: cartKeys.all }),
        queryClient.cancelQueries({ queryKey: badgesQueryKey }),
      ]);
      const cart = queryClient.getQueryData<CartView>(key);
      const badges = queryClient.getQueryData<Badges>(badgesQueryKey);
      if (cart && change.action !== 'clear') {
        const before = quantityOf(cart, change.line);
        const after =
          change.action === 'add'
            ? before + change.quantity
            : change.action === 'set'
              ? Math.max(0, change.quantity)
              : 0;
        // A brand-new line waits for the server, which knows its name, pack and price.
        if (before > 0) queryClient.setQueryData<CartView>(key, withQuantity(cart, change.line, after));
        if (badges) {
          queryClient.setQueryData<Badges>(badgesQueryKey, {
            ...badges,
            cartItems: Math.max(0, badges.cartItems + after - before),
          });
        }
      }
      return { cart, badges };
    },
    onSuccess: (cart, change) => {
      forgetWaiting(change);
      // With several changes in flight, only the last answer is sure to include them all.
      if (queryClient.isMutating({ mutationKey: cartKeys.change }) <= 1) queryClient.setQueryData(key, cart);
      const action = actionOf(change);
      if (change.action === 'add') {
        tapFeedback();
        toast.success(t('cart.added', { name: change.name }), { id: toastId(change) });
      } else if (action === 'remove') {
        toast.success(t('cart.removed'), { id: toastId(change) });
      }
    },
    onError: (error, change, context) => {
      const signedOut = isSignedOutError(error) || !sessionStore.getState().session;
      if (context && !signedOut) {
        if (context.cart) queryClient.setQueryData(key, context.cart);
        if (context.badges) queryClient.setQueryData(badgesQueryKey, context.badges);
      }
      // The request never reached the server: the change waits for the connection instead (ADR 0054).
      if (error instanceof ApiError && error.status === 0 && change.action !== 'clear') {
        return keepForLater(change, context?.cart);
      }
      const description = signedOut ? undefined : failureDescription(error);
      toast.error(t(cartFailureMessage(actionOf(change), signedOut)), {
        id: toastId(change),
        ...(description ? { description } : {}),
      });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: cartKeys.change }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: badgesQueryKey });
    },
  });

  /**
   * Spec §5: without a session nothing is sent and the customer is asked to sign in. Offline, a line's change
   * waits for the connection, shown as waiting (ADR 0054); clearing the cart is refused and the toast says why.
   */
  const run = useCallback(
    (change: Change) => {
      if (!sessionStore.getState().session) {
        toast.error(t('cart.signInRequired'), { id: toastId(change) });
        return;
      }
      if (!isOnline()) {
        if (change.action !== 'clear') keepForLater(change, queryClient.getQueryData<CartView>(key));
        else toast.error(t('offline.cartUnchanged'), { id: toastId(change) });
        return;
      }
      mutate(change);
    },
    [mutate, t, queryClient, key, keepForLater],
  );

  return useMemo(
    () => ({
      add: (line: CartLineKey & { name: string; quantity?: number; seenUnitPricePaise?: number }) =>
        run({
          action: 'add',
          line: { productId: line.productId, variantId: line.variantId },
          quantity: line.quantity ?? 1,
          name: line.name,
          ...(line.seenUnitPricePaise === undefined ? {} : { seenUnitPricePaise: line.seenUnitPricePaise }),
        }),
      setQuantity: (line: CartLineKey, quantity: number) =>
        run({ action: 'set', line: { productId: line.productId, variantId: line.variantId }, quantity }),
      remove: (line: CartLineKey) =>
        run({ action: 'remove', line: { productId: line.productId, variantId: line.variantId } }),
      clear: () => run({ action: 'clear' }),
    }),
    [run],
  );
}

/** True while a change to this line (or a clear) is on its way. */
export function useCartLineBusy(line: CartLineKey): boolean {
  const id = lineId(line);
  return (
    useIsMutating({
      mutationKey: cartKeys.change,
      predicate: (mutation) => {
        const change = mutation.state.variables as Change | undefined;
        return !change || change.action === 'clear' || lineId(change.line) === id;
      },
    }) > 0
  );
}
