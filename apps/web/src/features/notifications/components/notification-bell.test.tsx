import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { NotificationPage } from '@tokri/core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { notificationsKeys } from '../api/notifications-keys.js';
import { notification } from '../utils/notification-fixture.js';
import { NotificationBell } from './notification-bell.js';

vi.mock('../../../shared/api/api-client.js', () => ({ api: vi.fn(async () => undefined) }));

function renderBell(page: NotificationPage | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (page) queryClient.setQueryData(notificationsKeys.latest, page);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<NotificationBell />, { wrapper });
  return queryClient;
}

const many = (count: number, isRead = false) =>
  Array.from({ length: count }, (_, i) =>
    notification({ id: `n${i}`, title: `Update ${i}`, is_read: isRead }),
  );

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.mocked(api).mockClear();
});

describe('NotificationBell', () => {
  it('shows "9+" for more than nine unread, lists the first 10 and offers "View all notifications"', async () => {
    renderBell({ items: many(12), unreadCount: 12, nextBefore: null });
    expect(screen.getByTestId('notification-badge').textContent).toBe('9+');
    // Issue 32: the label says what the badge shows ("9+"), not a count nobody sees.
    const bell = screen.getByRole('button', { name: 'Notifications, more than 9 unread' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(bell));
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Notifications' });
    expect(menu.querySelectorAll('[data-testid="notification-item"]')).toHaveLength(10);
    expect(screen.getByRole('menuitem', { name: 'View all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
    expect(document.activeElement?.textContent).toContain('Update 0');
  });

  it('moves with the arrow keys and closes with Escape, back on the bell', async () => {
    renderBell({ items: many(3, true), unreadCount: 0, nextBefore: null });
    const bell = screen.getByTestId('notification-bell');
    await act(async () => fireEvent.click(bell));
    // Each notification's buttons are items of the menu too: the first one's "Track", then the next notification.
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }));
    expect(document.activeElement?.textContent).toBe('Track');
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }));
    expect(document.activeElement?.textContent).toContain('Update 1');
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'End' }));
    expect(document.activeElement?.textContent).toBe('Track');
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' }));
    expect(document.activeElement?.textContent).toContain('Update 2');
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    // Everything is read: no "Mark all read", and only three items, so no "View all".
    await act(async () => fireEvent.click(bell));
    expect(screen.queryByText('Mark all read')).toBeNull();
    expect(screen.queryByText('View all notifications')).toBeNull();
  });

  it('"Mark all read" clears the badge at once and tells the server', async () => {
    const queryClient = renderBell({ items: many(2), unreadCount: 2, nextBefore: null });
    // The server has not answered yet: the badge must clear without waiting for it.
    vi.mocked(api).mockImplementationOnce(() => new Promise(() => undefined));
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    await act(async () => fireEvent.click(screen.getByText('Mark all read')));
    expect(api).toHaveBeenCalledWith('/api/notifications/read-all', { method: 'POST' });
    // The optimistic update lands after the query cancellation it awaits; on a loaded machine that is a few ticks.
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(queryClient.getQueryData<NotificationPage>(notificationsKeys.latest)?.unreadCount).toBe(0);
  });

  it('clicking an unread item marks it read', async () => {
    renderBell({ items: many(2), unreadCount: 2, nextBefore: null });
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    await act(async () => fireEvent.click(screen.getByText('Update 1')));
    expect(api).toHaveBeenCalledWith('/api/notifications/n1/read', { method: 'POST' });
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
  });

  it('says "No notifications yet" when there are none, and "Loading notifications..." while loading', async () => {
    renderBell({ items: [], unreadCount: 0, nextBefore: null });
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    expect(screen.getByText('No notifications yet')).toBeTruthy();
    document.body.innerHTML = '';
    renderBell(undefined);
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    expect(screen.getByText('Loading notifications...')).toBeTruthy();
  });

  it('marks admin alerts with the lightning icon', async () => {
    renderBell({
      items: [notification({ role: 'admin', type: 'order_placed' })],
      unreadCount: 1,
      nextBefore: null,
    });
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    expect(document.querySelector('[data-icon="lightning"]')).not.toBeNull();
    expect(screen.getByTestId('notification-item').parentElement?.className).toContain('border-saffron-500');
  });
});

describe('NotificationBell buttons (issue 32 item 2)', () => {
  const outForDelivery = notification({
    id: 'n9',
    title: 'Out for delivery',
    metadata: {
      template: 'out_for_delivery',
      actions: [
        { id: 'track', title: 'Track', path: '/orders/order-1' },
        { id: 'call', title: 'Call', path: 'tel:+919876543210' },
      ],
    },
  });

  it('when a notification has actions, then each is a button in the bell: a page link, or a number to dial', async () => {
    renderBell({ items: [outForDelivery], unreadCount: 1, nextBefore: null });
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    const group = screen.getByRole('group', { name: 'Out for delivery: actions' });
    const track = screen.getByRole('menuitem', { name: 'Track' });
    const call = screen.getByRole('menuitem', { name: 'Call' });
    expect(group.contains(track) && group.contains(call)).toBe(true);
    expect(track.getAttribute('href')).toBe('/orders/order-1');
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
  });

  it('when a button is tapped, then the notification is read and the bell closes', async () => {
    renderBell({ items: [outForDelivery], unreadCount: 1, nextBefore: null });
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Track' })));
    expect(api).toHaveBeenCalledWith('/api/notifications/n9/read', { method: 'POST' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("when a notice names no order, then tapping it still opens its first button's page", async () => {
    renderBell({
      items: [
        notification({
          id: 'low',
          order_id: null,
          title: 'Low balance',
          metadata: {
            template: 'subscription_low_balance',
            actions: [{ id: 'topup', title: 'Top up wallet', path: '/wallet' }],
          },
        }),
      ],
      unreadCount: 1,
      nextBefore: null,
    });
    await act(async () => fireEvent.click(screen.getByTestId('notification-bell')));
    await act(async () => fireEvent.click(screen.getByText('Low balance')));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
