import { describe, expect, it } from 'vitest';
import { discountedPaise, effectiveDiscount, sanitiseDiscount } from './pricing.js';

describe('discountedPaise', () => {
  it('takes the percentage off and rounds to whole paise, half up', () => {
    expect(discountedPaise(4000, 10)).toBe(3600);
    expect(discountedPaise(1000, 33)).toBe(670);
    expect(discountedPaise(5, 50)).toBe(3); // 2.5 paise rounds up
    expect(discountedPaise(2900, 0)).toBe(2900);
    expect(discountedPaise(2900, 100)).toBe(0);
  });

  it('counts invalid numbers as 0 (spec §5)', () => {
    expect(discountedPaise(Number.NaN, 10)).toBe(0);
    expect(discountedPaise(-500, 10)).toBe(0);
    expect(discountedPaise(4000, Number.NaN)).toBe(4000);
    expect(discountedPaise(4000, 'abc')).toBe(4000);
    expect(discountedPaise(4000, -20)).toBe(4000);
    expect(sanitiseDiscount(150)).toBe(100);
  });
});

describe('effectiveDiscount', () => {
  it("uses the variant's discount when present, otherwise the product's", () => {
    expect(effectiveDiscount(10, 25)).toBe(25);
    expect(effectiveDiscount(10, 0)).toBe(0);
    expect(effectiveDiscount(10, null)).toBe(10);
    expect(effectiveDiscount(10, undefined)).toBe(10);
  });
});
