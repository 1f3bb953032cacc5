import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineTotalPaise, discountedUnitPaise } from './cart-pricing.js';
import { type Coupon, evaluateCoupon } from './coupons.js';
import { amountToFreeDeliveryPaise, DEFAULT_DELIVERY_FEE_RULE, deliveryFeePaise } from './delivery-fees.js';
import { addIstDays, istDaysBetween, startOfIstDay, toIstDate } from './ist.js';
import { formatRupees } from './money.js';
import { discountedPaise } from './pricing.js';

/**
 * Properties the money and calendar rules must hold for every input, not just the examples in their own tests:
 * what a shopper pays is never a fraction of a paisa, never more than the list price, never negative, and the
 * breakdown always adds up; dates are IST calendar days whatever the instant.
 */
const paise = fc.integer({ min: 0, max: 10_000_000 });
const percent = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: -50, max: 150, noNaN: true }));
const quantity = fc.integer({ min: 0, max: 100 });
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('money properties', () => {
  it('when any price gets any discount, then the unit price is whole paise between 0 and the list price, and rounds half up', () => {
    fc.assert(
      fc.property(paise, percent, (price, discount) => {
        const unit = discountedPaise(price, discount);
        expect(Number.isSafeInteger(unit)).toBe(true);
        expect(unit).toBeGreaterThanOrEqual(0);
        expect(unit).toBeLessThanOrEqual(price);
        const d = Number.isFinite(discount) && discount > 0 ? Math.min(discount, 100) : 0;
        expect(Math.abs(unit - (price * (100 - d)) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('when a cart line is priced, then it is exactly quantity × the unit price shown, and a variant discount wins over the product one', () => {
    fc.assert(
      fc.property(
        paise,
        percent,
        fc.option(percent, { nil: undefined }),
        quantity,
        (price, product, variant, qty) => {
          const line = {
            unitPricePaise: price,
            productDiscountPercent: product,
            variantDiscountPercent: variant,
          };
          const unit = discountedUnitPaise(line);
          expect(cartLineTotalPaise({ ...line, quantity: qty })).toBe(unit * qty);
          expect(unit).toBe(discountedPaise(price, variant ?? product));
        },
      ),
    );
  });

  it('when a coupon is evaluated, then the discount is whole paise, never negative, never above the subtotal or its cap, and percent coupons round half up', () => {
    const coupon = fc.record({
      code: fc.constant('ANY'),
      kind: fc.constantFrom<'flat' | 'percent'>('flat', 'percent'),
      value: fc.integer({ min: 1, max: 100_000 }),
      minOrderPaise: fc.integer({ min: 0, max: 100_000 }),
      maxDiscountPaise: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      validFrom: fc.constant(null),
      validUntil: fc.constant(null),
      usageLimit: fc.constant(null),
      perUserLimit: fc.constant(null),
      firstOrderOnly: fc.constant(false),
      isActive: fc.constant(true),
    }) as fc.Arbitrary<Coupon>;
    fc.assert(
      fc.property(coupon, paise, (c, subtotal) => {
        const result = evaluateCoupon(c, {
          subtotalPaise: subtotal,
          now: new Date(),
          redemptionsTotal: 0,
          redemptionsByUser: 0,
          previousOrders: 0,
        });
        if (subtotal < c.minOrderPaise) {
          expect(result).toMatchObject({ ok: false, reason: 'COUPON_MIN_ORDER' });
          return;
        }
        if (!result.ok) throw new Error(`refused: ${result.reason}`);
        const off = result.discountPaise;
        expect(Number.isSafeInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(subtotal);
        if (c.maxDiscountPaise !== null) expect(off).toBeLessThanOrEqual(c.maxDiscountPaise);
        if (c.kind === 'percent' && c.maxDiscountPaise === null) {
          const exact = (subtotal * Math.min(c.value, 100)) / 100;
          expect(off).toBe(Math.min(subtotal, Math.floor(exact + 0.5)));
        }
      }),
    );
  });

  it('when the delivery fee is worked out, then it is the fee below the threshold, free at or above it, and the amount to free delivery closes the gap exactly', () => {
    fc.assert(
      fc.property(paise, (items) => {
        const rule = DEFAULT_DELIVERY_FEE_RULE;
        const fee = deliveryFeePaise(items, rule);
        const missing = amountToFreeDeliveryPaise(items, rule);
        if (items === 0) expect(fee).toBe(0);
        else expect(fee).toBe(items >= rule.freeDeliveryFromPaise ? 0 : rule.deliveryFeePaise);
        expect(missing).toBe(Math.max(0, rule.freeDeliveryFromPaise - items));
        if (items > 0) expect(deliveryFeePaise(items + missing, rule)).toBe(0);
      }),
    );
  });

  it('when a whole order is summed, then charged = lines + fee − discount and is never negative', () => {
    const lines = fc.array(
      fc.record({ price: paise, discount: percent, qty: fc.integer({ min: 1, max: 20 }) }),
      {
        maxLength: 8,
      },
    );
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 500_000 }), (cart, couponOff) => {
        const subtotal = cart.reduce(
          (sum, l) =>
            sum +
            cartLineTotalPaise({
              unitPricePaise: l.price,
              productDiscountPercent: l.discount,
              quantity: l.qty,
            }),
          0,
        );
        const discount = Math.min(couponOff, subtotal);
        const fee = deliveryFeePaise(subtotal - discount, DEFAULT_DELIVERY_FEE_RULE);
        const charged = subtotal + fee - discount;
        expect(charged).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(charged)).toBe(true);
      }),
    );
  });

  it('when any amount is shown, then it is ₹ with at most two decimals and the digits read back to the same paise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom('en', 'hi', 'te' as const),
        (value, language) => {
          const shown = formatRupees(value, language);
          expect(shown.startsWith('₹')).toBe(true);
          const digits = shown.replace(/[₹,\s]/g, '');
          expect(Math.round(Number(digits) * 100)).toBe(value);
        },
      ),
    );
  });
});

describe('IST calendar properties', () => {
  it('when any instant is taken, then its IST day starts at most 24 h before it, at 18:30 UTC the day before', () => {
    fc.assert(
      fc.property(instant, (moment) => {
        const day = toIstDate(moment);
        const start = startOfIstDay(day);
        expect(moment.getTime() - start.getTime()).toBeGreaterThanOrEqual(0);
        expect(moment.getTime() - start.getTime()).toBeLessThan(24 * 60 * 60 * 1000);
        expect(start.getUTCHours() * 60 + start.getUTCMinutes()).toBe(18 * 60 + 30);
        expect(toIstDate(start)).toBe(day);
        expect(toIstDate(new Date(start.getTime() - 1))).toBe(addIstDays(day, -1));
      }),
    );
  });

  it('when days are added, then counting them back gives the same number, across months, leap years and years', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -1000, max: 1000 }), (moment, days) => {
        const day = toIstDate(moment);
        const later = addIstDays(day, days);
        expect(istDaysBetween(day, later)).toBe(days);
        expect(addIstDays(later, -days)).toBe(day);
      }),
    );
  });
});
