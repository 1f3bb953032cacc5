import type { QueryClient } from '@tanstack/react-query';
import { formatRupees } from '@tokri/core';
import i18next from 'i18next';
import { toast } from 'sonner';
import { currentLanguage } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { isOnline } from '../../../shared/network/use-online.js';
import { readStoredSession } from '../../../shared/session/session-storage.js';
import { sessionStore } from '../../../shared/session/session-store.js';
import { badgesQueryKey } from '../../shop/index.js';
import type { LineChange } from '../api/cart-change.js';
import { cartKeys } from '../api/cart-keys.js';
import type { CartLineKey, CartView } from '../api/cart-types.js';
import { sameLine } from '../utils/cart-display.js';
import { offlineCartTexts } from './i18n/texts.js';
import { readQueue, withChange, writeQueue } from './offline-cart-queue.js';
import { offlineConflicts } from './offline-conflicts.js';
import { pendingCart } from './pending-cart.js';
import { type CartConflict, replayOfflineCart } from './replay-offline-cart.js';

/** A text for a toast; registering also lets WaitingNote (on /home's cards) read the namespace by name. */
function text(key: string, options: Record<string, unknown> = {}): string {
  offlineCartTexts.register(i18next);
  const translate = i18next.t as unknown as (key: string, options: object) => unknown;
  return String(translate(key, { ...options, ns: offlineCartTexts.namespace }));
}

const userId = () => sessionStore.getState().session?.user.id ?? readStoredSession()?.user.id ?? null;

/** The lines waiting for the signed-in user, shown at once (after a reload offline too). */
function loadPending(user: string | null) {
  offlineCartTexts.register(i18next);
  pendingCart.set(user ? readQueue(user) : []);
}

let watchingSession = false;
function watchSession() {
  if (watchingSession) return;
  watchingSession = true;
  // Another user never sees (nor sends) this user's waiting lines; sign-out also removed them from storage.
  sessionStore.subscribe((state) => loadPending(state.session?.user.id ?? null));
}

/** What the customer now sees for a line: the waiting quantity, else the last cart the server sent. */
function shownQuantity(line: CartLineKey, cart: CartView | undefined): number {
  const waiting = pendingCart.lines().find((pending) => sameLine(pending, line));
  return waiting?.quantity ?? cart?.items.find((item) => sameLine(item, line))?.quantity ?? 0;
}

/**
 * Keeps a change made without a connection (ADR 0054): as the line's new absolute quantity, per user, in
 * order, shown at once as waiting, and sent when the connection is back.
 */
export function queueOfflineChange(queryClient: QueryClient, change: LineChange, cart: CartView | undefined) {
  const user = userId();
  if (!user) return;
  watchSession();
  const known = cart?.items.find((item) => sameLine(item, change.line));
  const before = shownQuantity(change.line, cart);
  const quantity =
    change.action === 'add'
      ? before + change.quantity
      : change.action === 'set'
        ? Math.max(0, change.quantity)
        : 0;
  const name =
    change.action === 'add'
      ? change.name
      : (known?.name ?? pendingCart.lines().find((line) => sameLine(line, change.line))?.name ?? '');
  const seen =
    known?.finalUnitPricePaise ?? (change.action === 'add' ? change.seenUnitPricePaise : undefined);
  const next = withChange(readQueue(user), {
    productId: change.line.productId,
    variantId: change.line.variantId,
    quantity,
    name,
    ...(seen === undefined ? {} : { seenUnitPricePaise: seen }),
  });
  writeQueue(user, next);
  pendingCart.set(next);
  toast.info(change.action === 'add' ? text('queuedAdd', { name }) : text('queuedChange'), {
    id: `cart-offline-${change.line.productId}`,
  });
  // navigator.onLine can say "online" on a connection that carries nothing: try again a little later too.
  if (isOnline()) setTimeout(() => void syncOfflineCart(queryClient), RETRY_AFTER_FAILURE_MS);
}

export const RETRY_AFTER_FAILURE_MS = 15_000;

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

/** On app start and when the connection returns: show what waits, and send it when online. */
export function syncOfflineCart(queryClient: QueryClient): Promise<void> {
  const user = userId();
  watchSession();
  loadPending(user);
  if (!user || !isOnline() || pendingCart.lines().length === 0) return Promise.resolve();
  replaying ??= replay(queryClient, user)
    .catch(() => undefined)
    .finally(() => {
      replaying = null;
    });
  return replaying;
}
