import { canTransition, nextStatuses, type OrderStatus } from '@tokri/core';

/** The statuses an admin may move an order to from here (ADR 0008), with cancelling apart. */
export function adminMoves(status: OrderStatus): { forward: OrderStatus[]; canCancel: boolean } {
  const allowed = nextStatuses(status).filter((to) => canTransition(status, to, 'admin'));
  return { forward: allowed.filter((to) => to !== 'cancelled'), canCancel: allowed.includes('cancelled') };
}

/** The statuses the admin list can be filtered by (unpaid orders never appear there). */
export const ADMIN_FILTER_STATUSES: readonly OrderStatus[] = [
  'placed',
  'confirmed',
  'preparing',
  'accepted',
  'picked_up',
  'out_for_delivery',
  'delivered',
  'cancelled',
];

/** A change on the admin feed that brings a new order to the store: placed now, or just paid. */
export function isNewOrderForAdmin(kind: string, change: { status: string; old_status?: string | null }) {
  return change.status === 'placed' && (kind === 'INSERT' || change.old_status === 'payment_pending');
}
