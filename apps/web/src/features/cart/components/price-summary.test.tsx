import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { WhyThisFee } from '../../../shared/fees/why-this-fee.js';
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
  return terms.map((term, i) => [term.firstChild?.textContent ?? '', definitions[i]?.textContent ?? '']);
}

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('the price summary of the cart and of checkout', () => {
  it('when the cart is shown, then it already lists every line checkout will: items, discount, delivery fee, total', async () => {
    render(<PriceSummary values={values(cart)} feeNote={<WhyThisFee values={cart} />} />);
    await screen.findByRole('button', { name: 'Why this fee?' });
    const inCart = lines();
    cleanup();
    render(<PriceSummary title="Checkout" values={values(quote)} feeNote={<WhyThisFee values={quote} />} />);
    await screen.findByRole('button', { name: 'Why this fee?' });
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

describe('"Why this fee?" beside the delivery fee', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('when the delivery fee is charged, then one tap says the rule and how much is missing', async () => {
    render(<PriceSummary values={values(cart)} feeNote={<WhyThisFee values={cart} />} />);
    const why = await screen.findByRole('button', { name: 'Why this fee?' });
    expect(why.className).toContain('size-11'); // a 44 px target
    expect(why.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('why-delivery-fee-text').textContent).toBe(
      'Delivery costs ₹25 on orders under ₹199. This order is ₹19 short of free delivery. There is no other fee: no small-cart, handling or cash-on-delivery charge.',
    );
    fireEvent.click(why);
    expect(screen.getByTestId('why-delivery-fee-text').hidden).toBe(true);
  });

  it('when delivery is free, then the explanation says why, in Hindi and Telugu too', async () => {
    const free = {
      ...cart,
      subtotalPaise: 250_00,
      deliveryFeePaise: 0,
      totalPaise: 250_00,
      amountToFreeDeliveryPaise: 0,
    };
    render(<PriceSummary values={values(free)} feeNote={<WhyThisFee values={free} />} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Why this fee?' }));
    expect(screen.getByTestId('why-delivery-fee-text').textContent).toMatch(
      /^Delivery is free on orders of ₹199 or more/,
    );
    await act(() => changeLanguage('hi'));
    expect(screen.getByRole('button', { name: 'यह शुल्क क्यों?' })).toBeTruthy();
    expect(screen.getByTestId('why-delivery-fee-text').textContent).toMatch(
      /^₹199 या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है/,
    );
    await act(() => changeLanguage('te'));
    expect(screen.getByRole('button', { name: 'ఈ రుసుము ఎందుకు?' })).toBeTruthy();
  });
});
