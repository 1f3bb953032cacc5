import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import type { DistanceReport } from './console-api.js';
import { DeliveriesMapSection } from './distance-page.js';

const mapToken = vi.hoisted(() => ({
  current: { data: undefined, isError: false } as {
    data: { tileUrl: string; attribution: string } | undefined;
    isError: boolean;
  },
}));
vi.mock('../../location/index.js', () => ({ useMapToken: () => mapToken.current }));

const report = (orders: DistanceReport['orders']): DistanceReport => ({
  date: '2026-11-26',
  orders,
  stores: [
    {
      id: 's1',
      name: 'Tokri Indiranagar',
      lat: 12.9719,
      lng: 77.6412,
      orders: 2,
      totalKm: 3,
      averageKm: 1.5,
    },
    { id: 's2', name: 'Tokri Vijayawada', lat: 16.5062, lng: 80.648, orders: 0, totalKm: 0, averageKm: null },
  ],
  riders: [],
});
const order = (id: string, destination: { lat: number; lng: number } | null) => ({
  id,
  shortId: id.padStart(8, '0'),
  status: 'delivered',
  storeId: 's1',
  distanceKm: 1.5,
  riderName: null,
  destination,
  deliveryMinutes: 20,
});

beforeAll(async () => {
  await initI18n();
});

describe('the distance page’s map of the day’s deliveries', () => {
  it('draws the serving store and a line and dot to each door, labelled with the day', async () => {
    mapToken.current = { data: { tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: 'test' }, isError: false };
    const { container } = render(
      <DeliveriesMapSection
        report={report([order('1', { lat: 12.98, lng: 77.64 }), order('2', { lat: 12.96, lng: 77.65 })])}
      />,
    );
    expect(screen.getByRole('region', { name: 'Stores and delivery points on 2026-11-26' })).toBeTruthy();
    // Two store-to-door lines and two door dots (Leaflet's vector layers), and one pin: only the store that served.
    await waitFor(() => expect(container.querySelectorAll('path.leaflet-interactive').length).toBe(4));
    expect(container.querySelectorAll('.tokri-map-pin').length).toBe(1);
  });

  it('says the map could not load when the map service fails, and shows nothing when no order has a door', () => {
    mapToken.current = { data: undefined, isError: true };
    const { container, unmount } = render(
      <DeliveriesMapSection report={report([order('1', { lat: 12.98, lng: 77.64 })])} />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'The map could not load. The tables below list the same deliveries.',
    );
    unmount();
    const empty = render(<DeliveriesMapSection report={report([order('3', null)])} />);
    expect(empty.container.innerHTML).toBe('');
    expect(container).toBeTruthy();
  });
});
