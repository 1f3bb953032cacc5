import { describe, expect, it } from 'vitest';
import { cartLineTotalPaise, discountedUnitPaise, sumPaise } from './cart-pricing.js';

describe('cart line totals (spec §5)', () => {
  it("uses the variant's discount when present", () => {
    expect(
      cartLineTotalPaise({
        unitPricePaise: 7500,
        productDiscountPercent: 10,
        variantDiscountPercent: 20,
        quantity: 2,
      }),
    ).toBe(12000);
  });

  it("falls back to the product's discount when the variant has none", () => {
    expect(
      cartLineTotalPaise({
        unitPricePaise: 2150,
        productDiscountPercent: 10,
        variantDiscountPercent: null,
        quantity: 3,
      }),
    ).toBe(1935 * 3);
    expect(cartLineTotalPaise({ unitPricePaise: 4000, productDiscountPercent: 10, quantity: 1 })).toBe(3600);
  });

  it('rounds the unit price half up first, then multiplies', () => {
    // 999 at 15% = 849.15 -> 849 per unit; 7 units = 5943 (not round(849.15 * 7) = 5944).
    expect(discountedUnitPaise({ unitPricePaise: 999, productDiscountPercent: 15 })).toBe(849);
    expect(cartLineTotalPaise({ unitPricePaise: 999, productDiscountPercent: 15, quantity: 7 })).toBe(5943);
    // 5 paise at 50% = 2.5 -> 3.
    expect(cartLineTotalPaise({ unitPricePaise: 5, productDiscountPercent: 50, quantity: 1 })).toBe(3);
  });

  it('counts invalid numbers as 0', () => {
    expect(cartLineTotalPaise({ unitPricePaise: 'abc', productDiscountPercent: 10, quantity: 2 })).toBe(0);
    expect(
      cartLineTotalPaise({ unitPricePaise: 4000, productDiscountPercent: 10, quantity: Number.NaN }),
    ).toBe(0);
    expect(cartLineTotalPaise({ unitPricePaise: 4000, productDiscountPercent: 'x', quantity: 1 })).toBe(4000);
    expect(cartLineTotalPaise({ unitPricePaise: -100, productDiscountPercent: 0, quantity: 3 })).toBe(0);
    expect(cartLineTotalPaise({ unitPricePaise: 4000, productDiscountPercent: 0, quantity: -2 })).toBe(0);
    expect(sumPaise([100, Number.NaN, 250])).toBe(350);
  });
});
