import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminStore } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminStoresPage } from './stores-page.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../admin-api.js', () => ({ useAdminStats: () => ({ data: undefined }) }));
// No map in jsdom: the number fields are the whole way in, as for a keyboard user or when tiles fail.
vi.mock('../../location/index.js', () => ({ useMapToken: () => ({ data: undefined, isError: true }) }));

const HOURS = {
  mon: { open: '07:00', close: '23:00' },
  tue: { open: '07:00', close: '23:00' },
  wed: { open: '07:00', close: '23:00' },
  thu: { open: '07:00', close: '23:00' },
  fri: { open: '07:00', close: '23:00' },
  sat: { open: '08:00', close: '22:00' },
  sun: null,
};
const INDIRANAGAR: AdminStore = {
  id: 's1',
  name: 'Tokri Indiranagar',
  address: '100 Feet Road',
  city: 'Bengaluru',
  phone: '',
  lat: 12.9719,
  lng: 77.6412,
  areaKind: 'radius',
  serviceRadiusKm: 8,
  areaPolygon: null,
  openingHours: HOURS,
  isActive: true,
  legalName: 'Tokri Retail Private Limited',
  gstin: '29AAKCT7301M1ZU',
  stateCode: '29',
  pincode: '560038',
  invoiceCode: 'BLR1',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<AdminStoresPage />, { wrapper });
}

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  await changeLanguage('en');
});

const typeInto = (form: HTMLElement, label: string, value: string) =>
  fireEvent.input(within(form).getByLabelText(label), { target: { value } });

describe('AdminStoresPage', () => {
  it('when stores are listed, then each shows its area and its hours, closed days included', async () => {
    vi.mocked(api).mockResolvedValue({ items: [INDIRANAGAR] } as never);
    renderPage();
    const card = await screen.findByTestId('admin-store');
    expect(card.textContent).toContain('Delivers within 8 km');
    expect(card.textContent).toContain('Sat 08:00–22:00 · Sun closed');
  });

  it('when an area is drawn by numbers, then undo and clear work, a refused outline shows its reason, and the corners are sent in order', async () => {
    let refuse = true;
    vi.mocked(api).mockImplementation(async (_path, request) => {
      if (request?.method === 'PUT') {
        if (refuse) {
          refuse = false;
          const message = 'The area’s edges cross each other.';
          throw new ApiError(400, 'VALIDATION', 'Please check the form.', { areaPolygon: message });
        }
        return { store: { ...INDIRANAGAR, areaKind: 'polygon' } } as never;
      }
      return { items: [INDIRANAGAR] } as never;
    });
    renderPage();
    const card = await screen.findByTestId('admin-store');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Tokri Indiranagar' }));
    const form = screen.getByRole('form', { name: 'Edit store Tokri Indiranagar' });
    expect(
      within(form).getByText('The map could not load. Enter the location and corners as numbers instead.'),
    ).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('An area drawn on the map'));
    const corners = [
      ['12.96', '77.63'],
      ['12.96', '77.65'],
      ['12.98', '77.65'],
      ['12.98', '77.63'],
    ];
    for (const [index, [lat, lng]] of corners.entries()) {
      fireEvent.click(within(form).getByRole('button', { name: 'Add a corner' }));
      typeInto(form, `Corner ${index + 1} latitude`, lat!);
      typeInto(form, `Corner ${index + 1} longitude`, lng!);
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Add a corner' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Undo last corner' }));
    expect(within(form).queryByLabelText('Corner 5 latitude')).toBeNull();
    fireEvent.click(within(form).getByLabelText('Closed on Mon'));

    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save store' })));
    await waitFor(() =>
      expect(within(form).getByTestId('store-area-error').textContent).toBe(
        'The area’s edges cross each other.',
      ),
    );
    // Issue 32: the summary says what to do and names no field path.
    expect(toast.error).toHaveBeenCalledWith(
      'Not saved. Some fields need correcting: each one says what is wrong.',
    );
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save store' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Store Tokri Indiranagar saved'));
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/admin/stores/s1', {
      method: 'PUT',
      body: expect.objectContaining({
        areaKind: 'polygon',
        serviceRadiusKm: 8,
        areaPolygon: corners.map(([lat, lng]) => [Number(lat), Number(lng)]),
        openingHours: { ...HOURS, mon: null },
      }),
    });
  }, 20_000);

  it('when the admin clears the area, then no corner is left', async () => {
    vi.mocked(api).mockResolvedValue({
      items: [
        {
          ...INDIRANAGAR,
          areaKind: 'polygon',
          areaPolygon: [
            [1, 2],
            [3, 4],
            [5, 1],
          ],
        },
      ],
    } as never);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tokri Indiranagar' }));
    const form = screen.getByRole('form');
    expect(within(form).getByLabelText('Corner 3 latitude')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Clear the area' }));
    expect(within(form).queryByLabelText('Corner 1 latitude')).toBeNull();
  });

  it('when the admin reads Hindi, then the page has no English left but the store’s own words', async () => {
    await changeLanguage('hi');
    vi.mocked(api).mockResolvedValue({ items: [INDIRANAGAR] } as never);
    renderPage();
    fireEvent.click(within(await screen.findByTestId('admin-store')).getAllByRole('button')[0]!);
    const visible = (screen.getByTestId('admin-page').textContent ?? '')
      .replaceAll('Tokri Indiranagar', '')
      .replaceAll('100 Feet Road', '')
      .replaceAll('Bengaluru', '');
    expect(visible).not.toMatch(/[A-Za-z]{3,}/);
  });
});
