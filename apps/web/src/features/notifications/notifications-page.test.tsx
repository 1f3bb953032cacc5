import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { NotificationPage } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import { notificationsKeys } from './api/notifications-keys.js';
import { NotificationsPage } from './notifications-page.js';
import { notification } from './utils/notification-fixture.js';

vi.mock('../../shared/api/api-client.js', () => ({ api: vi.fn(async () => undefined) }));

function renderPage(page: NotificationPage) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(notificationsKeys.history, { pages: [page], pageParams: [null] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<NotificationsPage />, { wrapper });
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.mocked(api).mockClear();
});

describe('/notifications buttons (issue 32 item 2)', () => {
  it('when a notification has actions, then the list shows each as a button of at least 44 px, and a tap reads it', async () => {
    renderPage({
      items: [
        notification({
          id: 'd1',
          title: 'Order delivered',
          metadata: {
            template: 'delivered',
            actions: [
              { id: 'rate', title: 'Rate', path: '/orders/order-1/rate' },
              { id: 'reorder', title: 'Reorder', path: '/orders/order-1' },
            ],
          },
        }),
        notification({ id: 'b1', title: 'Diwali offer', order_id: null, metadata: { actions: [] } }),
      ],
      unreadCount: 1,
      nextBefore: null,
    });
    const rate = screen.getByRole('link', { name: 'Rate' });
    expect(rate.getAttribute('href')).toBe('/orders/order-1/rate');
    expect(rate.className).toContain('min-h-11');
    expect(screen.getByRole('link', { name: 'Reorder' }).getAttribute('href')).toBe('/orders/order-1');
    // A notice without buttons shows none.
    expect(screen.getAllByTestId('notification-actions')).toHaveLength(1);
    await act(async () => fireEvent.click(rate));
    expect(api).toHaveBeenCalledWith('/api/notifications/d1/read', { method: 'POST' });
  });
});
