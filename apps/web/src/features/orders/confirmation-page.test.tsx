import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import type { OrderView } from '../../shared/types/order.js';
import { ConfirmationPage } from './confirmation-page.js';

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

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('the confirmation page’s actions (issue 32 minor: toasts covered "View order")', () => {
  it('docks Track and View order in a bar the toasts rise above', async () => {
    vi.mocked(api).mockResolvedValue({ order: order('placed') } as never);
    const view = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[{ pathname: '/confirmation', state: { orderId: ORDER_ID } }]}>
          <Routes>
            <Route path="/confirmation" element={<ConfirmationPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const bar = await screen.findByRole('region', { name: 'Your order' });
    expect(within(bar).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      `/orders/${ORDER_ID}`,
    );
    expect(within(bar).getByRole('link', { name: 'Track order' })).toBeTruthy();
    // The toaster's offset: set from the bar while it is on screen, cleared when it goes.
    expect(document.documentElement.style.getPropertyValue('--toast-bottom')).toMatch(/px$/);
    view.unmount();
    expect(document.documentElement.style.getPropertyValue('--toast-bottom')).toBe('');
  });
});
