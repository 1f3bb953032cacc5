import type { Paise } from './money.js';

/** Delivery fee and minimum order rules; defaults in ADR 0008, overridable by configuration. */
export interface DeliveryFeeRule {
  /** Orders below this (after discounts) cannot be placed. */
  minimumOrderPaise: Paise;
  /** Orders at or above this (after discounts) deliver free. */
  freeDeliveryFromPaise: Paise;
  /** The fee below the free-delivery threshold. */
  deliveryFeePaise: Paise;
}

export const DEFAULT_DELIVERY_FEE_RULE: DeliveryFeeRule = {
  minimumOrderPaise: 99_00,
  freeDeliveryFromPaise: 199_00,
  deliveryFeePaise: 25_00,
};

export function deliveryFeePaise(itemsAfterDiscountPaise: Paise, rule: DeliveryFeeRule): Paise {
  if (itemsAfterDiscountPaise <= 0) return 0;
  return itemsAfterDiscountPaise >= rule.freeDeliveryFromPaise ? 0 : rule.deliveryFeePaise;
}

/** How much more to add for free delivery (0 when already free). */
export function amountToFreeDeliveryPaise(itemsAfterDiscountPaise: Paise, rule: DeliveryFeeRule): Paise {
  return Math.max(0, rule.freeDeliveryFromPaise - itemsAfterDiscountPaise);
}
