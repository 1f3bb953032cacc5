import { sessionStore } from '../../../shared/session/session-store.js';
import type { CartChange, LineChange } from '../api/cart-change.js';
import type { CartView } from '../api/cart-types.js';
import { sameLine } from '../utils/cart-display.js';
import { readQueue, withChange, writeQueue } from './offline-cart-queue.js';
import { type PendingLine, pendingCart } from './pending-cart.js';

/**
 * Keeps a change made without a connection (ADR 0054) as the line's new absolute quantity: what the customer
 * now sees (the waiting quantity, else the server's last cart) changed as asked. Kept per user, in order,
 * and shown at once. In the main bundle on purpose: offline, a chunk not loaded yet cannot be fetched.
 */
export function queueOfflineChange(change: LineChange, cart: CartView | undefined): PendingLine | null {
  const user = sessionStore.getState().session?.user.id;
  if (!user) return null;
  const queue = readQueue(user);
  const known = cart?.items.find((item) => sameLine(item, change.line));
  const waiting = queue.find((line) => sameLine(line, change.line));
  const before = waiting?.quantity ?? known?.quantity ?? 0;
  const seen =
    known?.finalUnitPricePaise ?? (change.action === 'add' ? change.seenUnitPricePaise : undefined);
  const line: PendingLine = {
    ...change.line,
    quantity:
      change.action === 'add'
        ? before + change.quantity
        : change.action === 'set'
          ? Math.max(0, change.quantity)
          : 0,
    name: change.action === 'add' ? change.name : (known?.name ?? waiting?.name ?? ''),
    ...(seen === undefined ? {} : { seenUnitPricePaise: seen }),
  };
  const next = withChange(queue, line);
  writeQueue(user, next);
  pendingCart.set(next);
  return line;
}

/**
 * After a change the server took online: a waiting quantity for that line (or every line, after clearing) is
 * out of date, and sending it later would undo what the customer just did.
 */
export function forgetWaiting(change: CartChange) {
  const user = sessionStore.getState().session?.user.id;
  if (!user || pendingCart.lines().length === 0) return;
  const next =
    change.action === 'clear' ? [] : readQueue(user).filter((line) => !sameLine(line, change.line));
  writeQueue(user, next);
  pendingCart.set(next);
}
