import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import type { OrderView } from '../../shared/types/order.js';
import { dial } from './live/call-rider-button.js';
import { TrackOrderPage } from './track-order-page.js';

vi.mock('../../shared/api/api-client.js', () => ({ api: vi.fn() }));

const ORDER_ID = '7d444840-9dc0-41d1-b245-5ffdce74fad2';

function order(status: OrderView['status'], extra: Partial<OrderView> = {}): OrderView {
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
    deliveryOtp: null,
    ...extra,
  };
}

function renderPage(view: OrderView, call: unknown = null) {
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (path === `/api/orders/${ORDER_ID}`) return { order: view } as never;
    if (path === `/api/orders/${ORDER_ID}/call-rider`) return { call } as never;
    return {} as never;
  });
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
  return render(<TrackOrderPage />, { wrapper });
}

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  await changeLanguage('en');
});

describe('the track card after a reload (issue 32)', () => {
  it('names the rider from the order itself and gives the order’s own estimate, not a fixed "ETA: 30-45 mins"', async () => {
    renderPage(order('accepted', { rider: { id: 'r1', name: 'Ravi' }, deliveryDistanceKm: 3.2 }));
    const rider = await screen.findByTestId('track-rider');
    expect(rider.textContent).toContain('Ravi is delivering your order');
    // 10 min packing + 3.2 km at 4 min/km = 22.8, on 5-minute marks: the checkout promise for that distance.
    expect(screen.getByTestId('track-eta').textContent).toBe('Arrives in 25–35 min');
  });

  it('says the estimate in Hindi and Telugu words, with no English "ETA" or "mins"', async () => {
    await changeLanguage('hi');
    renderPage(order('preparing', { deliveryDistanceKm: 3.2 }));
    expect((await screen.findByTestId('track-eta')).textContent).toBe('25–35 मिनट में पहुँचेगा');
    document.body.innerHTML = '';
    await changeLanguage('te');
    renderPage(order('preparing', { deliveryDistanceKm: 0 }));
    const te = await screen.findByTestId('track-eta');
    expect(te.textContent).toBe('10–20 నిమిషాల్లో చేరుతుంది');
    expect(te.textContent).not.toMatch(/ETA|mins/);
  });

  it('once delivered, then it promises no time', async () => {
    renderPage(order('delivered', { deliveryDistanceKm: 3.2 }));
    await screen.findByTestId('track-order');
    expect(screen.queryByTestId('track-eta')).toBeNull();
  });

  it('taps Call: with masking Tokri rings the customer (masked number shown), without it the phone dials the rider', async () => {
    const dialled = vi.spyOn(dial, 'to').mockImplementation(() => {});
    renderPage(order('out_for_delivery', { rider: { id: 'r1', name: 'Ravi' }, deliveryDistanceKm: 2 }), {
      mode: 'bridge',
      callId: 'c1',
      callingPhoneMasked: '+91 98XXX XX210',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Call Ravi' }));
    await waitFor(() =>
      expect(screen.getByTestId('track-call-status').textContent).toContain('+91 98XXX XX210'),
    );
    expect(vi.mocked(api)).toHaveBeenCalledWith(`/api/orders/${ORDER_ID}/call-rider`, { method: 'POST' });
    expect(dialled).not.toHaveBeenCalled();
    document.body.innerHTML = '';

    renderPage(order('accepted', { rider: { id: 'r1', name: 'Ravi' } }), {
      mode: 'direct',
      phone: '+919812345678',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Call Ravi' }));
    await waitFor(() => expect(dialled).toHaveBeenCalledWith('+919812345678'));
    dialled.mockRestore();
  });
});
