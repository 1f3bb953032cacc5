import { describe, expect, it } from 'vitest';
import { notificationPath } from './notification-path.js';

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
