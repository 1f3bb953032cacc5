import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import type { OrderView } from '../../../shared/types/order.js';
import { DeliverWithoutCode } from './deliver-without-code.js';
import { rupeesInputToPaise } from './handover-api.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ORDER = {
  id: 'a1b2c3d4-0000-4000-8000-00000000abcd',
  shortId: '0000abcd',
  status: 'out_for_delivery',
  paymentMethod: 'cod',
  totalPaise: 370_00,
  amountDuePaise: 250_00,
  rider: { id: 'r1', name: 'Ravi Kumar' },
} as OrderView;

beforeAll(async () => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

function renderFor(order: OrderView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DeliverWithoutCode order={order} />
    </QueryClientProvider>,
  );
}

describe('DeliverWithoutCode', () => {
  it('when the admin confirms without a reason or cash, then it says what is missing and sends nothing; with both it sends paise', async () => {
    vi.mocked(api).mockResolvedValue({ order: { ...ORDER, status: 'delivered' } } as never);
    renderFor(ORDER);
    fireEvent.click(screen.getByRole('button', { name: 'Deliver without code' }));
    expect(screen.getByRole('dialog', { name: 'Deliver #0000abcd without the code' })).toBeTruthy();
    expect(screen.getByText('Due: ₹250')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' })));
    expect(screen.getByText('Write why the order is delivered without the code.')).toBeTruthy();
    expect(screen.getByText('Enter the cash in rupees, for example 345 or 345.50.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText('Reason'), { target: { value: '  Code locked after 5 tries  ' } });
    fireEvent.input(screen.getByLabelText('Cash the rider collected (₹)'), { target: { value: '249.50' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' })));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(`/api/admin/orders/${ORDER.id}/deliver`, {
        method: 'POST',
        body: { reason: 'Code locked after 5 tries', cashCollectedPaise: 249_50 },
      }),
    );
  });

  it('when the order is prepaid, then no cash is asked for or sent', async () => {
    vi.mocked(api).mockResolvedValue({ order: { ...ORDER, status: 'delivered' } } as never);
    renderFor({ ...ORDER, paymentMethod: 'online' });
    fireEvent.click(screen.getByRole('button', { name: 'Deliver without code' }));
    expect(screen.queryByLabelText('Cash the rider collected (₹)')).toBeNull();
    fireEvent.input(screen.getByLabelText('Reason'), { target: { value: 'Phone died' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' })));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(`/api/admin/orders/${ORDER.id}/deliver`, {
        method: 'POST',
        body: { reason: 'Phone died' },
      }),
    );
  });

  it('when the rider’s code locked, then the card says so above the action', () => {
    renderFor({ ...ORDER, deliveryCodeLocked: true });
    expect(screen.getByTestId('delivery-code-locked').textContent).toBe('Code locked: too many wrong tries');
    document.body.innerHTML = '';
    renderFor(ORDER);
    expect(screen.queryByTestId('delivery-code-locked')).toBeNull();
  });

  it('when the order has no rider or is not out for delivery, then there is no such action', () => {
    renderFor({ ...ORDER, rider: null });
    expect(screen.queryByRole('button', { name: 'Deliver without code' })).toBeNull();
    document.body.innerHTML = '';
    renderFor({ ...ORDER, status: 'picked_up' });
    expect(screen.queryByRole('button', { name: 'Deliver without code' })).toBeNull();
  });
});

describe('rupeesInputToPaise', () => {
  it.each([
    ['345', 345_00],
    ['345.5', 345_50],
    [' 345.50 ', 345_50],
    ['0', 0],
    ['', null],
    ['-1', null],
    ['3.455', null],
    ['1e3', null],
    ['abc', null],
  ])('%j → %j', (input, paise) => {
    expect(rupeesInputToPaise(input)).toBe(paise);
  });
});
