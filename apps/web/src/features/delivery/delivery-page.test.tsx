import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DELIVERY_AGENT_ALERT, type RiderAssignment, type RiderHome, type RiderOffer } from '@tokri/core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import { ApiError } from '../../shared/api/api-error.js';
import { playSound } from '../../shared/sound/sound-player.js';
import { DeliveryPage } from './delivery-page.js';

vi.mock('../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../shared/sound/sound-player.js', () => ({
  playSound: vi.fn(() => true),
  unlockAudio: vi.fn(),
}));
vi.mock('../../shared/ui/toast.js', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));
vi.mock('../../shared/session/use-auth.js', () => ({
  useCurrentUser: () => ({ id: 'u-rider', isAdmin: currentUser.isAdmin, isDeliveryPartner: true }),
}));
vi.mock('./components/destination-map.js', () => ({
  DestinationMap: ({ lat, lng }: { lat: number; lng: number }) => (
    <div data-testid="fake-map">{`${lat},${lng}`}</div>
  ),
}));

const currentUser = { isAdmin: false };

const OFFER: RiderOffer = {
  id: 'offer-1',
  orderId: 'order-1111aaaa',
  shortId: '1111aaaa',
  offeredAt: new Date(Date.now() - 5_000).toISOString(),
  expiresAt: new Date(Date.now() + 55_000).toISOString(),
  store: { id: 's1', name: 'Tokri Indiranagar', lat: 12.97, lng: 77.64 },
  area: { city: 'Bengaluru', pincode: '560038' },
  distanceKm: 2.4,
  itemCount: 3,
  amountToCollectPaise: 45_000,
};

const ASSIGNMENT: RiderAssignment = {
  orderId: 'order-2222bbbb',
  shortId: '2222bbbb',
  status: 'out_for_delivery',
  customerFirstName: 'Priya',
  customerPhoneMasked: '+91 98XXX XX210',
  customerPhone: '+919876543210',
  address: {
    house: 'Flat 402, Lakeview Apartments',
    area: 'Indiranagar',
    landmark: 'Opposite the temple',
    city: 'Bengaluru',
    pincode: '560038',
    lat: 12.9784,
    lng: 77.6408,
  },
  store: { id: 's1', name: 'Tokri Indiranagar', lat: 12.97, lng: 77.64 },
  lines: [
    { id: 'l1', name: 'Toned Milk', unit: '500 ml', quantity: 2, totalPricePaise: 6_000, status: 'ok' },
    { id: 'l2', name: 'Bread', unit: '1 pc', quantity: 1, totalPricePaise: 4_000, status: 'missing' },
  ],
  paymentMethod: 'cod',
  amountToCollectPaise: 45_000,
  deliveryNotes: 'Ring twice',
  substitutionNotes: null,
  otpAttemptsLeft: 4,
};

function homeWith(overrides: Partial<RiderHome> = {}): RiderHome {
  return {
    me: { id: 'r1', fullName: 'Ravi Kumar', isOnline: true, vehicleType: 'motorcycle', homeStore: null },
    offers: [],
    current: [],
    today: { date: '2026-11-26', deliveries: 0, distanceKm: null, cashCollectedPaise: 0, orders: [] },
    ...overrides,
  };
}

/** The rider API as the test wants it: GET home answers `home()`, writes are recorded and answered by `write`. */
function serve(home: () => RiderHome, write: (path: string, body: unknown) => unknown = () => undefined) {
  const writes: { path: string; method: string | undefined; body: unknown }[] = [];
  vi.mocked(api).mockImplementation(async (path, request) => {
    if (path === '/api/rider/home') return home() as never;
    if (path === '/functions/v1/get-google-maps-token')
      return {
        token: null,
        provider: 'leaflet',
        tileUrl: 'https://tiles/{z}/{x}/{y}.png',
        attribution: 'OSM',
      } as never;
    writes.push({ path, method: request?.method, body: request?.body });
    return write(path, request?.body) as never;
  });
  return writes;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/delivery']}>
        <DeliveryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeAll(async () => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  currentUser.isAdmin = false;
  await changeLanguage('en');
});

