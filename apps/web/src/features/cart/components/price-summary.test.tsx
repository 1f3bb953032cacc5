import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import type { CartSummary } from '../api/cart-types.js';
import { PriceSummary } from './price-summary.js';

/** ADR 0043: the cart shows every line checkout will, before checkout. Both pages render this one summary. */

const cart: CartSummary = {
  itemCount: 1,
  mrpTotalPaise: 180_00,
  subtotalPaise: 180_00,
  couponDiscountPaise: 0,
  deliveryFeePaise: 25_00,
  totalPaise: 205_00,
  minimumOrderPaise: 99_00,
  freeDeliveryFromPaise: 199_00,
  amountToFreeDeliveryPaise: 19_00,
};
/** The same cart as checkout quotes it, with a coupon. */
const quote: CartSummary = { ...cart, couponDiscountPaise: 18_00, totalPaise: 187_00 };

/** The values the cart page and the checkout page both pass (cart-page.tsx, checkout-page.tsx). */
const values = (summary: CartSummary) => ({
  subtotalPaise: summary.subtotalPaise,
  discountPaise: summary.couponDiscountPaise,
  deliveryFeePaise: summary.deliveryFeePaise,
  totalPaise: summary.totalPaise,
});

function lines(): [string, string][] {
  const summary = screen.getByTestId('price-summary');
  const terms = within(summary).getAllByRole('term');
  const definitions = within(summary).getAllByRole('definition');
  return terms.map((term, i) => [term.textContent ?? '', definitions[i]?.textContent ?? '']);
}

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('the price summary of the cart and of checkout', () => {
  it('when the cart is shown, then it already lists every line checkout will: items, discount, delivery fee, total', () => {
    render(<PriceSummary values={values(cart)} />);
    const inCart = lines();
    cleanup();
    render(<PriceSummary title="Checkout" values={values(quote)} />);
    const atCheckout = lines();
    expect(inCart.map(([label]) => label)).toEqual(['Subtotal', 'Discount', 'Delivery fee', 'Total']);
    expect(atCheckout.map(([label]) => label)).toEqual(inCart.map(([label]) => label));
    expect(inCart).toEqual([
      ['Subtotal', '₹180'],
      ['Discount', '₹0'],
      ['Delivery fee', '₹25'],
      ['Total', '₹205'],
    ]);
    expect(atCheckout[1]).toEqual(['Discount', '−₹18']);
    expect(atCheckout[3]).toEqual(['Total', '₹187']);
  });
});
