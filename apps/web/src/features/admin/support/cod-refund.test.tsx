import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminSupportTicket } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { SupportTicket } from './support.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('../admin-api.js', () => ({ useAdminStats: () => ({ data: undefined }) }));

const TICKET: AdminSupportTicket = {
  id: 't1',
  kind: 'order',
  status: 'open',
  reason: 'damaged_item',
  title: null,
  priority: null,
  orderId: '00000000-0000-4000-8000-0000abcd1234',
  trackingId: 'TK1234',
  createdAt: '2026-11-25T18:30:00.000Z',
  updatedAt: '2026-11-25T18:30:00.000Z',
  orderItemName: 'Basmati rice',
  messages: [],
  refund: null,
  customerName: 'Asha',
  customerEmail: 'asha@example.in',
  device: { appVersion: null, userAgent: null, viewport: null, language: null },
  refundablePaise: 500_00,
  cashOnDelivery: true,
};

function renderTicket(ticket: AdminSupportTicket) {
  vi.mocked(api).mockImplementation(
    async (_path: string, init?: { method?: string }) =>
      (init?.method === 'POST' ? { ticket: { ...ticket, status: 'resolved' } } : { ticket }) as never,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/support/t1']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(
    <Routes>
      <Route path="/admin/support/:ticketId" element={<SupportTicket />} />
    </Routes>,
    { wrapper },
  );
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

const resolveCall = () =>
  vi.mocked(api).mock.calls.find(([path]) => path === '/api/admin/support/tickets/t1/resolve');

describe('resolving a cash-on-delivery order with a refund (ADR 0079)', () => {
  it('when the order was paid in cash, then support chooses the wallet, a UPI id or a bank account, and the refund says where it goes', async () => {
    renderTicket(TICKET);
    fireEvent.input(await screen.findByLabelText('Refund (₹, optional)'), { target: { value: '120' } });
    const choice = screen.getByRole('group', { name: 'Paid in cash: where does the refund go?' });
    expect(choice).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Tokri wallet (at once)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Bank account the customer gave' }));
    fireEvent.input(screen.getByLabelText('Account holder’s name'), { target: { value: 'Asha Rao' } });
    fireEvent.input(screen.getByLabelText('Account number'), { target: { value: '50100123456789' } });
    fireEvent.input(screen.getByLabelText('IFSC, like HDFC0000053'), { target: { value: 'HDFC0000053' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve and refund ₹120' }));
    await waitFor(() => expect(resolveCall()).toBeTruthy());
    expect(resolveCall()![1]).toEqual({
      method: 'POST',
      body: {
        refundPaise: 120_00,
        refundTo: {
          kind: 'bank_account',
          name: 'Asha Rao',
          ifsc: 'HDFC0000053',
          accountNumber: '50100123456789',
        },
      },
    });
  });

  it('when support refunds a cash order to the wallet or a UPI id, then only what that destination needs is sent', async () => {
    renderTicket(TICKET);
    fireEvent.input(await screen.findByLabelText('Refund (₹, optional)'), { target: { value: '45.50' } });
    fireEvent.click(screen.getByRole('radio', { name: 'UPI id the customer gave' }));
    fireEvent.input(screen.getByLabelText('Account holder’s name'), { target: { value: 'Asha Rao' } });
    fireEvent.input(screen.getByLabelText('UPI id, like ravi.kumar@okaxis'), {
      target: { value: 'asha@okaxis' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Resolve and refund/ }));
    await waitFor(() => expect(resolveCall()).toBeTruthy());
    expect(resolveCall()![1]).toMatchObject({
      body: { refundPaise: 45_50, refundTo: { kind: 'vpa', name: 'Asha Rao', vpa: 'asha@okaxis' } },
    });
  });

  it('when the order was paid online, then no destination is asked and none is sent', async () => {
    renderTicket({ ...TICKET, cashOnDelivery: false });
    fireEvent.input(await screen.findByLabelText('Refund (₹, optional)'), { target: { value: '10' } });
    expect(screen.queryByTestId('cash-refund')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Resolve and refund/ }));
    await waitFor(() => expect(resolveCall()).toBeTruthy());
    expect(resolveCall()![1]).toEqual({ method: 'POST', body: { refundPaise: 10_00 } });
  });
});
