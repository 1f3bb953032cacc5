import { MAX_LINE_QUANTITY } from '@tokri/core';
import type { CartLine, CartLineKey, CartSummary, CartView } from '../api/cart-types.js';

/** Pure rules behind the cart screen: what it says about savings, free delivery and whether checkout may start. */

export const lineId = ({ productId, variantId }: CartLineKey) => `${productId}:${variantId ?? 'default'}`;

export const sameLine = (a: CartLineKey, b: CartLineKey) =>
  a.productId === b.productId && (a.variantId ?? null) === (b.variantId ?? null);

/** "You save ₹X": the discount on MRP plus any coupon. */
export function savingsPaise(summary: CartSummary): number {
  return Math.max(0, summary.mrpTotalPaise - summary.subtotalPaise + summary.couponDiscountPaise);
}

/** How much more earns free delivery, or 0 when it is free already (or the cart is empty). */
export function freeDeliveryGapPaise(summary: CartSummary): number {
  return summary.subtotalPaise > 0 ? summary.amountToFreeDeliveryPaise : 0;
}

/** How much is missing to reach the minimum order (0 when reached). */
export function minimumOrderGapPaise(summary: CartSummary): number {
  if (summary.subtotalPaise <= 0) return 0;
  return Math.max(0, summary.minimumOrderPaise - summary.subtotalPaise);
}

/** Why a line cannot be bought as it stands: withdrawn or out of stock, or fewer left than asked for. */
export type LineProblem = { kind: 'unavailable' } | { kind: 'fewLeft'; left: number } | null;

export function lineProblem(line: CartLine): LineProblem {
  if (line.available) return null;
  if (line.stockQuantity > 0 && line.stockQuantity < line.quantity) {
    return { kind: 'fewLeft', left: line.stockQuantity };
  }
  return { kind: 'unavailable' };
}

/** The largest quantity the stepper offers for a line. */
export function maxQuantity(stockQuantity: number): number {
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, stockQuantity));
}

export type CheckoutBlock =
  | { kind: 'empty' }
  | { kind: 'unavailable' }
  | { kind: 'minimum'; minimumPaise: number; gapPaise: number }
  | null;

/** Whether checkout can start, and if not, the one reason to show next to the disabled button. */
export function checkoutBlock(cart: CartView): CheckoutBlock {
  if (cart.items.length === 0) return { kind: 'empty' };
  if (cart.items.some((line) => !line.available)) return { kind: 'unavailable' };
  const gap = minimumOrderGapPaise(cart.summary);
  if (gap > 0) return { kind: 'minimum', minimumPaise: cart.summary.minimumOrderPaise, gapPaise: gap };
  return null;
}

/** The cart after one line's quantity changes (0 or less removes it), for an optimistic update. */
export function withQuantity(cart: CartView, key: CartLineKey, quantity: number): CartView {
  const current = cart.items.find((line) => sameLine(line, key));
  if (!current) return cart;
  const items =
    quantity <= 0
      ? cart.items.filter((line) => !sameLine(line, key))
      : cart.items.map((line) =>
          sameLine(line, key)
            ? { ...line, quantity, lineTotalPaise: line.finalUnitPricePaise * quantity }
            : line,
        );
  const itemCount = items.reduce((sum, line) => sum + line.quantity, 0);
  return { items, summary: { ...cart.summary, itemCount } };
}

/** The quantity of one pack in the cart (0 when it is not there). */
export function quantityOf(cart: CartView | undefined, key: CartLineKey): number {
  return cart?.items.find((line) => sameLine(line, key))?.quantity ?? 0;
}
