import { describe, expect, it } from 'vitest';
import { notificationFromPush, sameOriginPath, tapTarget } from './push-handlers.js';

const ORIGIN = 'https://tokri.in';

describe('where a tapped notification opens', () => {
  it('when the push names a page of ours, then that page opens', () => {
    expect(sameOriginPath('/orders/o1', ORIGIN)).toBe('https://tokri.in/orders/o1');
    expect(sameOriginPath('https://tokri.in/track-order/o1?x=1', ORIGIN)).toBe(
      'https://tokri.in/track-order/o1?x=1',
    );
  });

  it('when the push names another site, or nothing usable, then the notifications page opens instead', () => {
    for (const url of ['https://evil.example/phish', '//evil.example/x', undefined, 42, 'http://[bad'])
      expect(sameOriginPath(url, ORIGIN), String(url)).toBe('https://tokri.in/notifications');
  });
});

describe('notification buttons (issue 32 item 2)', () => {
  const push = {
    title: 'Out for delivery',
    body: 'Your order #12345678 is on its way.',
    url: '/track-order/o1',
    tag: 'n1',
    actions: [
      { action: 'track', title: 'Track', url: '/orders/o1' },
      { action: 'call', title: 'Call', url: 'tel:+919876543210' },
      { action: 'support', title: 'Support', url: '/support/order/o1' },
    ],
  };

  it('when a push carries actions, then the notification shows them as buttons, as many as the browser shows', () => {
    const { title, options } = notificationFromPush(push, ORIGIN, 2);
    expect(title).toBe('Out for delivery');
    expect(options.actions).toEqual([
      { action: 'track', title: 'Track' },
      { action: 'call', title: 'Call' },
    ]);
    expect(options.tag).toBe('n1');
    expect(notificationFromPush(push, ORIGIN, 3).options.actions).toHaveLength(3);
    expect(notificationFromPush({ title: 'x' }, ORIGIN, 2).options.actions).toBeUndefined();
  });

  it('when a button is tapped, then its own page opens (or its number is dialled); the body opens the default', () => {
    const { options } = notificationFromPush(push, ORIGIN, 3);
    expect(tapTarget(options.data, 'track', ORIGIN)).toBe('https://tokri.in/orders/o1');
    expect(tapTarget(options.data, 'call', ORIGIN)).toBe('tel:+919876543210');
    expect(tapTarget(options.data, 'support', ORIGIN)).toBe('https://tokri.in/support/order/o1');
    expect(tapTarget(options.data, '', ORIGIN)).toBe('https://tokri.in/track-order/o1');
    // A button the notification did not have opens the default, not nothing.
    expect(tapTarget(options.data, 'rate', ORIGIN)).toBe('https://tokri.in/track-order/o1');
  });

  it('when a button names another site or a script, then the notifications page opens instead', () => {
    const { options } = notificationFromPush(
      {
        url: '/orders/o1',
        actions: [
          { action: 'view', title: 'View', url: 'https://evil.example/x' },
          { action: 'track', title: 'Track', url: 'javascript:alert(1)' },
          { action: '', title: 'Nameless', url: '/orders' },
          { action: 'odd', title: 5, url: '/orders' },
        ],
      },
      ORIGIN,
      4,
    );
    expect(options.actions?.map((a) => a.action)).toEqual(['view', 'track']);
    expect(tapTarget(options.data, 'view', ORIGIN)).toBe('https://tokri.in/notifications');
    expect(tapTarget(options.data, 'track', ORIGIN)).toBe('https://tokri.in/notifications');
    expect(tapTarget(null, 'view', ORIGIN)).toBe('https://tokri.in/notifications');
  });
});
