import { DEFAULT_DELIVERY_FEE_RULE } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { type PricedLineRow, summarise, toCartLine } from './cart-pricing.js';

/**
 * Literal expected values (issue 20): every other checkout test order is at least ₹199, where the fee is 0, so a
 * fee worked out before the coupon, or a withdrawn line still counted, would pass them all.
 */
function row(overrides: Partial<PricedLineRow> = {}): PricedLineRow {
  return {
    product_id: 'p1',
    variant_id: null,
    quantity: 1,
    name: 'Tomatoes',
    translations: {},
    image_url: null,
    is_active: true,
    gst_rate: 5,
    product_unit: '1 kg',
    product_price_paise: 210_00,
    product_discount: 0,
    product_stock: 10,
    variant_name: null,
    variant_unit: null,
    variant_price_paise: null,
    variant_discount: null,
    variant_stock: null,
    variant_active: null,
    ...overrides,
  };
}

describe('cart pricing with literal amounts', () => {
  it('charges the ₹25 fee on a ₹210 cart that FRESH10 brings under ₹199: total ₹214.00', () => {
    const lines = [toCartLine(row(), 'en')];
    const summary = summarise(lines, DEFAULT_DELIVERY_FEE_RULE, 21_00);
    expect(summary).toMatchObject({
      subtotalPaise: 210_00,
      couponDiscountPaise: 21_00,
      deliveryFeePaise: 25_00,
      totalPaise: 214_00,
      // ₹189 after the coupon: ₹10 more for free delivery, not ₹0 (worked out before the coupon).
      amountToFreeDeliveryPaise: 10_00,
    });
  });

  it('delivers a ₹250 cart free and needs nothing more for it', () => {
    const summary = summarise(
      [toCartLine(row({ product_price_paise: 250_00 }), 'en')],
      DEFAULT_DELIVERY_FEE_RULE,
    );
    expect(summary).toMatchObject({ deliveryFeePaise: 0, totalPaise: 250_00, amountToFreeDeliveryPaise: 0 });
  });

  it('leaves out of the money a withdrawn product, a withdrawn variant and a line above the stock', () => {
    const kept = toCartLine(row({ product_id: 'kept', product_price_paise: 120_00, quantity: 2 }), 'en');
    const withdrawn = toCartLine(row({ product_id: 'gone', is_active: false }), 'en');
    const variantGone = toCartLine(
      row({
        product_id: 'v',
        variant_id: 'v1',
        variant_name: '500 g',
        variant_unit: '500 g',
        variant_price_paise: 60_00,
        variant_discount: null,
        variant_stock: 5,
        variant_active: false,
      }),
      'en',
    );
    const tooMany = toCartLine(row({ product_id: 'short', quantity: 4, product_stock: 3 }), 'en');
    expect([kept.available, withdrawn.available, variantGone.available, tooMany.available]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const summary = summarise([kept, withdrawn, variantGone, tooMany], DEFAULT_DELIVERY_FEE_RULE);
    expect(summary).toMatchObject({
      itemCount: 8,
      mrpTotalPaise: 240_00,
      subtotalPaise: 240_00,
      deliveryFeePaise: 0,
      totalPaise: 240_00,
    });
  });

  it('prices a variant line from the variant, with its own discount', () => {
    const line = toCartLine(
      row({
        variant_id: 'v1',
        variant_name: '500 g',
        variant_unit: '500 g',
        variant_price_paise: 60_00,
        variant_discount: 10,
        variant_stock: 4,
        variant_active: true,
        quantity: 3,
      }),
      'en',
    );
    expect(line).toMatchObject({
      unit: '500 g',
      unitPricePaise: 60_00,
      finalUnitPricePaise: 54_00,
      lineTotalPaise: 162_00,
      stockQuantity: 4,
      available: true,
    });
  });

  it('when a line takes exactly the last units, then it can be ordered; a Hindi shopper sees the Hindi name', () => {
    const line = toCartLine(
      row({
        quantity: 3,
        product_stock: 3,
        translations: { hi: { name: 'टमाटर' } },
        image_url: '/media/t.webp',
      }),
      'hi',
    );
    expect(line).toMatchObject({
      name: 'टमाटर',
      unit: '1 kg',
      imageUrl: '/media/t.webp',
      quantity: 3,
      stockQuantity: 3,
      gstRate: 5,
      lineTotalPaise: 630_00,
      available: true,
    });
    expect(toCartLine(row({ translations: { hi: { name: 'टमाटर' } } }), 'en').name).toBe('Tomatoes');
  });

  it('never discounts more than the subtotal, and the total never goes below the fee', () => {
    const summary = summarise(
      [toCartLine(row({ product_price_paise: 50_00 }), 'en')],
      DEFAULT_DELIVERY_FEE_RULE,
      80_00,
    );
    expect(summary).toMatchObject({
      subtotalPaise: 50_00,
      couponDiscountPaise: 50_00,
      deliveryFeePaise: 0,
      totalPaise: 0,
    });
  });
});
