import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WalletView } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import { toast } from '../../shared/ui/toast.js';
import { WalletPage } from './wallet-page.js';

vi.mock('../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../shared/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const VIEW: WalletView = {
  balancePaise: 40_00,
  tomorrowPaise: 60_00,
  nextBefore: null,
  refundsToWallet: false,
  entries: [
    {
      id: 'e2',
      kind: 'debit',
      amountPaise: -60_00,
      balanceAfterPaise: 40_00,
      orderId: 'o1',
      trackingId: 'TK12345678',
      deliveryDate: '2026-11-25',
      note: null,
      createdAt: '2026-11-24T18:30:05.000Z',
    },
    {
      id: 'e1',
      kind: 'topup',
      amountPaise: 100_00,
      balanceAfterPaise: 100_00,
      orderId: null,
      trackingId: null,
      deliveryDate: null,
      note: null,
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  ],
};

function renderAt(path = '/wallet') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<WalletPage />, { wrapper });
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('WalletPage', () => {
  it('when the customer switches on refunds to the wallet, then the preference is saved and the wallet reloaded', async () => {
    vi.mocked(api).mockImplementation(
      async (path) => (path === '/api/wallet/refund-preference' ? { refundsToWallet: true } : VIEW) as never,
    );
    renderAt();
    const toggle = (await screen.findByRole('checkbox', {
      name: 'Send refunds to my Tokri wallet (instant)',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/wallet/refund-preference', {
        method: 'PUT',
        body: { refundsToWallet: true },
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Refund preference saved'));
    expect(vi.mocked(api).mock.calls.filter(([path]) => path === '/api/wallet').length).toBeGreaterThan(1);
  });

  it('when the wallet loads, then it shows the balance, the shortfall for tomorrow and the history in words', async () => {
    vi.mocked(api).mockResolvedValue(VIEW as never);
    renderAt();
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₹40');
    expect(screen.getByText("Tomorrow's subscription deliveries need ₹60")).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Add ₹20 before midnight');
    // Issue 32: the note says when the money moves (the midnight run), not "once each delivery is made".
    expect(document.body.textContent).toContain(
      'Each delivery is paid at midnight, the night before it comes',
    );
    expect(document.body.textContent).not.toContain('once each delivery is made');
    const rows = screen.getAllByTestId('wallet-entry');
    expect(rows[0]!.textContent).toContain('Subscription delivery');
    expect(rows[0]!.textContent).toContain('Delivery on 25 Nov 2026');
    expect(rows[0]!.textContent).toContain('−₹60');
    expect(rows[1]!.textContent).toContain('Money added');
    expect(rows[1]!.textContent).toContain('+₹100');
    expect(screen.getByRole('link', { name: /My subscriptions/ }).getAttribute('href')).toBe(
      '/subscriptions',
    );
  });

  it('when an amount outside the limits is typed, then nothing is started and the limits are explained', async () => {
    vi.mocked(api).mockResolvedValue(VIEW as never);
    renderAt();
    await screen.findByTestId('wallet-balance');
    fireEvent.input(screen.getByLabelText('Amount in rupees'), { target: { value: '20' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add money' })));
    expect(screen.getByText('Enter a whole amount between ₹50 and ₹10,000.')).toBeTruthy();
    expect(vi.mocked(api).mock.calls.filter(([path]) => path === '/api/wallet/topups')).toHaveLength(0);
  });

  it('when a preset is chosen, then the top-up starts for that amount and the browser goes to the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(api).mockImplementation(async (path) =>
      path === '/api/wallet/topups'
        ? ({
            topupId: 't1',
            payment: { provider: 'sandbox', checkoutUrl: '/sandbox-gateway/checkout/order_1?token=x' },
          } as never)
        : (VIEW as never),
    );
    renderAt();
    await screen.findByTestId('wallet-balance');
    fireEvent.click(screen.getByRole('button', { name: '₹500' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add ₹500' })));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-gateway/checkout/order_1?token=x'));
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/wallet/topups', {
      method: 'POST',
      body: { amountPaise: 500_00 },
    });
    vi.unstubAllGlobals();
  });

  it('when the gateway sends the customer back with a signed result, then it is confirmed once and the amount told', async () => {
    vi.mocked(api).mockImplementation(async (path) =>
      path === '/api/wallet/topups/verify'
        ? ({ topupId: 't1', status: 'paid', amountPaise: 500_00, balancePaise: 540_00 } as never)
        : (VIEW as never),
    );
    renderAt('/wallet?razorpay_order_id=order_1&razorpay_payment_id=pay_1&razorpay_signature=abcdefabcdef');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('₹500 added to your wallet'));
    const verifies = vi.mocked(api).mock.calls.filter(([path]) => path === '/api/wallet/topups/verify');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]![1]).toMatchObject({
      body: {
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'abcdefabcdef',
      },
    });
  });

  it('when the gateway reports a decline, then the failure is reported and the customer told nothing was added', async () => {
    vi.mocked(api).mockResolvedValue(VIEW as never);
    renderAt('/wallet?razorpay_order_id=order_2&error_code=BAD_REQUEST_ERROR&error_reason=payment_declined');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment failed. No money was added.'));
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/wallet/topups/failed', {
      method: 'POST',
      body: { razorpay_order_id: 'order_2', reason: 'payment_declined' },
    });
  });
});
