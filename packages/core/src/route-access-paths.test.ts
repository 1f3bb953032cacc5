import { describe, expect, it } from 'vitest';
import { decideRouteAccess, findRouteRule } from './route-access.js';

const visitor = { signedIn: false, isAdmin: false, isDeliveryPartner: false };
const customer = { signedIn: true, isAdmin: false, isDeliveryPartner: false };

describe('route access: paths and the sign-in return address', () => {
  it('when a path ends in one or more slashes, then it finds the same rule; the root itself stays the root', () => {
    expect(findRouteRule('/cart/')?.pattern).toBe('/cart');
    expect(findRouteRule('/cart///')?.pattern).toBe('/cart');
    expect(findRouteRule('/ca/rt')).toBeUndefined();
    expect(findRouteRule('/')).toBeUndefined();
  });

  it('when the root or an empty path is opened, then a visitor goes to the splash screen and a customer home', () => {
    expect(decideRouteAccess('/', '', visitor)).toEqual({ type: 'redirect', to: '/splash' });
    expect(decideRouteAccess('', '', visitor)).toEqual({ type: 'redirect', to: '/splash' });
    expect(decideRouteAccess('', '', customer)).toEqual({ type: 'redirect', to: '/home' });
  });

  it('when a signed-in customer opens /auth with a return address, then they go there, decoded', () => {
    expect(decideRouteAccess('/auth', '?redirectTo=%2Forders%2Fo1', customer)).toEqual({
      type: 'redirect',
      to: '/orders/o1',
    });
    expect(decideRouteAccess('/auth', '?x=1&redirectTo=/cart', customer)).toEqual({
      type: 'redirect',
      to: '/cart',
    });
    expect(decideRouteAccess('/auth', 'redirectTo=/cart', customer)).toEqual({
      type: 'redirect',
      to: '/cart',
    });
    expect(decideRouteAccess('/auth', '?redirectTo=/support/tickets/a+b', customer)).toEqual({
      type: 'redirect',
      to: '/support/tickets/a b',
    });
    expect(decideRouteAccess('/auth', '?redirectTo=%E0%A4', customer)).toEqual({
      type: 'redirect',
      to: '/home',
    });
    expect(decideRouteAccess('/auth', '?redirect=/cart', customer)).toEqual({
      type: 'redirect',
      to: '/home',
    });
    expect(decideRouteAccess('/auth', '', customer)).toEqual({ type: 'redirect', to: '/home' });
  });

  it('when a signed-in customer opens the password-reset link, then /auth renders; the same words elsewhere do not count', () => {
    expect(decideRouteAccess('/auth', '?action=update-password', customer).type).toBe('render');
    expect(decideRouteAccess('/auth', '?x=1&action=update-password&y=2', customer).type).toBe('render');
    expect(decideRouteAccess('/auth', '?xaction=update-password', customer).type).toBe('redirect');
    expect(decideRouteAccess('/auth', '?action=update-passwords', customer).type).toBe('redirect');
    expect(decideRouteAccess('/splash', '?action=update-password', customer).type).toBe('redirect');
    expect(decideRouteAccess('/auth', '?action=update-password', visitor).type).toBe('render');
  });
});
