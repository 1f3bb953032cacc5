import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { AdminRiderPosition } from '@tokri/core';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { OnlineRiders } from './online-riders.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../location/index.js', () => ({
  useMapToken: () => ({ data: { tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: 'test' }, isError: false }),
}));

const RIDERS: AdminRiderPosition[] = [
  {
    riderId: 'r1',
    name: 'Ravi Kumar',
    lat: 12.9719,
    lng: 77.6412,
    at: '2026-11-26T08:00:00.000Z',
    orderId: null,
  },
  {
    riderId: 'r2',
    name: 'Imran Shaikh',
    lat: 12.978,
    lng: 77.64,
    at: '2026-11-26T08:01:00.000Z',
    orderId: '00000000-0000-4000-8000-00007e87c880',
  },
];

function renderOnlineRiders() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return render(<OnlineRiders />, { wrapper });
}

beforeAll(async () => {
  await initI18n();
  // The map's lazy chunk is loaded once before the tests: on Preact the web tests run react-leaflet through Vite
  // (ADR 0067), and on a loaded machine that first load alone took longer than waitFor's second below.
  await import('./online-riders-map.js');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.mocked(api).mockReset();
});

describe('riders online now', () => {
  it('puts each online rider on the map and in the table, saying who carries an order', async () => {
    vi.mocked(api).mockResolvedValue({ riders: RIDERS });
    const { container } = renderOnlineRiders();
    const rows = await screen.findAllByTestId('online-rider');
    expect(api).toHaveBeenCalledWith('/api/admin/riders/positions', expect.anything());
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Ravi Kumar.*Free$/),
      expect.stringMatching(/^Imran Shaikh.*Carrying #7e87c880$/),
    ]);
    expect(screen.getByRole('region', { name: 'Map of the riders online now' })).toBeTruthy();
    // The table scrolls sideways inside a named region the keyboard can reach (axe, issue 32).
    const scroller = rows[0]!.closest('[role="region"], section[aria-label]') as HTMLElement;
    expect(scroller.tabIndex).toBe(0);
    expect(scroller.getAttribute('aria-label')).toBe(screen.getByRole('heading', { level: 2 }).textContent);
    await waitFor(() => expect(container.querySelectorAll('path.leaflet-interactive').length).toBe(2));
  });

  it('says so when no rider is online, with no map', async () => {
    vi.mocked(api).mockResolvedValue({ riders: [] });
    renderOnlineRiders();
    await screen.findByText('No rider is online.');
    expect(screen.queryByRole('region', { name: 'Map of the riders online now' })).toBeNull();
  });
});
