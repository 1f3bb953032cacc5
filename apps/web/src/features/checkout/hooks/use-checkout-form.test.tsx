import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import type { Quote } from '../api/checkout-api.js';
import { useCheckoutForm } from './use-checkout-form.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));

const summary = {
  itemCount: 1,
  mrpTotalPaise: 200_00,
  subtotalPaise: 200_00,
  couponDiscountPaise: 0,
  deliveryFeePaise: 0,
  totalPaise: 200_00,
  minimumOrderPaise: 99_00,
  freeDeliveryFromPaise: 199_00,
  amountToFreeDeliveryPaise: 0,
};
const plain: Quote = { items: [], summary, coupon: null };
const discounted: Quote = {
  items: [],
  summary: { ...summary, couponDiscountPaise: 50_00, totalPaise: 150_00 },
  coupon: { code: 'SAVE50', discountPaise: 50_00 },
};

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** The server's quote: priced with SAVE50 while `accepted` says so, else refused with 422. */
function serveQuotes(accepted: { save50: boolean }) {
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (!path.includes('coupon=')) return plain;
    if (path.endsWith('coupon=SAVE50') && accepted.save50) return discounted;
    throw new ApiError(422, 'COUPON_LIMIT_REACHED', 'This coupon has been used up', {
      couponCode: 'Used up',
    });
  });
}

function setup() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderHook(() => useCheckoutForm([]), { wrapper }).result;
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => vi.clearAllMocks());

describe('useCheckoutForm coupons', () => {
  it('when a typed code is applied and the server prices it, then it is applied upper-cased and priced', async () => {
    serveQuotes({ save50: true });
    const form = setup();
    act(() => form.current.dispatch({ type: 'couponTyped', value: ' save50 ' }));
    await act(() => form.current.applyCoupon());
    expect(api).toHaveBeenCalledWith('/api/checkout/quote?coupon=SAVE50', expect.anything());
    expect(form.current.state).toMatchObject({ coupon: 'SAVE50', applyingCoupon: false, couponError: null });
    await waitFor(() => expect(form.current.pricedQuote?.summary.totalPaise).toBe(150_00));
  });

  it("when the server refuses a code, then it is not applied and the coupon's own message shows", async () => {
    serveQuotes({ save50: false });
    const form = setup();
    await act(() => form.current.applyCoupon('SAVE50'));
    expect(form.current.state).toMatchObject({ coupon: null, applyingCoupon: false, couponError: 'Used up' });
  });

  it('when an applied coupon stops applying on a later quote, then it comes off with the reason', async () => {
    const accepted = { save50: true };
    serveQuotes(accepted);
    const form = setup();
    await act(() => form.current.applyCoupon('SAVE50'));
    expect(form.current.state.coupon).toBe('SAVE50');
    accepted.save50 = false;
    await act(() => queryClient.invalidateQueries({ queryKey: ['checkout'] }));
    await waitFor(() => expect(form.current.state).toMatchObject({ coupon: null, couponError: 'Used up' }));
  });
});
