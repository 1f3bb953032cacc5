import { handoverMoney, type RiderLineStatus } from '@tokri/core';

export interface CollectableOrder {
  paymentMethod: 'cod' | 'online' | 'wallet';
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  lines: readonly { totalPricePaise: number; status: RiderLineStatus }[];
}

/**
 * The cash a rider collects at the door: on cash on delivery what the handover's money rule says is due once lines
 * were found missing or refused (ADR 0039: the coupon never exceeds what is delivered, the fee stays unless
 * nothing is); nothing when the order was paid before. The offer, the rider's order and the handover all use it.
 */
export function amountToCollectPaise(order: CollectableOrder): number {
  if (order.paymentMethod !== 'cod') return 0;
  return handoverMoney(order).duePaise;
}
