import { DEFAULT_DELIVERY_FEE_RULE, type DeliveryFeeRule } from '@tokri/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartLine, summarise } from './cart-pricing.js';

/**
 * ADR 0043: `summarise` is the one pricing function the cart, the checkout quote and the order all use. For any
 * cart, coupon and fee rule its lines add up to its total, and the delivery fee is charged exactly below the
 * free-delivery line after the coupon: there is no other fee to appear later.
 */

const line = fc.record({
  unitPricePaise: fc.integer({ min: 1, max: 5_000_00 }),
  discountPercentage: fc.integer({ min: 0, max: 90 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  available: fc.boolean(),
});

const rule: fc.Arbitrary<DeliveryFeeRule> = fc.record({
  minimumOrderPaise: fc.integer({ min: 0, max: 500_00 }),
  freeDeliveryFromPaise: fc.integer({ min: 0, max: 2_000_00 }),
  deliveryFeePaise: fc.integer({ min: 0, max: 100_00 }),
});

function toLine(input: typeof line extends fc.Arbitrary<infer T> ? T : never, index: number): CartLine {
  const final = Math.round((input.unitPricePaise * (100 - input.discountPercentage)) / 100);
  return {
    productId: `p${index}`,
    variantId: null,
    name: 'Item',
    unit: '1 kg',
    variantName: null,
    imageUrl: null,
    quantity: input.quantity,
    unitPricePaise: input.unitPricePaise,
    discountPercentage: input.discountPercentage,
    finalUnitPricePaise: final,
    lineTotalPaise: final * input.quantity,
    stockQuantity: 100,
    gstRate: 5,
    available: input.available,
  };
}

describe('the one cart summary', () => {
  it('when any cart is summarised with any coupon and fee rule, then its shown lines add up to its total', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.integer({ min: 0, max: 3_000_00 }),
        fc.oneof(fc.constant(DEFAULT_DELIVERY_FEE_RULE), rule),
        (inputs, coupon, feeRule) => {
          const lines = inputs.map(toLine);
          const s = summarise(lines, feeRule, coupon);
          const subtotal = lines.filter((l) => l.available).reduce((sum, l) => sum + l.lineTotalPaise, 0);
          const afterCoupon = Math.max(0, subtotal - coupon);
          const fee =
            afterCoupon > 0 && afterCoupon < feeRule.freeDeliveryFromPaise ? feeRule.deliveryFeePaise : 0;
          expect(s.subtotalPaise).toBe(subtotal);
          expect(s.couponDiscountPaise).toBe(Math.min(coupon, subtotal));
          expect(s.deliveryFeePaise).toBe(fee);
          expect(s.totalPaise).toBe(s.subtotalPaise - s.couponDiscountPaise + s.deliveryFeePaise);
          expect(s.amountToFreeDeliveryPaise).toBe(Math.max(0, feeRule.freeDeliveryFromPaise - afterCoupon));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
