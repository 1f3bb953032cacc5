import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { HeaderLocation } from './header-location.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/session/use-auth.js', () => ({ useAuth: () => ({ status: 'signedIn' }) }));
vi.mock('../location-store.js', () => ({
  locationStore: { choose: vi.fn(), requestCurrentLocation: vi.fn() },
  usePassiveDetection: () => undefined,
  useLocationState: () => ({
    status: 'ready',
    location: {
      area: 'Mysuru',
      address: 'Sayyaji Rao Road',
      fullAddress: '',
      city: 'Mysuru',
      state: 'Karnataka',
      pincode: '570001',
      lat: 12.29581,
      lng: 76.63941,
    },
  }),
}));

function renderHeader() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<HeaderLocation />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  await changeLanguage('en');
});

describe('HeaderLocation', () => {
  it('when no store delivers to the chosen location, then the header says so, to eyes and to screen readers', async () => {
    vi.mocked(api).mockResolvedValue({ serviceable: false } as never);
    renderHeader();
    await waitFor(() =>
      expect(screen.getByTestId('location-not-served').textContent).toBe('Not delivering here yet'),
    );
    expect(screen.getByTestId('location-line').textContent).toContain(
      'Mysuru · Sayyaji Rao Road · Not delivering here yet',
    );
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/locations/serviceability?lat=12.2958&lng=76.6394', {
      signal: expect.anything(),
    });
  });

  it('when a store delivers there, then nothing extra is shown', async () => {
    vi.mocked(api).mockResolvedValue({ serviceable: true } as never);
    renderHeader();
    await waitFor(() => expect(vi.mocked(api)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('location-not-served')).toBeNull();
  });

  it('when the customer reads Telugu, then the notice is in Telugu', async () => {
    await changeLanguage('te');
    vi.mocked(api).mockResolvedValue({ serviceable: false } as never);
    renderHeader();
    await waitFor(() =>
      expect(screen.getByTestId('location-not-served').textContent).toBe('ఇక్కడ ఇంకా డెలివరీ లేదు'),
    );
  });
});