describe('the rider app', () => {
  it('when the rider taps the on-duty switch, then it is a real switch and asks the server to go offline', async () => {
    let online = true;
    const writes = serve(
      () => homeWith({ me: { ...homeWith().me, isOnline: online } }),
      (_path, body) => {
        online = (body as { online: boolean }).online;
        return { ...homeWith().me, isOnline: online };
      },
    );
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'On duty Online' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hi, Ravi Kumar');
    await act(async () => fireEvent.click(toggle));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    // The name carries the visible state, so a voice user can say what they see.
    expect(screen.getByRole('switch', { name: 'On duty Offline' })).toBe(toggle);
    expect(writes).toEqual([{ path: '/api/rider/online', method: 'PUT', body: { online: false } }]);
  });

  it('when an offer arrives, then it rings the delivery-agent alert once, and a refetch with the same offer stays quiet', async () => {
    localStorage.setItem('tokri-sound-enabled', 'true');
    let offers: RiderOffer[] = [];
    serve(() => homeWith({ offers }));
    const queryClient = renderPage();
    await screen.findByRole('switch');
    expect(playSound).not.toHaveBeenCalled();

    offers = [OFFER];
    await act(async () => queryClient.invalidateQueries());
    const card = await screen.findByTestId('rider-offer');
    expect(card.textContent).toContain('Tokri Indiranagar');
    expect(card.textContent).toContain('560038');
    expect(card.textContent).toContain('2.4 km');
    expect(card.textContent).toContain('3 items');
    expect(card.textContent).toContain('Collect ₹450 cash');
    expect(within(card).getByTestId('rider-offer-countdown').textContent).toMatch(/^\d+ s left$/);
    expect(vi.mocked(playSound).mock.calls).toEqual([[DELIVERY_AGENT_ALERT, 'order-1111aaaa:rider_offer']]);

    await act(async () => queryClient.invalidateQueries());
    await act(async () => queryClient.invalidateQueries());
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('when the rider accepts, then the offer is accepted on the server', async () => {
    let accepted = false;
    const writes = serve(
      () => (accepted ? homeWith({ current: [ASSIGNMENT] }) : homeWith({ offers: [OFFER] })),
      () => {
        accepted = true;
        return ASSIGNMENT;
      },
    );
    renderPage();
    const card = await screen.findByTestId('rider-offer');
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Accept' })));
    expect(writes[0]).toMatchObject({ path: '/api/rider/offers/offer-1/accept', method: 'POST' });
    // The accepted order is on screen at once, first, with what to do next.
    expect((await screen.findByTestId('rider-stage')).textContent).toBe('On the way to the customer');
    expect(screen.queryByTestId('rider-offer')).toBeNull();
  });

  it('when an order is on its way, then the screen has the door, a Navigate link, a masked Call, the lines and the cash', async () => {
    serve(() => homeWith({ current: [ASSIGNMENT] }));
    renderPage();
    const card = await screen.findByTestId('rider-assignment');
    expect(within(card).getByTestId('rider-customer').textContent).toBe('Priya');
    expect(within(card).getByTestId('rider-address').textContent).toContain('Opposite the temple');
    const navigate = within(card).getByRole('link', { name: 'Navigate' });
    expect(navigate.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12.9784%2C77.6408&travelmode=two-wheeler',
    );
    expect(navigate.getAttribute('target')).toBe('_blank');
    const call = within(card).getByRole('link', { name: 'Call +91 98XXX XX210' });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
    // The real number is only in the link, never on screen.
    expect(card.textContent).not.toContain('9876543210');
    expect(within(card).getByTestId('rider-collect').textContent).toBe('Collect in cash: ₹450');
    expect(card.textContent).toContain('Ring twice');
    expect(await within(card).findByTestId('fake-map')).toBeTruthy();
    const lines = within(card).getAllByTestId('rider-line');
    expect(lines.map((line) => line.dataset.status)).toEqual(['ok', 'missing']);
    // Out for delivery: Picked up and Out for delivery are done, Deliver is the one step left.
    expect((within(card).getByTestId('rider-step-picked_up') as HTMLButtonElement).disabled).toBe(true);
    expect((within(card).getByTestId('rider-step-delivered') as HTMLButtonElement).disabled).toBe(false);
  });

  it('when a line is refused at the door, then it is confirmed first and then sent', async () => {
    const writes = serve(
      () => homeWith({ current: [ASSIGNMENT] }),
      () => ASSIGNMENT,
    );
    renderPage();
    const card = await screen.findByTestId('rider-assignment');
    fireEvent.click(within(card).getByRole('button', { name: 'Refused: Toned Milk' }));
    expect(writes).toEqual([]);
    const dialog = screen.getByRole('dialog', { name: 'Mark Toned Milk refused by the customer?' });
    expect(dialog.textContent).toContain('drops by ₹60');
    fireEvent.input(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Leaking' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, mark it' })));
    expect(writes).toEqual([
      {
        path: '/api/rider/orders/order-2222bbbb/lines/l1',
        method: 'POST',
        body: { status: 'refused', reason: 'Leaking' },
      },
    ]);
  });

  it('when a line of a "call me" customer is unavailable at the store, then the rider calls first and then removes it (ADR 0045)', async () => {
    const atStore: RiderAssignment = {
      ...ASSIGNMENT,
      status: 'picked_up',
      lines: [{ ...ASSIGNMENT.lines[0]!, substitutionChoice: 'call', substituteFor: null }],
    };
    const writes = serve(
      () => homeWith({ current: [atStore] }),
      () => atStore,
    );
    renderPage();
    const card = await screen.findByTestId('rider-assignment');
    fireEvent.click(within(card).getByRole('button', { name: 'Unavailable: Toned Milk' }));
    const dialog = screen.getByRole('dialog', { name: 'Unavailable: Toned Milk' });
    expect(dialog.textContent).toContain('Customer chose: Call me');
    const call = within(dialog).getByRole('link', { name: /Call the customer/ });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
    expect(dialog.textContent).not.toContain('9876543210');
    expect(writes).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    expect(writes).toEqual([
      {
        path: '/api/rider/orders/order-2222bbbb/lines/l1',
        method: 'POST',
        body: { status: 'unavailable', afterCall: 'remove' },
      },
    ]);
  });

  it('when the rider delivers, then the code field is one numeric one-time-code field, the cash is prefilled, and a different amount needs a reason', async () => {
    const writes = serve(
      () => homeWith({ current: [ASSIGNMENT] }),
      () => {
        throw new ApiError(422, 'DELIVERY_OTP_WRONG', 'Wrong code. 3 tries left.');
      },
    );
    renderPage();
    const card = await screen.findByTestId('rider-assignment');
    fireEvent.click(within(card).getByRole('button', { name: 'Deliver' }));
    const form = screen.getByTestId('rider-deliver-form');
    const otp = within(form).getByLabelText('Delivery code from the customer') as HTMLInputElement;
    expect(otp.inputMode).toBe('numeric');
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    const cash = within(form).getByLabelText('Cash collected (₹)') as HTMLInputElement;
    expect(cash.value).toBe('450');
    expect(within(form).queryByLabelText('Why is the cash different?')).toBeNull();

    fireEvent.input(otp, { target: { value: '12a34' } });
    expect(otp.value).toBe('1234');
    fireEvent.input(cash, { target: { value: '400' } });
    await act(async () => fireEvent.submit(form));
    expect(within(form).getByText('Say why the cash is not the amount due.')).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.input(within(form).getByLabelText('Why is the cash different?'), {
      target: { value: 'Customer paid ₹400, rest on UPI' },
    });
    await act(async () => fireEvent.submit(form));
    expect(writes).toEqual([
      {
        path: '/api/rider/orders/order-2222bbbb/deliver',
        method: 'POST',
        body: { otp: '1234', cashCollectedPaise: 40_000, cashNote: 'Customer paid ₹400, rest on UPI' },
      },
    ]);
    expect((await within(form).findByTestId('rider-deliver-error')).textContent).toBe(
      'Wrong code. 3 tries left.',
    );
  });

  it('when the code is locked, then the form says so and cannot be sent', async () => {
    serve(() => homeWith({ current: [{ ...ASSIGNMENT, otpAttemptsLeft: 0 }] }));
    renderPage();
    const card = await screen.findByTestId('rider-assignment');
    fireEvent.click(within(card).getByRole('button', { name: 'Deliver' }));
    const form = screen.getByTestId('rider-deliver-form');
    expect(within(form).getByRole('alert').textContent).toContain('The code is locked');
    expect((within(form).getByRole('button', { name: 'Mark delivered' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("when today has no track yet, then the distance says so; the day's cash and orders are listed", async () => {
    serve(() =>
      homeWith({
        today: {
          date: '2026-11-26',
          deliveries: 1,
          distanceKm: null,
          cashCollectedPaise: 45_000,
          orders: [
            {
              orderId: 'order-3333cccc',
              shortId: '3333cccc',
              status: 'delivered',
              deliveredAt: '2026-11-26T06:30:00.000Z',
              cashCollectedPaise: 45_000,
            },
          ],
        },
      }),
    );
    renderPage();
    const today = await screen.findByTestId('rider-today');
    expect(within(today).getByTestId('rider-today-distance').textContent).toBe('Not measured yet');
    expect(within(today).getByTestId('rider-today-cash').textContent).toBe('₹450');
    expect(within(today).getByTestId('rider-today-order').textContent).toContain('#3333cccc');
  });

  it('when an admin without a delivery partner record opens it, then the 403 becomes a clear message', async () => {
    currentUser.isAdmin = true;
    vi.mocked(api).mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'Not allowed'));
    renderPage();
    const panel = await screen.findByTestId('rider-not-rider');
    expect(panel.textContent).toContain('Not a delivery partner account');
    expect(within(panel).getByRole('link', { name: 'Open delivery partners' }).getAttribute('href')).toBe(
      '/admin/riders',
    );
  });
});
