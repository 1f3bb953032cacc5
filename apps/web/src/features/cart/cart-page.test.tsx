import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import type { CartView } from './api/cart-types.js';
import { CartPage } from './cart-page.js';
import { pendingCart } from './offline/pending-cart.js';

const emptyCart: CartView = {
  items: [],
  summary: {
    itemCount: 0,
    mrpTotalPaise: 0,
    subtotalPaise: 0,
    couponDiscountPaise: 0,
    deliveryFeePaise: 0,
    totalPaise: 0,
    minimumOrderPaise: 99_00,
    freeDeliveryFromPaise: 199_00,
    amountToFreeDeliveryPaise: 199_00,
  },
};
vi.mock('./api/get-cart.js', () => ({
  useCart: () => ({ data: emptyCart, isPending: false, isError: false, error: null }),
}));

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  pendingCart.set([]);
});

function renderCart() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the cart page with changes queued offline (issue 32 minor)', () => {
  it('when lines wait for the connection, then it lists them and does not also say the cart is empty', () => {
    pendingCart.set([{ productId: 'p1', variantId: null, quantity: 2, name: 'Toned Milk' }]);
    renderCart();
    expect(screen.getByTestId('offline-waiting-lines').textContent).toContain('Toned Milk');
    expect(screen.queryByTestId('cart-empty')).toBeNull();
  });

  it('when nothing waits (or the last wait is sent), then the empty cart says so', () => {
    renderCart();
    expect(screen.getByTestId('cart-empty')).toBeTruthy();
    act(() => pendingCart.set([{ productId: 'p1', variantId: null, quantity: 1, name: 'Toned Milk' }]));
    expect(screen.queryByTestId('cart-empty')).toBeNull();
  });
});
