import { DEFAULT_DELIVERY_FEE_RULE } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors/domain-error.js';
import type { LockedCartLine } from '../cart/cart-checkout.js';
import { orderableSubtotal } from './orderable-cart.js';

/**
 * The refusals checkout gives before it takes any stock, with the facts each one carries stated literally
 * (issue 20): the database tests check the messages, not which line is named with how many left.
 */
function line(overrides: Partial<LockedCartLine>): LockedCartLine {
  return {
    lineId: 'line-1',
    productId: 'rice',
    variantId: null,
    name: 'Basmati rice',
    unit: '1 kg',
    variantName: null,
    imageUrl: null,
    quantity: 1,
    unitPricePaise: 60_00,
    discountPercentage: 0,
    finalUnitPricePaise: 60_00,
    lineTotalPaise: 60_00,
    stockQuantity: 10,
    gstRate: 5,
    available: true,
    active: true,
    ...overrides,
  };
}

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const rule = DEFAULT_DELIVERY_FEE_RULE;

describe('orderable cart', () => {
  it('when every line can be ordered and the cart reaches ₹99 exactly, then its subtotal is the sum of its lines', () => {
    const lines = [line({}), line({ productId: 'dal', quantity: 3, lineTotalPaise: 39_00 })];
    expect(orderableSubtotal({ orderedOrderId: null, lines }, rule)).toBe(99_00);
  });

  it('when the cart is ₹1 under the minimum, then it is refused with the minimum and the ₹1 still to add', () => {
    const error = refusal(() =>
      orderableSubtotal({ orderedOrderId: null, lines: [line({ lineTotalPaise: 98_00 })] }, rule),
    );
    expect(error.code).toBe('MIN_ORDER');
    expect(error.params).toEqual({ minimumPaise: 99_00, amountPaise: 1_00 });
  });

  it('when the cart is empty, then it is CART_EMPTY, or the order it already became when it was just ordered', () => {
    expect(refusal(() => orderableSubtotal({ orderedOrderId: null, lines: [] }, rule)).code).toBe(
      'CART_EMPTY',
    );
    const ordered = refusal(() =>
      orderableSubtotal({ orderedOrderId: '7f3c2a10-0000-4000-8000-00000a1b2c3d', lines: [] }, rule),
    );
    expect(ordered.code).toBe('CART_ALREADY_ORDERED');
    expect(ordered.params).toEqual({ orderNumber: '0a1b2c3d' });
    expect(ordered.details).toEqual({ orderId: '7f3c2a10-0000-4000-8000-00000a1b2c3d' });
  });

  it('when lines only ran short, then it is OUT_OF_STOCK naming each pack with how many are left', () => {
    const error = refusal(() =>
      orderableSubtotal(
        {
          orderedOrderId: null,
          lines: [
            line({ quantity: 4, stockQuantity: 3, available: false }),
            line({
              productId: 'milk',
              variantId: 'half',
              name: 'Milk',
              variantName: '500 ml',
              unit: '500 ml',
              quantity: 2,
              stockQuantity: 0,
              available: false,
            }),
            line({ productId: 'dal', name: 'Toor dal', lineTotalPaise: 150_00 }),
          ],
        },
        rule,
      ),
    );
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(error.params).toEqual({ items: 'Basmati rice (3), Milk 500 ml (0)' });
    expect(error.details).toEqual({
      items: [
        {
          productId: 'rice',
          variantId: null,
          name: 'Basmati rice',
          reason: 'out_of_stock',
          requested: 4,
          available: 3,
        },
        {
          productId: 'milk',
          variantId: 'half',
          name: 'Milk 500 ml',
          reason: 'out_of_stock',
          requested: 2,
          available: 0,
        },
      ],
    });
  });

  it('when a line was withdrawn, then it is CART_CHANGED and the withdrawn line counts 0 left whatever the stock', () => {
    const error = refusal(() =>
      orderableSubtotal(
        {
          orderedOrderId: null,
          lines: [
            line({ quantity: 5, stockQuantity: 2, available: false }),
            line({ productId: 'ghee', name: 'Cow ghee', stockQuantity: 40, available: false, active: false }),
          ],
        },
        rule,
      ),
    );
    expect(error.code).toBe('CART_CHANGED');
    expect(error.params).toEqual({ items: 'Basmati rice (2), Cow ghee (0)' });
    expect(error.details?.items).toEqual([
      {
        productId: 'rice',
        variantId: null,
        name: 'Basmati rice',
        reason: 'out_of_stock',
        requested: 5,
        available: 2,
      },
      {
        productId: 'ghee',
        variantId: null,
        name: 'Cow ghee',
        reason: 'unavailable',
        requested: 1,
        available: 0,
      },
    ]);
  });
});
