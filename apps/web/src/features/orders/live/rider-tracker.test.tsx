import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { RiderPositionView } from '@tokri/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { applyRiderPosition } from './apply-order-change.js';
import { RiderTracker } from './rider-tracker.js';
import { useRiderPosition } from './use-rider-position.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
const DOOR = { lat: 12.9719, lng: 77.6412 };
const position = (at: string, distanceKm: number, etaMinutes: number): RiderPositionView => ({
  orderId: 'order-1',
  lat: DOOR.lat + distanceKm / 111.2,
  lng: DOOR.lng,
  at,
  speedMps: null,
  distanceKm,
  etaMinutes,
});
let queryClient: QueryClient;

/** A `rider_position` message, as app/live-updates.ts applies it; react-query tells components on its next tick. */
const send = (message: { type: 'rider_position'; position: RiderPositionView }) =>
  act(async () => {
    applyRiderPosition(queryClient, message.position);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

function Tracked({ onItsWay = true }: { onItsWay?: boolean }) {
  const current = useRiderPosition('order-1', onItsWay);
  return onItsWay ? <RiderTracker position={current} door={DOOR} /> : null;
}

function renderTracked() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Tracked />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await changeLanguage('en');
});

/** The map token cannot be had here: the map says so, and the distance and ETA text carries on. */
function mockApi(first: RiderPositionView | null) {
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (path === '/api/orders/order-1/rider-position') return { position: first } as never;
    throw new Error('no maps in this test');
  });
}

describe('the live rider map on the tracking page', () => {
  it('when the page opens, then the newest position is read over HTTP and shown as distance and ETA text', async () => {
    mockApi(position('2026-11-26T01:00:00.000Z', 2, 8));
    renderTracked();
    expect(await screen.findByText('2 km · ETA 8 min')).toBeTruthy();
    const map = screen.getByRole('region', {
      name: /Map with your rider and your address\. 2 km · ETA 8 min/,
    });
    expect(map.getAttribute('data-rider-lat')).toBe(String(DOOR.lat + 2 / 111.2));
    expect(await screen.findByText(/The map could not load/)).toBeTruthy();
  });

  it('when rider_position messages arrive, then the rider moves; another order’s does not move it', async () => {
    mockApi(position('2026-11-26T01:00:00.000Z', 2, 8));
    renderTracked();
    await screen.findByText('2 km · ETA 8 min');
    await send({ type: 'rider_position', position: position('2026-11-26T01:00:05.000Z', 1.5, 6) });
    expect(screen.getByTestId('rider-distance').textContent).toBe('1.5 km · ETA 6 min');
    expect(screen.getByTestId('rider-map').getAttribute('data-rider-lat')).toBe(
      String(DOOR.lat + 1.5 / 111.2),
    );
    await send({
      type: 'rider_position',
      position: { ...position('2026-11-26T01:00:09.000Z', 0.2, 1), orderId: 'other' },
    });
    expect(screen.getByTestId('rider-distance').textContent).toBe('1.5 km · ETA 6 min');
    await send({ type: 'rider_position', position: position('2026-11-26T01:00:10.000Z', 0, 0) });
    expect(screen.getByTestId('rider-distance').textContent).toBe('Your rider is at your door');
  });

  it('when the position is read again (back online, back in front), then a late answer never moves the rider back', async () => {
    mockApi(position('2026-11-26T01:00:00.000Z', 2, 8));
    renderTracked();
    await screen.findByText('2 km · ETA 8 min');
    mockApi(position('2026-11-26T01:03:00.000Z', 0.8, 4));
    await act(() => queryClient.refetchQueries({ queryKey: ['rider-position'] }));
    await waitFor(() => expect(screen.getByTestId('rider-distance').textContent).toBe('0.8 km · ETA 4 min'));
    // A message newer than what a slow read then brings back: the read does not move the rider back.
    await send({ type: 'rider_position', position: position('2026-11-26T01:03:10.000Z', 0.6, 3) });
    mockApi(position('2026-11-26T01:03:05.000Z', 0.7, 3));
    await act(() => queryClient.refetchQueries({ queryKey: ['rider-position'] }));
    expect(screen.getByTestId('rider-distance').textContent).toBe('0.6 km · ETA 3 min');
  });

  it('when there is no position yet, then the page says it is waiting; in Hindi and Telugu too', async () => {
    mockApi(null);
    renderTracked();
    expect(await screen.findByText('Waiting for your rider’s location…')).toBeTruthy();
    await act(() => changeLanguage('hi'));
    expect(await screen.findByText('राइडर की लोकेशन का इंतज़ार है…')).toBeTruthy();
    await act(() => changeLanguage('te'));
    expect(await screen.findByText('రైడర్ లొకేషన్ కోసం ఎదురుచూస్తున్నాం…')).toBeTruthy();
  });
});
