import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminRefund, ReconciliationReport } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { RefundsPage } from './refunds.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../admin-api.js', () => ({ useAdminStats: () => ({ data: undefined }) }));

const FAILED: AdminRefund = {
  id: 'r1',
  orderId: '00000000-0000-4000-8000-0000abcd1234',
  trackingId: 'TK1234',
  customerName: 'Asha',
  customerEmail: 'asha@example.in',
  amountPaise: 250_00,
  cause: 'order_cancelled',
  destination: 'gateway',
  payoutTo: null,
  status: 'failed',
  attempts: 1,
  lastError: 'Payment is under dispute',
  gatewayRefundId: null,
  // 18:30 UTC is midnight IST.
  createdAt: '2026-11-25T18:30:00.000Z',
  processedAt: null,
};
const DONE: AdminRefund = {
  ...FAILED,
  id: 'r2',
  status: 'processed',
  destination: 'wallet',
  cause: 'late_delivery',
  amountPaise: 25_00,
  lastError: null,
};
const REPORT: ReconciliationReport = {
  checkedOrders: 12,
  mismatches: [
    {
      orderId: '00000000-0000-4000-8000-00000000e999',
      trackingId: 'TK9999',
      paymentMethod: 'online',
      status: 'delivered',
      chargedPaise: 100_00,
      keptPaise: 90_00,
      refundedPaise: 0,
    },
  ],
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<RefundsPage />, { wrapper });
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('RefundsPage', () => {
  it('when refunds load, then each shows order, customer, ₹ amount, reason, destination and IST time; only a failed one has Retry', async () => {
    vi.mocked(api).mockResolvedValue({ items: [FAILED, DONE] } as never);
    renderPage();
    const cards = await screen.findAllByTestId('admin-refund');
    expect(cards[0]!.textContent).toContain('abcd1234');
    expect(cards[0]!.textContent).toContain('₹250');
    expect(cards[0]!.textContent).toContain('Asha');
    expect(cards[0]!.textContent).toContain('Order cancelled');
    expect(cards[0]!.textContent).toContain('Original payment');
    expect(cards[0]!.textContent).toContain('Payment is under dispute');
    expect(cards[0]!.textContent).toContain('26 Nov 2026');
    expect(cards[1]!.textContent).toContain('Tokri wallet');
    expect(cards[1]!.textContent).toContain('Late delivery (fee back)');
    const retries = screen.getAllByRole('button', { name: /Retry refund/ });
    expect(retries).toHaveLength(1);
    fireEvent.click(retries[0]!);
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/admin/refunds/r1/retry', { method: 'POST' }));
  });

  it('when a cash order was refunded as a payout, then the card says so with the account masked, and a failed one can be retried', async () => {
    const payout: AdminRefund = {
      ...FAILED,
      id: 'r3',
      cause: 'support_goodwill',
      destination: 'payout',
      payoutTo: 'ra•••@okaxis',
      lastError: 'payout.reversed: Beneficiary bank rejected the transfer',
    };
    vi.mocked(api).mockResolvedValue({ items: [payout] } as never);
    renderPage();
    const [card] = await screen.findAllByTestId('admin-refund');
    expect(card!.textContent).toContain('Payout to UPI id or bank account · ra•••@okaxis');
    expect(card!.textContent).toContain('payout.reversed');
    fireEvent.click(screen.getByRole('button', { name: /Retry refund/ }));
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/admin/refunds/r3/retry', { method: 'POST' }));
  });

  it('when the admin filters by state, then the list asks for that state', async () => {
    vi.mocked(api).mockResolvedValue({ items: [] } as never);
    renderPage();
    await screen.findByText('No refunds in this state.');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'failed' } });
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/admin/refunds?state=failed', expect.anything()),
    );
  });

  it('when the admin runs the reconciliation, then the orders that do not add up are listed with both sides', async () => {
    vi.mocked(api).mockImplementation(
      async (path) => (path === '/api/admin/refunds/reconciliation' ? REPORT : { items: [] }) as never,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run reconciliation' }));
    const result = await screen.findByTestId('reconciliation-result');
    expect(result.textContent).toContain('1 of 12 orders do not reconcile');
    expect(result.textContent).toContain('0000e999');
    expect(result.textContent).toContain('Charged ₹100');
    expect(result.textContent).toContain('Kept ₹90');
  });
});
