import { describe, expect, it } from 'vitest';
import { type Coupon, type CouponContext, evaluateCoupon, normaliseCouponCode } from './coupons.js';

const base: Coupon = {
  code: 'FRESH50',
  kind: 'flat',
  value: 50_00,
  minOrderPaise: 299_00,
  maxDiscountPaise: null,
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  usageLimit: 100,
  perUserLimit: 1,
  firstOrderOnly: false,
  isActive: true,
};
const context: CouponContext = {
  subtotalPaise: 400_00,
  now: new Date('2026-11-21T06:00:00Z'),
  redemptionsTotal: 0,
  redemptionsByUser: 0,
  previousOrders: 3,
};

describe('coupons', () => {
  it('takes a flat amount off', () => {
    expect(evaluateCoupon(base, context)).toEqual({ ok: true, discountPaise: 50_00 });
  });

  it('takes a percentage off, capped at the maximum discount', () => {
    const percent: Coupon = { ...base, kind: 'percent', value: 20, maxDiscountPaise: 60_00 };
    expect(evaluateCoupon(percent, { ...context, subtotalPaise: 300_00 })).toEqual({
      ok: true,
      discountPaise: 60_00,
    });
    expect(evaluateCoupon(percent, { ...context, subtotalPaise: 299_00 })).toEqual({
      ok: true,
      discountPaise: 59_80,
    });
  });

  it('never discounts more than the subtotal', () => {
    const big: Coupon = { ...base, value: 1000_00, minOrderPaise: 0 };
    expect(evaluateCoupon(big, { ...context, subtotalPaise: 120_00 })).toEqual({
      ok: true,
      discountPaise: 120_00,
    });
  });

  it('works on its first and last IST days, not outside them', () => {
    // 18:29 UTC on 30 Nov is 23:59 IST on 30 Nov: still valid.
    expect(evaluateCoupon(base, { ...context, now: new Date('2026-11-30T18:29:00Z') }).ok).toBe(true);
    // 18:30 UTC on 30 Nov is 00:00 IST on 1 Dec: expired.
    expect(evaluateCoupon(base, { ...context, now: new Date('2026-11-30T18:30:00Z') })).toEqual({
      ok: false,
      reason: 'COUPON_EXPIRED',
    });
    expect(evaluateCoupon(base, { ...context, now: new Date('2026-10-31T18:29:00Z') })).toEqual({
      ok: false,
      reason: 'COUPON_NOT_STARTED',
    });
  });

  it('is valid from 00:00 IST on its first day (18:30 UTC the evening before)', () => {
    expect(evaluateCoupon(base, { ...context, now: new Date('2026-10-31T18:30:00Z') })).toEqual({
      ok: true,
      discountPaise: 50_00,
    });
  });

  it('rounds a percentage to the nearest paisa, half up, never floor or ceil', () => {
    const tenPercent: Coupon = { ...base, kind: 'percent', value: 10, minOrderPaise: 0 };
    // 10% of ₹999.99 is 9,999.9 paise: ₹100.00, not ₹99.99.
    expect(evaluateCoupon(tenPercent, { ...context, subtotalPaise: 999_99 })).toEqual({
      ok: true,
      discountPaise: 100_00,
    });
    // 10% of ₹999.91 is 9,999.1 paise: ₹99.99, not ₹100.00.
    expect(evaluateCoupon(tenPercent, { ...context, subtotalPaise: 999_91 })).toEqual({
      ok: true,
      discountPaise: 99_99,
    });
    // 15% of ₹0.03 is 0.45 paise: 0, and 15% of ₹0.10 is 1.5 paise: 2.
    const fifteen: Coupon = { ...tenPercent, value: 15 };
    expect(evaluateCoupon(fifteen, { ...context, subtotalPaise: 3 })).toEqual({ ok: true, discountPaise: 0 });
    expect(evaluateCoupon(fifteen, { ...context, subtotalPaise: 10 })).toEqual({
      ok: true,
      discountPaise: 2,
    });
  });

  it('refuses with a reason when a rule is not met', () => {
    expect(evaluateCoupon({ ...base, isActive: false }, context)).toMatchObject({
      reason: 'COUPON_INACTIVE',
    });
    expect(evaluateCoupon(base, { ...context, subtotalPaise: 298_99 })).toEqual({
      ok: false,
      reason: 'COUPON_MIN_ORDER',
      params: { amountPaise: 299_00 },
    });
    expect(evaluateCoupon(base, { ...context, redemptionsTotal: 100 })).toMatchObject({
      reason: 'COUPON_USED_UP',
    });
    expect(evaluateCoupon(base, { ...context, redemptionsByUser: 1 })).toMatchObject({
      reason: 'COUPON_ALREADY_USED',
    });
    expect(evaluateCoupon({ ...base, firstOrderOnly: true }, context)).toMatchObject({
      reason: 'COUPON_FIRST_ORDER_ONLY',
    });
    expect(evaluateCoupon({ ...base, firstOrderOnly: true }, { ...context, previousOrders: 0 }).ok).toBe(
      true,
    );
    expect(
      evaluateCoupon({ ...base, usageLimit: null, perUserLimit: null }, { ...context, redemptionsByUser: 9 })
        .ok,
    ).toBe(true);
  });

  it('normalises codes', () => {
    expect(normaliseCouponCode('  fresh50 ')).toBe('FRESH50');
  });
});
