import { describe, expect, it } from 'vitest';
import { couponOffersResponseSchema } from './coupon-schemas.js';

const offer = {
  code: 'FRESH10',
  kind: 'percent',
  value: 10,
  minOrderPaise: 19_900,
  maxDiscountPaise: 5_000,
  validUntil: '2026-12-31',
  firstOrderOnly: false,
  title: '10% off fresh produce',
  conditions: ['On orders of ₹199 or more', 'Up to ₹50 off'],
  applicable: false,
  discountPaise: 0,
  reason: 'COUPON_MIN_ORDER',
  shortfallPaise: 1_000,
};

describe('the offers the web reads', () => {
  it('when the server lists a percent and a flat offer, then both read back as sent', () => {
    const flat = {
      ...offer,
      code: 'FLAT50',
      kind: 'flat',
      value: 5_000,
      maxDiscountPaise: null,
      reason: null,
    };
    expect(couponOffersResponseSchema.parse({ items: [offer, flat] })).toEqual({ items: [offer, flat] });
  });

  it.each([
    ['a kind that is neither flat nor percent', { kind: 'bogo' }, 'kind'],
    ['a reason that is not a coupon refusal', { reason: 'EXPIRED' }, 'reason'],
    ['an empty title', { title: '' }, 'title'],
    ['an empty condition', { conditions: [''] }, 'conditions'],
    ['a value of 0', { value: 0 }, 'value'],
    ['a negative shortfall', { shortfallPaise: -1 }, 'shortfallPaise'],
  ])('when an offer has %s, then it is refused there', (_, change, field) => {
    const result = couponOffersResponseSchema.safeParse({ items: [{ ...offer, ...change }] });
    expect(result.error?.issues.map((issue) => issue.path.slice(0, 3).join('.'))).toEqual([
      `items.0.${field}`,
    ]);
  });

  it('when the list is missing, then the answer is refused', () => {
    expect(couponOffersResponseSchema.safeParse({}).success).toBe(false);
  });
});
