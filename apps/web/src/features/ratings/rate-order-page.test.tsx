import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import { ApiError } from '../../shared/api/api-error.js';
import { RateOrderPage } from './rate-order-page.js';

vi.mock('../../shared/api/api-client.js', () => ({ api: vi.fn() }));
vi.mock('../../shared/ui/toast.js', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ORDER_ID = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
const RICE = '11111111-1111-4111-8111-111111111111';
const order = (status: string) => ({
  id: ORDER_ID,
  shortId: 'ce74fad2',
  status,
  items: [
    { productId: RICE, name: 'Basmati Rice' },
    { productId: RICE, name: 'Basmati Rice' },
  ],
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/orders/${ORDER_ID}/rate`]}>
        <Routes>
          <Route path="/orders/:orderId/rate" element={children} />
          <Route path="/orders/:orderId" element={<p>order page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(<RateOrderPage />, { wrapper });
}

/** Answers GET order and GET rating; POST rating with `post`. */
function serve(status: string, rating: unknown, post?: () => Promise<unknown>) {
  vi.mocked(api).mockImplementation(((path: string, request?: { method?: string }) => {
    if (path.endsWith('/rating') && request?.method === 'POST')
      return post?.() ?? Promise.reject(new Error('no'));
    if (path.endsWith('/rating')) return Promise.resolve({ rating });
    return Promise.resolve({ order: order(status) });
  }) as never);
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('RateOrderPage', () => {
  it('when the order is not delivered yet, then it says so and offers no form', async () => {
    serve('out_for_delivery', null);
    renderPage();
    await screen.findByText('You can rate this order once it has been delivered.');
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
  });

  it('when sent without stars, then it asks for them; with stars and a thumb, then it posts them once per product', async () => {
    const post = vi
      .fn()
      .mockResolvedValue({ rating: { orderId: ORDER_ID, stars: 4, comment: null, items: [] } });
    serve('delivered', null, post);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send rating' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose from 1 to 5 stars.');
    expect(post).not.toHaveBeenCalled();

    expect(screen.getAllByTestId('rate-item')).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Liked Basmati Rice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await screen.findByText('order page');
    expect(api).toHaveBeenCalledWith(`/api/orders/${ORDER_ID}/rating`, {
      method: 'POST',
      body: { stars: 4, comment: null, items: [{ productId: RICE, thumbsUp: true }] },
    });
  });

  it('when the server says it is already rated, then its message is shown', async () => {
    serve('delivered', null, () =>
      Promise.reject(new ApiError(409, 'RATING_ALREADY_GIVEN', 'You have already rated this order.')),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: '2 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You have already rated this order.'),
    );
  });

  it('when the order is rated, then the rating is shown instead of the form', async () => {
    serve('delivered', {
      orderId: ORDER_ID,
      stars: 5,
      comment: 'Lovely',
      items: [],
      createdAt: '2026-11-26T00:00:00Z',
    });
    renderPage();
    await screen.findByTestId('given-rating');
    expect(screen.getByText('Lovely')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
  });
});
