import { describe, expect, it } from 'vitest';
import {
  AREA_LANDING,
  afterSignInPath,
  areaOfPath,
  chromeFor,
  decideRouteAccess,
  landingPathFor,
  primaryArea,
  ROUTE_RULES,
} from './route-access.js';

const visitor = { signedIn: false, isAdmin: false, isDeliveryPartner: false };
const customer = { signedIn: true, isAdmin: false, isDeliveryPartner: false };
const admin = { signedIn: true, isAdmin: true, isDeliveryPartner: false };
const rider = { signedIn: true, isAdmin: false, isDeliveryPartner: true };
const adminRider = { signedIn: true, isAdmin: true, isDeliveryPartner: true };

describe('landing by role (issue 32 item 1, ADR 0074)', () => {
  it('when a rider, an admin or a customer signs in, then each lands in their own part of the app', () => {
    expect(landingPathFor(rider)).toBe('/delivery');
    expect(landingPathFor(admin)).toBe('/admin');
    expect(landingPathFor(customer)).toBe('/home');
    // An admin who also delivers runs the shop first; the rider app is one tap away.
    expect(landingPathFor(adminRider)).toBe('/admin');
    expect(primaryArea(adminRider)).toBe('admin');
    expect(primaryArea(rider)).toBe('rider');
    expect(primaryArea(customer)).toBe('customer');
    expect(AREA_LANDING).toEqual({ customer: '/home', admin: '/admin', rider: '/delivery' });
  });

  it('when a signed-in person opens /auth, /splash or the app start "/", then they go to their landing', () => {
    for (const [viewer, landing] of [
      [rider, '/delivery'],
      [admin, '/admin'],
      [customer, '/home'],
    ] as const) {
      expect(decideRouteAccess('/auth', '', viewer)).toEqual({ type: 'redirect', to: landing });
      expect(decideRouteAccess('/splash', '', viewer)).toEqual({ type: 'redirect', to: landing });
      expect(decideRouteAccess('/', '', viewer)).toEqual({ type: 'redirect', to: landing });
    }
    expect(decideRouteAccess('/', '', visitor)).toEqual({ type: 'redirect', to: '/splash' });
  });

  it('when redirectTo names a page the role may open, then it is honoured; otherwise the role lands home', () => {
    expect(afterSignInPath('/admin/orders', admin)).toBe('/admin/orders');
    expect(afterSignInPath('/admin/orders?status=placed', admin)).toBe('/admin/orders?status=placed');
    expect(afterSignInPath('/admin/orders#top', admin)).toBe('/admin/orders#top');
    // A customer is not sent back to a "not allowed" page: they land in the shop.
    expect(afterSignInPath('/admin/orders', customer)).toBe('/home');
    expect(afterSignInPath('/delivery', customer)).toBe('/home');
    expect(afterSignInPath('/delivery', rider)).toBe('/delivery');
    expect(afterSignInPath('/delivery', admin)).toBe('/delivery');
    expect(afterSignInPath('/admin', rider)).toBe('/delivery');
    // A rider who also shops goes back to the cart they were sent from.
    expect(afterSignInPath('/cart', rider)).toBe('/cart');
    expect(afterSignInPath('/privacy-policy', admin)).toBe('/privacy-policy');
    // Unknown pages, sign-in pages and other sites are not followed.
    expect(afterSignInPath('/no-such-page', rider)).toBe('/delivery');
    expect(afterSignInPath('/auth', admin)).toBe('/admin');
    expect(afterSignInPath('/splash', rider)).toBe('/delivery');
    expect(afterSignInPath('//evil.example/home', rider)).toBe('/delivery');
    expect(afterSignInPath('https://evil.example', admin)).toBe('/admin');
    expect(afterSignInPath('/home', admin)).toBe('/home');
    expect(afterSignInPath(null, rider)).toBe('/delivery');
    expect(afterSignInPath(undefined, admin)).toBe('/admin');
    expect(afterSignInPath('', customer)).toBe('/home');
    expect(decideRouteAccess('/auth', '?redirectTo=%2Fadmin%2Fcoupons', rider)).toEqual({
      type: 'redirect',
      to: '/delivery',
    });
    expect(decideRouteAccess('/auth', '?redirectTo=%2Fadmin%2Fcoupons', admin)).toEqual({
      type: 'redirect',
      to: '/admin/coupons',
    });
  });

  it('when someone opens a part of the app that is not theirs, then the refusal says which part it was', () => {
    expect(decideRouteAccess('/delivery', '', customer)).toEqual({ type: 'forbidden', area: 'rider' });
    expect(decideRouteAccess('/admin/riders', '', rider)).toEqual({ type: 'forbidden', area: 'admin' });
    expect(decideRouteAccess('/admin', '', customer)).toEqual({ type: 'forbidden', area: 'admin' });
    expect(decideRouteAccess('/delivery', '', adminRider).type).toBe('render');
  });
});

