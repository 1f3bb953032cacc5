import { describe, expect, it } from 'vitest';
import { deepLinkToPath } from './deep-link.js';

const HOST = 'tokri.in';

describe('deepLinkToPath (issue 17 deep links)', () => {
  it.each([
    ['tokri://orders/123', '/orders/123'],
    ['tokri:///orders/123', '/orders/123'],
    ['tokri://orders', '/orders'],
    ['tokri://orders/123/track', '/track-order/123'],
    ['tokri://track-order/ab-12', '/track-order/ab-12'],
    ['tokri://home', '/home'],
    [
      'https://tokri.in/orders/9f1c2d3e-aaaa-bbbb-cccc-123456789abc',
      '/orders/9f1c2d3e-aaaa-bbbb-cccc-123456789abc',
    ],
    ['https://tokri.in/orders/123/track', '/track-order/123'],
    ['https://tokri.in/orders/123/track/', '/track-order/123'],
    ['https://tokri.in/track-order/123', '/track-order/123'],
    [
      'https://tokri.in/checkout/payment?gateway_order_id=order_1&payment_id=pay_1&signature=abc',
      '/checkout/payment?gateway_order_id=order_1&payment_id=pay_1&signature=abc',
    ],
    ['tokri://checkout/payment?status=failed', '/checkout/payment?status=failed'],
  ])('when %s opens the app, then it shows %s', (link, path) => {
    expect(deepLinkToPath(link, HOST)).toBe(path);
  });

  it.each([
    ['another shop', 'https://evil.example/orders/123'],
    ['a look-alike domain', 'https://tokri.in.evil.example/orders/123'],
    ['a subdomain', 'https://pay.tokri.in/orders/123'],
    ['plain http', 'http://tokri.in/orders/123'],
    ['another port', 'https://tokri.in:8443/orders/123'],
    ['credentials in the address', 'https://user@tokri.in/orders/123'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['another app scheme', 'upi://pay?pa=shop@upi'],
    ['an unknown path', 'tokri://admin/products'],
    ['an unknown https path', 'https://tokri.in/admin'],
    ['extra segments', 'https://tokri.in/orders/123/track/more'],
    ['an unknown order sub-page', 'tokri://orders/123/invoice-hack'],
    ['an id with dots', 'tokri://orders/..%2Fadmin'],
    ['an encoded id', 'https://tokri.in/orders/%2E%2E'],
    ['not a link at all', 'orders/123'],
    ['an empty string', ''],
  ])('when %s opens the app, then nothing opens', (_case, link) => {
    expect(deepLinkToPath(link, HOST)).toBeNull();
  });

  it("when the shop's domain is configured, then links to it are accepted and tokri.in's are not", () => {
    expect(deepLinkToPath('https://shop.example/orders/7', 'shop.example')).toBe('/orders/7');
    expect(deepLinkToPath('https://tokri.in/orders/7', 'shop.example')).toBeNull();
  });
});
