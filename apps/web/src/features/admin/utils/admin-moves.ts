import { canTransition, nextStatuses, type OrderStatus } from '@tokri/core';

/** The statuses an admin may move an order to from here (ADR 0008), with cancelling apart. */
export function adminMoves(status: OrderStatus): { forward: OrderStatus[]; canCancel: boolean } {
  const allowed = nextStatuses(status).filter((to) => canTransition(status, to, 'admin'));
  return { forward: allowed.filter((to) => to !== 'cancelled'), canCancel: allowed.includes('cancelled') };
}
