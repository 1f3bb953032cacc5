import { describe, expect, it } from 'vitest';
import { decideRouteAccess, ROUTE_RULES, safeRedirectTarget } from './route-access.js';

const visitor = { signedIn: false, isAdmin: false, isDeliveryPartner: false };
const customer = { signedIn: true, isAdmin: false, isDeliveryPartner: false };
const admin = { signedIn: true, isAdmin: true, isDeliveryPartner: false };
const rider = { signedIn: true, isAdmin: false, isDeliveryPartner: true };

describe('route access (spec §2)', () => {
  it('sends / to /splash for a visitor and to the landing of a signed-in person', () => {
    expect(decideRouteAccess('/', '', visitor)).toEqual({ type: 'redirect', to: '/splash' });
    expect(decideRouteAccess('/', '', customer)).toEqual({ type: 'redirect', to: '/home' });
  });

  it('sends a signed-in user away from /splash and /auth to /home', () => {
    expect(decideRouteAccess('/splash', '', customer)).toEqual({ type: 'redirect', to: '/home' });
    expect(decideRouteAccess('/auth', '', customer)).toEqual({ type: 'redirect', to: '/home' });
    expect(decideRouteAccess('/auth', '', visitor).type).toBe('render');
    // ...or back where they were going before they were asked to sign in.
    expect(decideRouteAccess('/auth', '?redirectTo=%2Fcart', customer)).toEqual({
      type: 'redirect',
      to: '/cart',
    });
    expect(decideRouteAccess('/auth', '?redirectTo=https%3A%2F%2Fevil.example', customer)).toEqual({
      type: 'redirect',
      to: '/home',
    });
  });

  it('keeps /auth open for a signed-in user updating their password', () => {
    expect(decideRouteAccess('/auth', '?action=update-password', customer).type).toBe('render');
    expect(decideRouteAccess('/auth', '?x=1&action=update-password', customer).type).toBe('render');
    expect(decideRouteAccess('/auth', '?action=update-passwordx', customer).type).toBe('redirect');
  });

  it('sends visitors on signed-in routes to /auth, remembering where they were going', () => {
    expect(decideRouteAccess('/home', '', visitor)).toEqual({
      type: 'redirect',
      to: '/auth?redirectTo=%2Fhome',
    });
    expect(decideRouteAccess('/product/abc', '?v=1', visitor)).toEqual({
      type: 'redirect',
      to: '/auth?redirectTo=%2Fproduct%2Fabc%3Fv%3D1',
    });
  });

  it('opens public pages to everyone', () => {
    for (const path of [
      '/privacy-policy',
      '/terms-conditions',
      '/shipping-policy',
      '/refund-policy',
      '/about',
    ]) {
      expect(decideRouteAccess(path, '', visitor).type).toBe('render');
      expect(decideRouteAccess(path, '', customer).type).toBe('render');
    }
    expect(decideRouteAccess('/auth/callback', '', customer).type).toBe('render');
  });

  it('lets only admins into /admin/*', () => {
    expect(decideRouteAccess('/admin/products', '', customer)).toEqual({ type: 'forbidden', area: 'admin' });
    expect(decideRouteAccess('/admin/orders', '', admin).type).toBe('render');
    expect(decideRouteAccess('/admin/products', '', visitor).type).toBe('redirect');
  });

  it('when a delivery partner opens /delivery, then it renders; a customer is refused, a visitor signs in first', () => {
    expect(decideRouteAccess('/delivery', '', rider).type).toBe('render');
    expect(decideRouteAccess('/delivery', '', customer)).toEqual({ type: 'forbidden', area: 'rider' });
    expect(decideRouteAccess('/delivery', '', visitor)).toEqual({
      type: 'redirect',
      to: '/auth?redirectTo=%2Fdelivery',
    });
    // An admin may look (the rider API tells them when they have no delivery partner record).
    expect(decideRouteAccess('/delivery', '', admin).type).toBe('render');
    // A rider is no admin.
    expect(decideRouteAccess('/admin/orders', '', rider)).toEqual({ type: 'forbidden', area: 'admin' });
  });

  it('matches parameterised routes and rejects unknown paths', () => {
    expect(decideRouteAccess('/category/dairy', '', customer).type).toBe('render');
    expect(decideRouteAccess('/create-subscription', '', customer).type).toBe('render');
    expect(decideRouteAccess('/create-subscription/p1', '', customer).type).toBe('render');
    expect(decideRouteAccess('/track-order/o1', '', customer).type).toBe('render');
    expect(decideRouteAccess('/product', '', customer)).toEqual({ type: 'notFound' });
    expect(decideRouteAccess('/nope', '', visitor)).toEqual({ type: 'notFound' });
    expect(decideRouteAccess('/home/', '', customer).type).toBe('render');
  });

  it('covers every route in the spec table', () => {
    const specPaths = [
      '/splash',
      '/auth',
      '/auth/callback',
      '/home',
      '/product/p1',
      '/cart',
      '/checkout',
      '/confirmation',
      '/orders',
      '/profile',
      '/support',
      '/delivery',
      '/favorites',
      '/subscriptions',
      '/create-subscription',
      '/create-subscription/p1',
      '/saved-addresses',
      '/payment-methods',
      '/notifications',
      '/frequently-bought',
      '/previously-bought',
      '/all-products',
      '/category/dairy',
      '/todays-best-deals',
      '/track-order/o1',
      '/push-notifications',
      '/recently-viewed',
      '/admin/products',
      '/admin/orders',
      '/admin/coupons',
      '/admin/distance-tracking',
      '/admin/seller-locations',
      '/admin/subscription-fixer',
      '/privacy-policy',
      '/terms-conditions',
      '/shipping-policy',
      '/refund-policy',
      '/about',
    ];
    for (const path of specPaths) {
      const viewer = path === '/splash' || path === '/auth' ? visitor : admin;
      expect(decideRouteAccess(path, '', viewer).type, path).toBe('render');
    }
    expect(ROUTE_RULES.every((rule) => rule.pattern.startsWith('/'))).toBe(true);
  });

  it('follows only same-site redirect targets', () => {
    expect(safeRedirectTarget('/cart')).toBe('/cart');
    expect(safeRedirectTarget('//evil.example')).toBe('/home');
    expect(safeRedirectTarget('https://evil.example')).toBe('/home');
    expect(safeRedirectTarget(null)).toBe('/home');
  });

  it('refuses a backslash after the first slash (browsers read /\\evil.example as //evil.example)', () => {
    expect(safeRedirectTarget('/\\evil.example')).toBe('/home');
    expect(safeRedirectTarget('/\\evil.example/orders')).toBe('/home');
    // A backslash later in the path is harmless and kept: only the start decides the origin.
    expect(safeRedirectTarget('/search?q=a\\')).toBe('/search?q=a\\');
    expect(safeRedirectTarget('')).toBe('/home');
    expect(safeRedirectTarget('cart')).toBe('/home');
  });

  it('sends a signed-in visitor of /auth to a safe redirectTo only', () => {
    expect(decideRouteAccess('/auth', '?redirectTo=%2Forders', customer)).toEqual({
      type: 'redirect',
      to: '/orders',
    });
    expect(decideRouteAccess('/auth', '?redirectTo=%2F%5Cevil.example', customer)).toEqual({
      type: 'redirect',
      to: '/home',
    });
  });
});
