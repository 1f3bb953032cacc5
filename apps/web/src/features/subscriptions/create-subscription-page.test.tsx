import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { addIstDays, type ProductDetail, toIstDate } from '@tokri/core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import { ApiError } from '../../shared/api/api-error.js';
import { sessionStore } from '../../shared/session/session-store.js';
import { toast } from '../../shared/ui/toast.js';
import { CreateSubscriptionPage } from './create-subscription-page.js';
import { planFixture } from './utils/plan-fixture.js';

vi.mock('../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
const ADDRESS_ID = '22222222-2222-4222-8222-222222222222';
const VARIANT_ID = '44444444-4444-4444-8444-444444444444';
const pack = (id: string | null, unit: string, finalPricePaise: number) => ({
  id,
  name: unit,
  unit,
  pricePaise: finalPricePaise,
  finalPricePaise,
  effectiveDiscountPercentage: 0,
  stockQuantity: 10,
});
const product = {
  id: PRODUCT_ID,
  name: 'Toned Milk',
  unit: '500 ml',
  finalPricePaise: 3000,
  imageUrl: null,
  packs: [pack(null, '500 ml', 3000), pack(VARIANT_ID, '1 L', 5800)],
} as unknown as ProductDetail;
const address = {
  id: ADDRESS_ID,
  label: 'home',
  contactName: 'Asha',
  house: '12',
  street: 'MG Road',
  landmark: '',
  area: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  isDefault: true,
};

/** The server's wallet figures: ₹500 with nothing due tomorrow unless a test says otherwise. */
let wallet = { balancePaise: 500_00, tomorrowPaise: 0 };

function serve(create: () => Promise<unknown>, immediate: () => Promise<unknown> = async () => ({})) {
  vi.mocked(api).mockImplementation(async (path) => {
    if (path === '/api/wallet')
      return { ...wallet, entries: [], nextBefore: null, refundsToWallet: false } as never;
    if (path === `/api/products/${PRODUCT_ID}`) return { product } as never;
    if (path === '/api/addresses') return { items: [address] } as never;
    if (path === '/api/subscriptions') return (await create()) as never;
    if (path === '/functions/v1/process-immediate-subscription') return (await immediate()) as never;
    throw new Error(`unexpected ${path}`);
  });
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/create-subscription" element={<CreateSubscriptionPage />} />
          <Route path="/create-subscription/:productId" element={<CreateSubscriptionPage />} />
          <Route path="/subscriptions" element={<p>the list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
const calls = (path: string) => vi.mocked(api).mock.calls.filter(([called]) => called === path);

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  wallet = { balancePaise: 500_00, tomorrowPaise: 0 };
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('CreateSubscriptionPage', () => {
  it('when weekly has no day, then the form says so and nothing is sent', async () => {
    serve(async () => ({ subscription: planFixture() }));
    renderAt(`/create-subscription/${PRODUCT_ID}`);
    await screen.findByTestId('chosen-product');
    await act(async () => fireEvent.click(screen.getByLabelText('Once a week')));
    await submit();
    expect(
      screen.getByText('Choose the delivery days: one or more for chosen days, exactly one for weekly.'),
    ).toBeTruthy();
    expect(calls('/api/subscriptions')).toHaveLength(0);
  });

  it('when filled in and sent, then the body is the contract, the toast stays 5 s and the same-day order is asked for quietly', async () => {
    serve(
      async () => ({ subscription: planFixture() }),
      async () => {
        throw new ApiError(500, 'UNEXPECTED', 'boom');
      },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(`/create-subscription/${PRODUCT_ID}`);
    await screen.findByLabelText(/Asha/);
    await act(async () => fireEvent.click(screen.getByLabelText(/1 L/)));
    await act(async () => fireEvent.click(screen.getByLabelText('On chosen days')));
    await act(async () => fireEvent.click(screen.getByLabelText('Wednesday')));
    await act(async () => fireEvent.click(screen.getByLabelText('Monday')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More' })));
    await act(async () => fireEvent.click(screen.getByLabelText(/Wallet/)));
    // 2 packs of ₹58 per delivery.
    expect(within(screen.getByTestId('price-summary')).getByText('₹116')).toBeTruthy();
    await submit();
    expect(calls('/api/subscriptions')[0]?.[1]).toEqual({
      method: 'POST',
      body: {
        productId: PRODUCT_ID,
        variantId: VARIANT_ID,
        type: 'weekdays',
        deliveryDays: [1, 3],
        quantity: 2,
        startDate: addIstDays(toIstDate(new Date()), 1),
        endDate: null,
        paymentMethod: 'wallet',
        addressId: ADDRESS_ID,
      },
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Subscription created! Your first delivery will be processed soon.',
      { duration: 5000 },
    );
    expect(calls('/functions/v1/process-immediate-subscription')[0]?.[1]).toEqual({
      method: 'POST',
      body: { subscription_id: planFixture().id },
    });
    await screen.findByText('the list');
    expect(warn).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('when a wallet plan starts on an empty wallet, then the form shows the balance, offers "Add money" and the plan is created with a warning, not "Subscription created!"', async () => {
    wallet = { balancePaise: 0, tomorrowPaise: 0 };
    serve(async () => ({ subscription: planFixture() }));
    renderAt(`/create-subscription/${PRODUCT_ID}`);
    await screen.findByLabelText(/Asha/);
    expect(screen.queryByTestId('wallet-cover')).toBeNull();
    await act(async () => fireEvent.click(screen.getByLabelText(/Wallet/)));
    const cover = await screen.findByTestId('wallet-cover');
    expect(cover.textContent).toContain('Wallet balance: ₹0');
    // One 500 ml pack at ₹30 tomorrow, nothing in the wallet.
    expect(within(cover).getByRole('alert').textContent).toContain('add ₹30 before midnight');
    expect(within(cover).getByRole('link', { name: 'Add money' }).getAttribute('href')).toBe('/wallet');
    await submit();
    expect(calls('/api/subscriptions')).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.warning).toHaveBeenCalledWith(
      'Subscription created, but your wallet is ₹30 short of the first delivery. Add money before midnight the night before, or it is skipped.',
      { duration: 5000 },
    );
  });

  it('when tomorrow’s other plans already take most of the wallet, then a new plan starting tomorrow is short by what is left over', async () => {
    wallet = { balancePaise: 50_00, tomorrowPaise: 40_00 };
    serve(async () => ({ subscription: planFixture() }));
    renderAt(`/create-subscription/${PRODUCT_ID}`);
    await screen.findByLabelText(/Asha/);
    await act(async () => fireEvent.click(screen.getByLabelText(/Wallet/)));
    const cover = await screen.findByTestId('wallet-cover');
    expect(cover.textContent).toContain('Wallet balance: ₹50');
    // ₹40 goes to tomorrow's plans, ₹10 is left for a ₹30 pack.
    expect(within(cover).getByRole('alert').textContent).toContain('add ₹20 before midnight');
  });

  it('when the wallet covers the first delivery, then the form shows the balance and no warning', async () => {
    wallet = { balancePaise: 30_00, tomorrowPaise: 0 };
    serve(async () => ({ subscription: planFixture() }));
    renderAt(`/create-subscription/${PRODUCT_ID}`);
    await screen.findByLabelText(/Asha/);
    await act(async () => fireEvent.click(screen.getByLabelText(/Wallet/)));
    const cover = await screen.findByTestId('wallet-cover');
    expect(cover.textContent).toContain('Wallet balance: ₹30');
    expect(within(cover).queryByRole('alert')).toBeNull();
    await submit();
    expect(toast.success).toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('when the server refuses, then "Failed to create subscription. Please try again." shows', async () => {
    serve(async () => {
      throw new ApiError(503, 'UNEXPECTED', 'down');
    });
    renderAt(`/create-subscription/${PRODUCT_ID}`);
    await screen.findByLabelText(/Asha/);
    await submit();
    expect(toast.error).toHaveBeenCalledWith('Failed to create subscription. Please try again.', {});
    expect(screen.queryByText('the list')).toBeNull();
  });

  it('when no product is in the address, then it starts with a product search', async () => {
    serve(async () => ({}));
    renderAt('/create-subscription');
    expect(await screen.findByTestId('product-search')).toBeTruthy();
    await submit();
    expect(screen.getByText('Choose a product.')).toBeTruthy();
  });

  it('when a visitor opens it, then they are told to sign in, in the spec’s words', () => {
    vi.spyOn(sessionStore, 'getState').mockReturnValue({
      status: 'signedOut',
      session: null,
      lastEvent: 'SIGNED_OUT',
      signedOutByUser: false,
    });
    renderAt(`/create-subscription/${PRODUCT_ID}`);
    expect(screen.getByTestId('subscription-visitor').textContent).toContain(
      'User must be authenticated to create subscription',
    );
  });
});
