import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionFixerReport } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { toast } from '../../../shared/ui/toast.js';
import { SubscriptionFixerPage } from './subscription-fixer-page.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../admin-api.js', () => ({ useAdminStats: () => ({ data: undefined }) }));

const BROKEN: SubscriptionFixerReport = {
  wrongNextDate: [
    {
      subscriptionId: 'plan-1',
      userId: 'u1',
      customerName: 'Meera',
      productName: 'Toned Milk',
      storedNextDeliveryDate: '2026-11-30',
      expectedNextDeliveryDate: '2026-11-26',
    },
  ],
  missingOrders: [
    { subscriptionId: 'plan-2', customerName: null, productName: 'Curd', deliveryDate: '2026-11-23' },
  ],
  duplicateOrders: [],
};
const FIXED: SubscriptionFixerReport = { wrongNextDate: [], missingOrders: [], duplicateOrders: [] };

function serve() {
  let report = BROKEN;
  vi.mocked(api).mockImplementation(async (path) => {
    if (path.endsWith('/recompute')) {
      report = { ...report, wrongNextDate: [] };
      return { subscriptionId: 'plan-1', before: '2026-11-30', after: '2026-11-26', changed: true } as never;
    }
    if (path.endsWith('/create-missing')) {
      report = FIXED;
      return {
        subscriptionId: 'plan-2',
        deliveryDate: '2026-11-23',
        outcome: 'ordered',
        orderId: 'o1',
        created: true,
      } as never;
    }
    return report as never;
  });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<SubscriptionFixerPage />, { wrapper });
}

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
  await changeLanguage('en');
});

describe('SubscriptionFixerPage', () => {
  it('when a plan is broken, then it is listed with both dates, and one press recomputes it and the list empties', async () => {
    serve();
    renderPage();
    const row = await screen.findByTestId('fixer-wrong-date');
    expect(row.textContent).toContain('Toned Milk');
    expect(row.textContent).toContain('Stored: 30 Nov 2026');
    expect(row.textContent).toContain('Should be: 26 Nov 2026');
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Recompute dates' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Next delivery set to 26 Nov 2026'));
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/admin/subscription-fixer/recompute', {
      method: 'POST',
      body: { subscriptionId: 'plan-1' },
    });
    await waitFor(() => expect(screen.queryByTestId('fixer-wrong-date')).toBeNull());
    expect(screen.getByText('Every plan’s next delivery date follows the rules.')).toBeTruthy();
  });

  it('when a due day was missed, then creating its order names the plan and the day', async () => {
    serve();
    renderPage();
    const row = await screen.findByTestId('fixer-missing');
    expect(row.textContent).toContain('Unnamed customer');
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Create the order' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order created for 23 Nov 2026'));
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/admin/subscription-fixer/create-missing', {
      method: 'POST',
      body: { subscriptionId: 'plan-2', deliveryDate: '2026-11-23' },
    });
    expect(screen.getByTestId('fixer-no-duplicates')).toBeTruthy();
  });

  it('when the admin reads Hindi, then the page has no English left but the product and customer names', async () => {
    await changeLanguage('hi');
    serve();
    renderPage();
    await screen.findByTestId('fixer-wrong-date');
    const visible = (screen.getByTestId('admin-page').textContent ?? '')
      .replaceAll('Toned Milk', '')
      .replaceAll('Meera', '')
      .replaceAll('Curd', '');
    expect(visible).not.toMatch(/[A-Za-z]{3,}/);
  });
});
