import { describe, expect, it } from 'vitest';
import { notificationPath, notificationTarget } from './notification-path.js';

const ORIGIN = 'https://localhost';

describe('a tapped notification', () => {
  it.each([
    [{ url: '/orders/123' }, '/orders/123'],
    [{ url: '/track-order/123?from=push#map' }, '/track-order/123?from=push#map'],
    [{ url: 'https://localhost/notifications' }, '/notifications'],
  ])('when its data is %o, then it opens %s', (data, path) => {
    expect(notificationPath(data, ORIGIN)).toBe(path);
  });

  it.each([
    ['another site', { url: 'https://evil.example/orders/1' }],
    ['a protocol-relative address', { url: '//evil.example/orders/1' }],
    ['a backslash address', { url: '/\\evil.example/orders/1' }],
    ['javascript:', { url: 'javascript:alert(1)' }],
    ['no url', { title: 'Hi' }],
    ['a url that is not text', { url: 42 }],
    ['no data', undefined],
  ])('when it carries %s, then nothing opens', (_case, data) => {
    expect(notificationPath(data, ORIGIN)).toBeNull();
  });
});

describe('notificationTarget (issue 32 item 2)', () => {
  const origin = 'https://localhost';
  it('reads the buttons whether FCM sent them as JSON text or as a list, and ignores broken JSON', () => {
    const actions = [{ action: 'support', url: '/support/order/1' }];
    expect(notificationTarget({ actions: JSON.stringify(actions) }, 'support', origin)).toEqual({
      path: '/support/order/1',
    });
    expect(notificationTarget({ actions }, 'support', origin)).toEqual({ path: '/support/order/1' });
    expect(notificationTarget({ url: '/notifications', actions: '[oops' }, 'support', origin)).toEqual({
      path: '/notifications',
    });
    expect(notificationTarget({ actions: 'tel:+91' }, 'call', origin)).toBeNull();
    expect(notificationTarget(null, 'tap', origin)).toBeNull();
  });

  it('dials only a phone number; a script or another scheme is never followed', () => {
    const data = (url: string) => ({ actions: [{ action: 'call', url }] });
    expect(notificationTarget(data('tel:+919876543210'), 'call', origin)).toEqual({
      dial: 'tel:+919876543210',
    });
    expect(notificationTarget(data('tel:+91 98765;x'), 'call', origin)).toBeNull();
    expect(notificationTarget(data('javascript:alert(1)'), 'call', origin)).toBeNull();
  });
});
