import type { QueryClient } from '@tanstack/react-query';
import { formatRupees } from '@tokri/core';
import { currentLanguage } from '../../../i18n/index.js';
import { translator } from '../../../i18n/translator.js';
import { api } from '../../../shared/api/api-client.js';
import { isOnline } from '../../../shared/network/use-online.js';
import { sessionStore } from '../../../shared/session/session-store.js';
import { toast } from '../../../shared/ui/toast.js';
import { badgesQueryKey } from '../../shop/index.js';
import { cartKeys } from '../api/cart-keys.js';
import type { CartView } from '../api/cart-types.js';
import { sameLine } from '../utils/cart-display.js';
import { offlineCartTexts } from './i18n/texts.js';
import { readQueue, writeQueue } from './offline-cart-queue.js';
import { offlineConflicts } from './offline-conflicts.js';
import { pendingCart } from './pending-cart.js';
import { type CartConflict, replayOfflineCart } from './replay-offline-cart.js';

/** A text for the conflicts toast, from the offline cart's own (lazy) texts. */
function text(key: string, options: Record<string, unknown> = {}): string {
  offlineCartTexts.register(translator);
  const translate = translator.t as unknown as (key: string, options: object) => unknown;
  return String(translate(key, { ...options, ns: offlineCartTexts.namespace }));
}

function conflictText(conflict: CartConflict): string {
  const language = currentLanguage();
  switch (conflict.kind) {
    case 'unavailable':
      return text('conflict.unavailable', { name: conflict.name });
    case 'capped':
      return text('conflict.capped', {
        name: conflict.name,
        quantity: conflict.quantity,
        asked: conflict.asked,
      });
    case 'priceChanged':
      return text('conflict.priceChanged', {
        name: conflict.name,
        now: formatRupees(conflict.nowPaise, language),
        was: formatRupees(conflict.seenPaise, language),
      });
  }
}

let replaying: Promise<void> | null = null;

async function replay(queryClient: QueryClient, user: string) {
  const { conflicts } = await replayOfflineCart(readQueue(user), {
    setQuantity: (line, quantity) =>
      api('/api/cart/items', {
        method: 'PUT',
        body: { productId: line.productId, variantId: line.variantId, quantity },
      }),
    getCart: () => api<CartView>('/api/cart'),
    onSettled: (settled) => {
      // Only the entry that was sent: a newer change to the same line, made meanwhile, keeps waiting.
      const left = readQueue(user).filter(
        (line) => !(sameLine(line, settled) && line.quantity === settled.quantity),
      );
      writeQueue(user, left);
      pendingCart.set(left);
    },
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    queryClient.invalidateQueries({ queryKey: badgesQueryKey }),
  ]);
  if (conflicts.length > 0) {
    offlineConflicts.set(conflicts);
    toast.warning(text('conflictsTitle'), {
      id: 'cart-offline-conflicts',
      description: conflicts.map(conflictText).join('\n'),
      duration: 10_000,
    });
  }
}

/** Sends what waits for the signed-in user (watch-offline-cart.ts calls it on start and when back online). */
export function syncOfflineCart(queryClient: QueryClient): Promise<void> {
  const user = sessionStore.getState().session?.user.id;
  if (!user || !isOnline() || readQueue(user).length === 0) return Promise.resolve();
  replaying ??= replay(queryClient, user)
    .catch(() => undefined)
    .finally(() => {
      replaying = null;
    });
  return replaying;
}
