import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './push-handlers.js';

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
