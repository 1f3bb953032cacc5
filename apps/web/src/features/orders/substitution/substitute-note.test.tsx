import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import type { OrderView } from '../../../shared/types/order.js';
import { OrderItems } from '../components/order-items.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.mocked(api).mockReset();
});

const line = (id: string, name: string, extra: Partial<OrderView['items'][number]>) => ({
  id,
  productId: id,
  variantId: null,
  name,
  unit: '1 kg',
  imageUrl: null,
  quantity: 1,
  mrpPaise: 100_00,
  unitPricePaise: 100_00,
  discountPercentage: 0,
  totalPricePaise: 100_00,
  gstRate: 5,
  lineStatus: 'ok' as const,
  substituteFor: null,
  rejectUntil: null,
  ...extra,
});

function orderWith(rejectUntil: string, status: OrderView['status'] = 'picked_up'): OrderView {
  return {
    id: 'order-1',
    status,
    items: [
      line('a', 'Toor Dal', { lineStatus: 'substituted' }),
      line('b', 'Moong Dal', { substituteFor: 'a', rejectUntil, unitPricePaise: 120_00 }),
    ],
  } as OrderView;
}

function renderItems(order: OrderView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderItems items={order.items} order={order} />
    </QueryClientProvider>,
  );
}

describe('a substitute on the customer’s order (ADR 0045)', () => {
  it('when the window is open, then the substitute names what it replaces, the original is struck through, and Reject sends the reject', async () => {
    const order = orderWith(new Date(Date.now() + 4 * 60_000).toISOString());
    vi.mocked(api).mockResolvedValue({ order } as never);
    renderItems(order);
    const [original, substitute] = screen.getAllByTestId('order-item');
    expect(original!.textContent).toContain('Replaced');
    expect(within(original!).getByText('₹100').tagName).toBe('S');
    expect(substitute!.textContent).toContain('Replaces Toor Dal');
    await act(async () =>
      fireEvent.click(within(substitute!).getByRole('button', { name: 'Reject Moong Dal' })),
    );
    expect(vi.mocked(api)).toHaveBeenCalledWith('/api/orders/order-1/substitutes/b/reject', {
      method: 'POST',
    });
  });

  it('when the window has closed or the order was handed over, then there is no Reject button', () => {
    renderItems(orderWith(new Date(Date.now() - 1_000).toISOString()));
    expect(screen.queryByRole('button', { name: /Reject/ })).toBeNull();
    document.body.innerHTML = '';
    renderItems(orderWith(new Date(Date.now() + 60_000).toISOString(), 'delivered'));
    expect(screen.queryByRole('button', { name: /Reject/ })).toBeNull();
  });

  it('when the substitute was rejected, then it says so', () => {
    const order = orderWith(new Date(Date.now() + 60_000).toISOString());
    order.items[1] = { ...order.items[1]!, lineStatus: 'rejected' };
    renderItems(order);
    expect(screen.getByTestId('substitute-rejected').textContent).toBe('Rejected');
    expect(screen.queryByRole('button', { name: /Reject/ })).toBeNull();
  });
});
