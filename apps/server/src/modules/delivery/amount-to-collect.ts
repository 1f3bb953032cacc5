import type { RiderLineStatus } from '@tokri/core';

export interface CollectableOrder {
  paymentMethod: 'cod' | 'online' | 'wallet';
  totalPaise: number;
  lines: readonly { totalPricePaise: number; status: RiderLineStatus }[];
}

/**
 * The cash a rider collects at the door: on cash on delivery the order's total less the lines found missing or
 * refused, never below zero; nothing when the order was paid before. The one place the rider views compute it
 * (the handover's money rule may refine it, e.g. for a coupon, by replacing this function's body).
 */
export function amountToCollectPaise(order: CollectableOrder): number {
  if (order.paymentMethod !== 'cod') return 0;
  const removed = order.lines
    .filter((line) => line.status !== 'ok')
    .reduce((sum, line) => sum + line.totalPricePaise, 0);
  return Math.max(0, order.totalPaise - removed);
}
