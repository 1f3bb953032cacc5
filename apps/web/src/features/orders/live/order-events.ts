import type { PurchaseEvent } from '@tokri/core';

/** Spec §2, §9: order placed and payment confirmed open /confirmation after 1 s. */
export const CONFIRMATION_DELAY_MS = 1000;

export type OrderToastKind =
  | 'placed'
  | 'paymentConfirmed'
  | 'confirmed'
  | 'preparing'
  | 'outForDelivery'
  | 'statusUpdated'
  | 'cancelled';

/**
 * Which toast an order event shows (spec §8), or none: an online order waiting for its payment and a
 * failed payment attempt (the status did not move) have their own messages elsewhere.
 */
export function orderToastKind(event: PurchaseEvent): OrderToastKind | null {
  switch (event.type) {
    case 'order_placed':
      return 'placed';
    case 'payment_confirmed':
      return 'paymentConfirmed';
    case 'order_cancelled':
      return 'cancelled';
    case 'order_updated':
      break;
  }
  const oldStatus = (event.data as { old_status?: unknown }).old_status;
  if (event.status === 'payment_pending' || oldStatus === event.status) return null;
  switch (event.status) {
    case 'confirmed':
      return 'confirmed';
    case 'preparing':
      return 'preparing';
    case 'out_for_delivery':
      return 'outForDelivery';
    default:
      return 'statusUpdated';
  }
}

export function opensConfirmation(event: PurchaseEvent): boolean {
  return event.type === 'order_placed' || event.type === 'payment_confirmed';
}

/**
 * Spec §8: an event with the same type, order id and timestamp as one already handled is ignored (the realtime
 * channel and the purchase WebSocket both report every change). An event this client made up from a poll
 * has no server timestamp, so it stands for any event of its type and order, in either order of arrival.
 */
export class PurchaseEventDeduper {
  private exact = new Set<string>();
  private byOrder = new Map<string, 'real' | 'synthetic'>();

  constructor(private readonly limit = 500) {}

  /** True when the event was handled before; otherwise records it and returns false. */
  isDuplicate(event: PurchaseEvent): boolean {
    const exactKey = `${event.type}|${event.orderId}|${event.timestamp}`;
    const orderKey = `${event.type}|${event.orderId}`;
    const earlier = this.byOrder.get(orderKey);
    if (event.synthetic ? earlier !== undefined : this.exact.has(exactKey) || earlier === 'synthetic') {
      return true;
    }
    if (!event.synthetic) this.remember(this.exact, exactKey);
    if (earlier === undefined) {
      this.byOrder.set(orderKey, event.synthetic ? 'synthetic' : 'real');
      if (this.byOrder.size > this.limit) this.byOrder.delete(this.byOrder.keys().next().value as string);
    }
    return false;
  }

  clear() {
    this.exact.clear();
    this.byOrder.clear();
  }

  private remember(set: Set<string>, key: string) {
    set.add(key);
    if (set.size > this.limit) set.delete(set.values().next().value as string);
  }
}
