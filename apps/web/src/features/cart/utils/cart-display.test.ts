import { describe, expect, it } from 'vitest';
import type { CartLine, CartSummary, CartView } from '../api/cart-types.js';
import {
  checkoutBlock,
  freeDeliveryGapPaise,
  lineProblem,
  maxQuantity,
  minimumOrderGapPaise,
  quantityOf,
  savingsPaise,
  withQuantity,
} from './cart-display.js';

const summary = (over: Partial<CartSummary> = {}): CartSummary => ({
  itemCount: 3,
  mrpTotalPaise: 226_00,
  subtotalPaise: 217_60,
  couponDiscountPaise: 0,
  deliveryFeePaise: 0,
  totalPaise: 217_60,
  minimumOrderPaise: 99_00,
  freeDeliveryFromPaise: 199_00,
  amountToFreeDeliveryPaise: 0,
  ...over,
});

const line = (over: Partial<CartLine> = {}): CartLine => ({
  productId: 'p1',
  variantId: null,
  name: 'Toned Milk',
  unit: '500 ml',
  variantName: null,
  imageUrl: null,
  quantity: 2,
  unitPricePaise: 29_00,
  discountPercentage: 0,
  finalUnitPricePaise: 29_00,
  lineTotalPaise: 58_00,
  stockQuantity: 10,
  gstRate: 5,
  available: true,
  ...over,
});

const cart = (items: CartLine[], over: Partial<CartSummary> = {}): CartView => ({
  items,
  summary: summary(over),
});

describe('cart display rules', () => {
  it('when items are discounted and a coupon applies, then "you save" adds both', () => {
    expect(savingsPaise(summary({ couponDiscountPaise: 21_76 }))).toBe(8_40 + 21_76);
    expect(savingsPaise(summary({ mrpTotalPaise: 100, subtotalPaise: 100 }))).toBe(0);
  });

  it('when the cart is below the free-delivery threshold, then the gap is shown; an empty cart shows none', () => {
    expect(freeDeliveryGapPaise(summary({ subtotalPaise: 150_00, amountToFreeDeliveryPaise: 49_00 }))).toBe(
      49_00,
    );
    expect(freeDeliveryGapPaise(summary({ subtotalPaise: 0, amountToFreeDeliveryPaise: 199_00 }))).toBe(0);
  });

  it('when the subtotal is below the minimum order, then checkout is blocked with the amount missing', () => {
    expect(minimumOrderGapPaise(summary({ subtotalPaise: 58_00 }))).toBe(41_00);
    expect(checkoutBlock(cart([line()], { subtotalPaise: 58_00 }))).toEqual({
      kind: 'minimum',
      minimumPaise: 99_00,
      gapPaise: 41_00,
    });
  });

  it('when a line is unavailable, then checkout is blocked for that first; an empty cart is its own case', () => {
    expect(checkoutBlock(cart([line({ available: false })], { subtotalPaise: 10 }))).toEqual({
      kind: 'unavailable',
    });
    expect(checkoutBlock(cart([]))).toEqual({ kind: 'empty' });
    expect(checkoutBlock(cart([line()]))).toBeNull();
  });

  it('when fewer are left than asked for, then the line says how many; withdrawn says unavailable', () => {
    expect(lineProblem(line({ available: false, stockQuantity: 1 }))).toEqual({ kind: 'fewLeft', left: 1 });
    expect(lineProblem(line({ available: false, stockQuantity: 0 }))).toEqual({ kind: 'unavailable' });
    expect(lineProblem(line({ available: false, stockQuantity: 50 }))).toEqual({ kind: 'unavailable' });
    expect(lineProblem(line())).toBeNull();
  });

  it('when stock is plentiful, then the stepper stops at 100; otherwise at the stock', () => {
    expect(maxQuantity(500)).toBe(100);
    expect(maxQuantity(7)).toBe(7);
    expect(maxQuantity(-1)).toBe(0);
  });

  it('when a quantity changes optimistically, then the line total and count follow; 0 removes the line', () => {
    const before = cart([line(), line({ productId: 'p2', variantId: 'v', quantity: 1 })]);
    const after = withQuantity(before, { productId: 'p1', variantId: null }, 3);
    expect(after.items[0]).toMatchObject({ quantity: 3, lineTotalPaise: 87_00 });
    expect(after.summary.itemCount).toBe(4);
    const removed = withQuantity(before, { productId: 'p1', variantId: null }, 0);
    expect(removed.items.map((item) => item.productId)).toEqual(['p2']);
    expect(removed.summary.itemCount).toBe(1);
  });

  it('when two packs of one product are in the cart, then each is counted on its own', () => {
    const both = cart([line(), line({ variantId: 'v1', quantity: 5 })]);
    expect(quantityOf(both, { productId: 'p1', variantId: null })).toBe(2);
    expect(quantityOf(both, { productId: 'p1', variantId: 'v1' })).toBe(5);
    expect(quantityOf(both, { productId: 'p9', variantId: null })).toBe(0);
    expect(quantityOf(undefined, { productId: 'p1', variantId: null })).toBe(0);
  });
});
