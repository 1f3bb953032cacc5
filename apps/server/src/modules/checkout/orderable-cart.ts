import { type DeliveryFeeRule, shortOrderId } from '@tokri/core';
import { DomainError } from '../../errors/domain-error.js';
import type { LockedCart, LockedCartLine } from '../cart/cart-checkout.js';
import { summarise } from '../cart/cart-pricing.js';

/** A line that cannot be ordered as it stands: its product or pack was withdrawn, or too few are left. */
interface CartProblem {
  productId: string;
  variantId: string | null;
  name: string;
  reason: 'unavailable' | 'out_of_stock';
  requested: number;
  available: number;
}

function problemsOf(lines: readonly LockedCartLine[]): CartProblem[] {
  return lines
    .filter((line) => !line.available)
    .map((line) => {
      const withdrawn = !line.active;
      return {
        productId: line.productId,
        variantId: line.variantId,
        name: line.variantName ? `${line.name} ${line.unit}` : line.name,
        reason: withdrawn ? 'unavailable' : 'out_of_stock',
        requested: line.quantity,
        available: withdrawn ? 0 : line.stockQuantity,
      };
    });
}

/** Refuses the whole order, listing every line that changed, rather than dropping or adding lines silently. */
function refuseChangedCart(problems: CartProblem[]): DomainError {
  const withdrawn = problems.some((problem) => problem.reason === 'unavailable');
  return new DomainError(withdrawn ? 'CART_CHANGED' : 'OUT_OF_STOCK', {
    params: { items: problems.map((p) => `${p.name} (${p.available})`).join(', ') },
    details: { items: problems },
  });
}

/**
 * The locked cart's subtotal when it can be ordered as it stands: not empty (nor already ordered), every line
 * on sale with enough stock, and at least the minimum order. Otherwise the refusal, saying what changed.
 */
export function orderableSubtotal(cart: LockedCart, feeRule: DeliveryFeeRule): number {
  if (cart.lines.length === 0) {
    if (cart.orderedOrderId) {
      throw new DomainError('CART_ALREADY_ORDERED', {
        params: { orderNumber: shortOrderId(cart.orderedOrderId) },
        details: { orderId: cart.orderedOrderId },
      });
    }
    throw new DomainError('CART_EMPTY');
  }
  const problems = problemsOf(cart.lines);
  if (problems.length > 0) throw refuseChangedCart(problems);
  const subtotal = summarise(cart.lines, feeRule).subtotalPaise;
  if (subtotal < feeRule.minimumOrderPaise) {
    throw new DomainError('MIN_ORDER', {
      params: {
        minimumPaise: feeRule.minimumOrderPaise,
        amountPaise: feeRule.minimumOrderPaise - subtotal,
      },
    });
  }
  return subtotal;
}
