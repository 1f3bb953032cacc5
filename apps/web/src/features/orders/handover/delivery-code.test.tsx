import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import type { OrderView } from '../../../shared/types/order.js';
import { applyOrderChange } from '../live/apply-order-change.js';
import { TrackOrderPage } from '../track-order-page.js';
import { DeliveryCode } from './delivery-code.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));

const ORDER_ID = '7d444840-9dc0-41d1-b245-5ffdce74fad2';

function order(status: OrderView['status'], deliveryOtp: string | null): OrderView {
  return {
    id: ORDER_ID,
    shortId: 'ce74fad2',
    trackingId: 'TK0011223344',
    status,
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    itemCount: 1,
    mrpTotalPaise: 25_000,
    subtotalPaise: 25_000,
    couponCode: null,
    discountPaise: 0,
    deliveryFeePaise: 0,
    totalPaise: 25_000,
    deliveryAddress: {
      contactName: 'Meera',
      contactPhone: '+919876543210',
      house: '12',
      street: '',
      landmark: '',
      area: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      lat: null,
      lng: null,
    },
    createdAt: '2026-11-25T04:30:00.000Z',
    paymentExpiresAt: null,
    cancelReason: null,
    items: [],
    history: [],
    deliveryOtp,
  };
}

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  await changeLanguage('en');
});

describe('DeliveryCode', () => {
  it('when a rider has the order, then the code shows in large digits with one spoken label', () => {
    render(<DeliveryCode order={{ status: 'out_for_delivery', deliveryOtp: '0479' }} />);
    const card = screen.getByRole('region', { name: 'Delivery code' });
    expect(card.textContent).toContain('Share this code with your delivery partner');
    const digits = screen.getByTestId('delivery-code-digits');
    expect([...digits.querySelectorAll('[aria-hidden="true"]')].map((digit) => digit.textContent)).toEqual([
      '0',
      '4',
      '7',
      '9',
    ]);
    // A screen reader hears the digits one by one (not "four hundred seventy-nine").
    expect(screen.getByText('Delivery code 0 4 7 9').className).toContain('sr-only');
  });

  it.each([
    ['placed', '1234'],
    ['confirmed', '1234'],
    ['delivered', '1234'],
    ['cancelled', '1234'],
    ['out_for_delivery', null],
  ] as const)('when the order is %s with code %s, then no code is shown', (status, code) => {
    render(<DeliveryCode order={{ status, deliveryOtp: code }} />);
    expect(screen.queryByTestId('delivery-code')).toBeNull();
  });

  it('when the language is Hindi or Telugu, then the card speaks it', async () => {
    await act(() => changeLanguage('hi'));
    render(<DeliveryCode order={{ status: 'accepted', deliveryOtp: '5521' }} />);
    expect(screen.getByRole('region', { name: 'डिलीवरी कोड' }).textContent).toContain(
      'यह कोड अपने डिलीवरी पार्टनर को बताएँ',
    );
    document.body.innerHTML = '';
    await act(() => changeLanguage('te'));
    render(<DeliveryCode order={{ status: 'accepted', deliveryOtp: '5521' }} />);
    expect(screen.getByRole('region', { name: 'డెలివరీ కోడ్' })).toBeTruthy();
  });
});

describe('the track-order page and its delivery code', () => {
  it('when the order becomes accepted live, then the refetched order brings the code onto the page', async () => {
    vi.mocked(api).mockResolvedValueOnce({ order: order('preparing', null) } as never);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/track-order/${ORDER_ID}`]}>
          <Routes>
            <Route path="/track-order/:orderId" element={children} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    );
    render(<TrackOrderPage />, { wrapper });
    expect((await screen.findByTestId('track-order')).dataset.status).toBe('preparing');
    expect(screen.queryByTestId('delivery-code')).toBeNull();

    // The rider accepts: the live change arrives, the page refetches, the server's answer carries the code.
    vi.mocked(api).mockResolvedValue({ order: order('accepted', '8306') } as never);
    act(() =>
      applyOrderChange(
        queryClient,
        { id: ORDER_ID, status: 'accepted', rider_name: 'Ravi Kumar' } as Parameters<
          typeof applyOrderChange
        >[1],
        false,
      ),
    );
    await waitFor(() => expect(screen.getByTestId('delivery-code-digits').dataset.code).toBe('8306'));
    expect(vi.mocked(api).mock.calls.at(-1)?.[0]).toBe(`/api/orders/${ORDER_ID}`);
    expect(screen.getByText('Delivery code 8 3 0 6')).toBeTruthy();
  });
});
