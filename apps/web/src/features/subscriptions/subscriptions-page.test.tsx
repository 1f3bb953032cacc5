import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionView } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import { ApiError } from '../../shared/api/api-error.js';
import { toast } from '../../shared/ui/toast.js';
import { SubscriptionsPage } from './subscriptions-page.js';
import { listFixture, planFixture } from './utils/plan-fixture.js';

vi.mock('../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../shared/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** The server: GET answers the current plans; a change answers and then the plans are `after`. */
function serve(
  before: SubscriptionView[],
  after: SubscriptionView[] = before,
  wallet = { balancePaise: 1000_00, tomorrowPaise: 0 },
) {
  let plans = before;
  vi.mocked(api).mockImplementation(async (path, request) => {
    if (path === '/api/wallet')
      return { ...wallet, entries: [], nextBefore: null, refundsToWallet: false } as never;
    if (!request?.method || request.method === 'GET') return listFixture(plans) as never;
    plans = after;
    return undefined as never;
  });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<SubscriptionsPage />, { wrapper });
}

const cell = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('SubscriptionsPage', () => {
  it('when a wallet plan’s next delivery is not covered by the balance, then its card warns and offers "Add money"; a covered one and a cash one do not', async () => {
    const short = planFixture({ paymentMethod: 'wallet', quantity: 2, nextDeliveryDate: '2026-11-28' });
    const cash = planFixture({ id: '99999999-9999-4999-8999-999999999999', paymentMethod: 'cod' });
    serve([short, cash], [short, cash], { balancePaise: 20_00, tomorrowPaise: 0 });
    renderPage();
    const cards = await screen.findAllByTestId('subscription-card');
    const warning = await within(cards[0]!).findByTestId('plan-wallet-short');
    // 2 packs of ₹30 against ₹20.
    expect(warning.textContent).toContain('Wallet ₹20: the next delivery (₹60) is not covered');
    expect(within(warning).getByRole('link', { name: 'Add money' }).getAttribute('href')).toBe('/wallet');
    expect(within(cards[1]!).queryByTestId('plan-wallet-short')).toBeNull();
  });

  it('when the wallet covers a wallet plan’s next delivery, then its card shows no warning', async () => {
    const plan = planFixture({ paymentMethod: 'wallet', quantity: 2, nextDeliveryDate: '2026-11-28' });
    serve([plan], [plan], { balancePaise: 60_00, tomorrowPaise: 0 });
    renderPage();
    await screen.findByTestId('subscription-card');
    await waitFor(() =>
      expect(vi.mocked(api).mock.calls.some(([path]) => path === '/api/wallet')).toBe(true),
    );
    await act(async () => undefined);
    expect(screen.queryByTestId('plan-wallet-short')).toBeNull();
  });

  it('when the plans load, then each shows its product, pack, schedule, status, next delivery and cut-off', async () => {
    serve([planFixture({ type: 'weekdays', deliveryDays: [1, 3, 5], nextDeliveryDate: '2026-11-27' })]);
    renderPage();
    const card = await screen.findByTestId('subscription-card');
    expect(within(card).getByText('Toned Milk')).toBeTruthy();
    expect(within(card).getByText(/500 ml/)).toBeTruthy();
    expect(within(card).getByTestId('plan-schedule').textContent).toBe('Mon, Wed, Fri');
    expect(within(card).getByTestId('plan-status').textContent).toBe('Active');
    expect(within(card).getByTestId('plan-next-delivery').textContent).toBe('Next delivery: 27 Nov 2026');
    expect(screen.getByTestId('cutoff-text').textContent).toContain('Changes for tomorrow close at 10:00 pm');
    expect(screen.getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe('/wallet');
    // 26 Nov is a Thursday: no delivery, in words as well as colour.
    expect(cell('2026-11-26').dataset.state).toBe('off');
    expect(cell('2026-11-27').querySelector('[aria-label]')?.getAttribute('aria-label')).toContain('1 pack');
  });

  it('when a day can be changed, then its button is named starting with what it shows (label in name)', async () => {
    serve([planFixture()]);
    renderPage();
    await screen.findByTestId('subscription-card');
    const button = within(cell('2026-11-27')).getByRole('button');
    // What the cell shows, as text (the spans are stacked blocks, spaced for assistive tech): "Fri 27 ×1".
    const shown = button.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    expect(shown).toBe('Fri 27 ×1');
    expect(button.getAttribute('aria-label')).toBe('Fri 27 ×1, Change 27 Nov 2026: 1 pack');
  });

  it('when a day is skipped, then the calendar marks it skipped in words and the API was asked', async () => {
    serve([planFixture()], [planFixture({ skips: ['2026-11-26'], nextDeliveryDate: '2026-11-27' })]);
    renderPage();
    await screen.findByTestId('subscription-card');
    expect(cell('2026-11-26').dataset.state).toBe('delivery');
    await act(async () => fireEvent.click(within(cell('2026-11-26')).getByRole('button')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Skip this day' })));
    expect(api).toHaveBeenCalledWith(
      '/api/subscriptions/33333333-3333-4333-8333-333333333333/skips/2026-11-26',
      {
        method: 'PUT',
      },
    );
    await waitFor(() => expect(cell('2026-11-26').dataset.state).toBe('skipped'));
    expect(cell('2026-11-26').getAttribute('title')).toBe('26 Nov 2026: Skipped');
    expect(toast.success).toHaveBeenCalledWith('Delivery on 26 Nov 2026 skipped');
    // Today (25 Nov) is past its cut-off: it cannot be tapped.
    expect(within(cell('2026-11-25')).queryByRole('button')).toBeNull();
  });

  it('when a plan is deleted after confirming, then "Subscription deleted" shows', async () => {
    serve([planFixture()], []);
    renderPage();
    await screen.findByTestId('subscription-card');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true })),
    );
    expect(api).toHaveBeenCalledWith('/api/subscriptions/33333333-3333-4333-8333-333333333333', {
      method: 'DELETE',
    });
    expect(toast.success).toHaveBeenCalledWith('Subscription deleted');
    await screen.findByTestId('subscriptions-empty');
  });

  it('when the list cannot load, then "Failed to load subscriptions" shows with a retry', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(500, 'UNEXPECTED', 'boom'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load subscriptions');
  });

  it('when there are no plans, then the empty state links to the products', async () => {
    serve([]);
    renderPage();
    const empty = await screen.findByTestId('subscriptions-empty');
    expect(within(empty).getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/all-products',
    );
  });

  it('when Pause is confirmed, then deliveries stop from the first changeable day until resumed', async () => {
    serve([planFixture()]);
    renderPage();
    await screen.findByTestId('subscription-card');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pause' })));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pause', hidden: true })),
    );
    expect(api).toHaveBeenCalledWith('/api/subscriptions/33333333-3333-4333-8333-333333333333/pauses', {
      method: 'POST',
      body: { from: '2026-11-26', to: null },
    });
    // One toast for one tap (issue 32): the server's 'plan paused' notice is the confirmation, not a second toast.
    expect(toast.success).not.toHaveBeenCalled();
  });
});
