/**
 * Order lifecycle (ADR 0008). The spec names the statuses but enforces no transitions; the server does.
 *
 *   payment_pending -> placed | cancelled            (online payment confirmed, declined or expired)
 *   placed -> confirmed | cancelled
 *   confirmed -> preparing | accepted (a rider takes it: the store packs while the rider comes, ADR 0038) | cancelled
 *   preparing -> accepted (a rider takes it) | out_for_delivery (store's own delivery) | cancelled (admin)
 *   accepted -> picked_up | cancelled (admin)
 *   picked_up -> out_for_delivery | cancelled (admin)
 *   out_for_delivery -> delivered | cancelled (admin: nothing left to hand over, or the door never opened)
 */
export const ORDER_STATUSES = [
  'payment_pending',
  'placed',
  'confirmed',
  'preparing',
  'accepted',
  'picked_up',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderActor = 'customer' | 'admin' | 'rider' | 'system';

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  payment_pending: ['placed', 'cancelled'],
  placed: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'accepted', 'cancelled'],
  preparing: ['accepted', 'out_for_delivery', 'cancelled'],
  accepted: ['picked_up', 'cancelled'],
  picked_up: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Who may make each move. Customers may only cancel, and only before the store starts preparing. */
const ALLOWED_ACTORS: Partial<Record<`${OrderStatus}>${OrderStatus}`, readonly OrderActor[]>> = {
  'payment_pending>placed': ['system'],
  'payment_pending>cancelled': ['system', 'customer', 'admin'],
  'placed>confirmed': ['admin'],
  'placed>cancelled': ['customer', 'admin', 'system'],
  'confirmed>preparing': ['admin'],
  'confirmed>cancelled': ['customer', 'admin'],
  // Issue 14 (ADR 0038): a confirmed order is offered to a rider at once; packing is not a step of its own then.
  'confirmed>accepted': ['rider', 'admin'],
  'preparing>accepted': ['admin', 'rider'],
  'preparing>out_for_delivery': ['admin'],
  'preparing>cancelled': ['admin'],
  'accepted>picked_up': ['rider', 'admin'],
  'picked_up>out_for_delivery': ['rider', 'admin'],
  'out_for_delivery>delivered': ['rider', 'admin'],
  // Issue 14 (ADR 0039): once a rider has the order only an admin stops it, e.g. every line missing or refused.
  'accepted>cancelled': ['admin'],
  'picked_up>cancelled': ['admin'],
  'out_for_delivery>cancelled': ['admin'],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  if (!NEXT[from].includes(to)) return false;
  return ALLOWED_ACTORS[`${from}>${to}`]?.includes(actor) ?? false;
}

export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['payment_pending', 'placed', 'confirmed'];

/** Still in the store when cancelled, so its stock goes back on the shelf. */
const IN_THE_STORE: readonly OrderStatus[] = [
  'payment_pending',
  'placed',
  'confirmed',
  'preparing',
  'accepted',
];

/**
 * A cancellation before the pick-up puts the stock back. After it the goods are with the rider (or were never
 * found): what comes back to the store is counted in by a stock adjustment, not assumed (ADR 0039).
 */
export function releasesStockOnCancel(from: OrderStatus): boolean {
  return IN_THE_STORE.includes(from) && NEXT[from].includes('cancelled');
}

/** Spec §9: an order id is shown as its last 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(-8);
}