describe('role chrome (ADR 0074)', () => {
  it('names the part of the app each page belongs to', () => {
    expect(areaOfPath('/admin')).toBe('admin');
    expect(areaOfPath('/admin/support/t1')).toBe('admin');
    expect(areaOfPath('/delivery')).toBe('rider');
    expect(areaOfPath('/home')).toBe('customer');
    expect(areaOfPath('/cart')).toBe('customer');
    expect(areaOfPath('/orders/o1')).toBe('customer');
    expect(areaOfPath('/auth')).toBe('signIn');
    expect(areaOfPath('/splash')).toBe('signIn');
    expect(areaOfPath('/auth/callback')).toBe('signIn');
    for (const shared of [
      '/profile',
      '/settings',
      '/notifications',
      '/push-notifications',
      '/support',
      '/support/bug',
      '/support/tickets/t1',
      '/privacy/data',
      '/privacy-policy',
      '/terms-conditions',
      '/shipping-policy',
      '/refund-policy',
      '/about',
      '/no-such-page',
    ]) {
      expect(areaOfPath(shared), shared).toBeNull();
    }
    // "/support-x" or "/privacyx" are not shared pages by their prefix.
    expect(areaOfPath('/privacy')).toBeNull();
  });

  it('when a rider or an admin is on their own pages, then no shop header or bottom nav is drawn', () => {
    expect(chromeFor('/delivery', rider, null)).toBe('rider');
    expect(chromeFor('/admin/orders', admin, 'customer')).toBe('admin');
    expect(chromeFor('/delivery', admin, null)).toBe('rider');
    expect(chromeFor('/home', rider, 'rider')).toBe('customer');
    expect(chromeFor('/cart', admin, 'admin')).toBe('customer');
    expect(chromeFor('/auth', visitor, null)).toBe('none');
    expect(chromeFor('/auth', customer, 'customer')).toBe('none');
    expect(chromeFor('/about', visitor, null)).toBe('customer');
    expect(chromeFor('/home', visitor, 'admin')).toBe('customer');
  });

  it('when a shared page opens, then it keeps the chrome of the part last used, if the person may use it', () => {
    expect(chromeFor('/settings', rider, null)).toBe('rider');
    expect(chromeFor('/settings', admin, null)).toBe('admin');
    expect(chromeFor('/settings', customer, null)).toBe('customer');
    expect(chromeFor('/support', rider, 'customer')).toBe('customer');
    expect(chromeFor('/profile', admin, 'rider')).toBe('rider');
    expect(chromeFor('/notifications', adminRider, 'rider')).toBe('rider');
    // A remembered part the person may not use is not drawn.
    expect(chromeFor('/profile', customer, 'admin')).toBe('customer');
    expect(chromeFor('/profile', customer, 'rider')).toBe('customer');
    expect(chromeFor('/profile', rider, 'admin')).toBe('rider');
  });

  it('when someone is refused a part of the app, then the refusal is drawn in their own chrome', () => {
    expect(chromeFor('/admin/orders', customer, null)).toBe('customer');
    expect(chromeFor('/admin/orders', rider, null)).toBe('rider');
    expect(chromeFor('/delivery', customer, 'customer')).toBe('customer');
  });

  it('gives every route of the table a part of the app or marks it shared', () => {
    const areas = new Set(ROUTE_RULES.map((rule) => areaOfPath(rule.pattern.replace(/:\w+/g, 'x'))));
    expect([...areas].sort()).toEqual(['admin', 'customer', 'rider', 'signIn', null].sort());
  });
});
