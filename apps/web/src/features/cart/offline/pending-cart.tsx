import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import type { CartLineKey } from '../api/cart-types.js';

/**
 * A cart change made offline, waiting for the connection (ADR 0054): the line's new quantity, absolute, so
 * sending it twice does no harm. Kept small: product cards on /home read it.
 */
export interface PendingLine extends CartLineKey {
  quantity: number;
  name: string;
  /** The unit price the customer saw, so a different price on the server can be pointed out. */
  seenUnitPricePaise?: number;
}

let lines: readonly PendingLine[] = [];
const listeners = new Set<() => void>();

export const pendingCart = {
  lines: () => lines,
  set(next: readonly PendingLine[]) {
    lines = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The quantity waiting to be sent for one line, or undefined when nothing waits. */
export function usePendingQuantity({ productId, variantId }: CartLineKey): number | undefined {
  return useSyncExternalStore(
    pendingCart.subscribe,
    () => lines.find((line) => line.productId === productId && line.variantId === variantId)?.quantity,
  );
}

/** "Waiting for connection" beside a line changed offline. */
export function WaitingNote() {
  const { t } = useTranslation();
  return (
    <span
      data-testid="cart-waiting"
      className="block text-xs font-semibold text-amber-700 dark:text-amber-300"
    >
      {t('offline.cartWaiting')}
    </span>
  );
}
