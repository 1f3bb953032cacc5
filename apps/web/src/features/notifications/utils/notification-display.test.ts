import { describe, expect, it } from 'vitest';
import { BELL_LIMIT, NOTIFICATION_PAGE_SIZE, NOTIFICATION_TOAST_MS } from './notification-constants.js';
import {
  bellItems,
  notificationIconKind,
  notificationPath,
  notificationTone,
  unreadBadgeLabel,
} from './notification-display.js';
import { notification } from './notification-fixture.js';

describe('the bell badge (spec §2, §9)', () => {
  it('shows nothing when all is read, the count up to 9, then "9+"', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(-1)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(250)).toBe('9+');
  });

  it('uses the spec limits', () => {
    expect([NOTIFICATION_PAGE_SIZE, BELL_LIMIT, NOTIFICATION_TOAST_MS]).toEqual([50, 10, 5000]);
  });
});

describe('notification icons by type (spec §2)', () => {
  it.each([
    ['order_placed', 'package'],
    ['order_updated', 'package'],
    ['delivery_scheduled', 'truck'],
    ['delivery_completed', 'truck'],
    ['payment_confirmed', 'card'],
    ['general', 'megaphone'],
    ['order_update', 'bell'],
    ['something_new', 'bell'],
  ])('%s → %s', (type, icon) => {
    expect(notificationIconKind({ type, role: 'user' })).toBe(icon);
    expect(notificationIconKind({ type, role: null })).toBe(icon);
  });

  it('admin-role items get the lightning icon whatever their type', () => {
    expect(notificationIconKind({ type: 'order_placed', role: 'admin' })).toBe('lightning');
  });
});

describe('bellItems', () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => notification({ id: `n${i}` }));

  it('shows the first 10 and offers "View all" only when there are more', () => {
    expect(bellItems(many(10), false)).toMatchObject({ more: false });
    expect(bellItems(many(10), false).shown).toHaveLength(10);
    const eleven = bellItems(many(11), false);
    expect(eleven.shown.map((n) => n.id)).toEqual(many(10).map((n) => n.id));
    expect(eleven.more).toBe(true);
    expect(bellItems(many(3), true).more).toBe(true);
  });
});

describe('where a notification leads', () => {
  it('follows the first action of an order notification', () => {
    expect(notificationPath(notification())).toBe('/orders/order-1');
    // Issue 32 item 2: a notice about no order (a plan, a reward) opens its first button too.
    expect(notificationPath(notification({ order_id: null }))).toBe('/orders/order-1');
    expect(
      notificationPath(
        notification({
          order_id: null,
          metadata: {
            actions: [
              { id: 'call', title: 'Call', path: 'tel:+919876543210' },
              { id: 'topup', title: 'Top up wallet', path: '/wallet' },
            ],
          },
        }),
      ),
    ).toBe('/wallet');
    expect(
      notificationPath(
        notification({ metadata: { actions: [{ id: 'x', title: 'x', path: '//evil.example' }] } }),
      ),
    ).toBeNull();
    expect(notificationPath(notification({ metadata: {} }))).toBeNull();
    expect(
      notificationPath(
        notification({ metadata: { actions: [{ id: 'x', title: 'x', path: 'https://evil' }] } }),
      ),
    ).toBeNull();
  });

  it('toasts cancellations and failed payments in red, other order news in green', () => {
    expect(notificationTone(notification())).toBe('success');
    expect(notificationTone(notification({ metadata: { template: 'cancelled', status: 'cancelled' } }))).toBe(
      'error',
    );
    expect(notificationTone(notification({ metadata: { template: 'payment_failed' } }))).toBe('error');
    expect(notificationTone(notification({ order_id: null, type: 'general' }))).toBe('default');
  });
});
