import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AdminProduct } from '@tokri/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { ReceiveLotForm } from './receive-lot-form.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../../shared/ui/toast.js', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

/** Issue 15 item 3: receive stock as a lot on the admin product page. */

const product = {
  id: 'p1',
  packs: [{ id: 'v1', name: '1 kg' }],
} as unknown as AdminProduct;

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ReceiveLotForm', () => {
  it('when a pack lot is received, then the form sends its pack, quantity and dates; a refusal shows by its field', async () => {
    vi.mocked(api).mockImplementation(async (path, request) => {
      if (request?.method === 'POST') {
        throw new ApiError(
          422,
          'LOT_PAST_SELL_BY',
          'This lot has less shelf life left than the rule allows',
          {
            bestBefore: 'Too close to its best-before.',
          },
        );
      }
      return { items: [] } as never;
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReceiveLotForm product={product} />
      </QueryClientProvider>,
    );
    await screen.findByText('No lots yet: this product is stocked without dates.');
    fireEvent.change(screen.getByLabelText('Product or pack'), { target: { value: 'v1' } });
    fireEvent.input(screen.getByLabelText('Quantity received'), { target: { value: '24' } });
    fireEvent.input(screen.getByLabelText('Packed on'), { target: { value: '2026-11-25' } });
    fireEvent.input(screen.getByLabelText('Best before'), { target: { value: '2026-11-28' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Receive lot' })));
    const post = vi.mocked(api).mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/lots');
    expect(post[1]!.body).toEqual({
      productId: 'p1',
      variantId: 'v1',
      quantity: 24,
      packedOn: '2026-11-25',
      bestBefore: '2026-11-28',
    });
    const bestBefore = screen.getByLabelText('Best before');
    expect(bestBefore.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too close to its best-before.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('less shelf life');
  });
});
