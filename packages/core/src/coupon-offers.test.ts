import { describe, expect, it } from 'vitest';
import { type OfferTerms, offerConditions, offerTitle } from './coupon-offers.js';

const fresh: OfferTerms = {
  kind: 'percent',
  value: 10,
  minOrderPaise: 199_00,
  maxDiscountPaise: 50_00,
  validUntil: '2027-12-31',
  firstOrderOnly: false,
  perUserLimit: null,
};
const welcome: OfferTerms = {
  kind: 'flat',
  value: 50_00,
  minOrderPaise: 0,
  maxDiscountPaise: null,
  validUntil: null,
  firstOrderOnly: true,
  perUserLimit: 1,
};

describe('offer texts', () => {
  it('when a capped percent offer is described in English, then title and conditions come from its rules', () => {
    expect(offerTitle(fresh, 'en')).toBe('10% off, up to ₹50');
    expect(offerConditions(fresh, 'en')).toEqual(['On orders of ₹199 or more', 'Valid till 31 Dec 2027']);
  });

  it('when a first-order flat offer is described, then it says so and does not also say "once per customer"', () => {
    expect(offerTitle(welcome, 'en')).toBe('₹50 off');
    expect(offerConditions(welcome, 'en')).toEqual(['On any order', 'Your first order only']);
  });

  it('when described in Hindi and Telugu, then the text is in that script with the same amounts', () => {
    expect(offerTitle(fresh, 'hi')).toBe('10% की छूट, अधिकतम ₹50');
    expect(offerConditions({ ...fresh, perUserLimit: 3 }, 'te')[1]).toBe('ఒక్కో కస్టమర్‌కు 3 సార్ల వరకు');
    expect(offerConditions(fresh, 'hi')[0]).toBe('₹199 या उससे ज़्यादा के ऑर्डर पर');
  });
});
