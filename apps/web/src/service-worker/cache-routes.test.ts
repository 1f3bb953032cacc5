import { describe, expect, it } from 'vitest';
import { cacheRouteFor, USER_CACHE_PREFIX, userCacheName } from './cache-routes.js';

const ORIGIN = 'https://tokri.in';
const get = (path: string, mode = 'cors') => ({
  method: 'GET',
  mode,
  url: new URL(path, ORIGIN),
  origin: ORIGIN,
});

function tokenFor(payload: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

describe('which strategy a request gets', () => {
  it('when a page of the app is opened, then the precached shell answers it, but server pages go to the server', () => {
    for (const path of ['/home', '/category/dairy', '/product/abc', '/cart', '/orders', '/'])
      expect(cacheRouteFor(get(path, 'navigate')), path).toBe('app-shell');
    for (const path of [
      '/api/health',
      '/functions/v1/x',
      '/media/a.jpg',
      '/realtime',
      '/dev/outbox',
      '/sandbox-gateway/checkout/1/ok',
    ])
      expect(cacheRouteFor(get(path, 'navigate')), path).toBe('network');
  });

  it('when a path only starts like a server path, then it is still an app page', () => {
    expect(cacheRouteFor(get('/apiary', 'navigate'))).toBe('app-shell');
    expect(cacheRouteFor(get('/developers', 'navigate'))).toBe('app-shell');
  });

  it('when the catalogue is read, then it is a catalogue read; the cart, orders and account are personal', () => {
    for (const path of [
      '/api/home',
      '/api/categories',
      '/api/categories/dairy',
      '/api/products',
      '/api/products/p1',
      '/api/search/suggestions?q=milk',
    ])
      expect(cacheRouteFor(get(path)), path).toBe('catalogue');
    for (const path of [
      '/api/cart',
      '/api/orders',
      '/api/orders/o1',
      '/api/notifications',
      '/api/profile',
      '/api/favorites/ids',
      '/api/me/recently-viewed',
    ])
      expect(cacheRouteFor(get(path)), path).toBe('personal');
  });

  it('when a request writes, signs in, downloads or belongs to the admin, then the worker leaves it to the network', () => {
    expect(cacheRouteFor({ ...get('/api/cart/items'), method: 'POST' })).toBe('network');
    for (const path of [
      '/api/auth/user',
      '/api/orders/o1/invoice.pdf',
      '/api/privacy/export',
      '/api/admin/orders',
      '/api/checkout/quote',
      '/api/cart/items',
    ])
      expect(cacheRouteFor(get(path)), path).toBe('network');
  });

  it('when another origin is asked (maps, payments), then the worker never touches it', () => {
    expect(
      cacheRouteFor({ ...get('/images/a.png'), url: new URL('https://tiles.example/images/a.png') }),
    ).toBe('network');
  });

  it('when a build file or a picture is fetched, then it is static or an image', () => {
    expect(cacheRouteFor(get('/assets/home-page-abc.js'))).toBe('static');
    expect(cacheRouteFor(get('/assets/inter-latin-wght-normal-x.woff2'))).toBe('static');
    expect(cacheRouteFor(get('/images/products/milk.webp'))).toBe('images');
    expect(cacheRouteFor(get('/media/uploads/1.jpg'))).toBe('images');
  });
});

describe("a user's own cache", () => {
  it('when two users sign in on one phone, then their responses go to two different caches', () => {
    const priya = userCacheName(tokenFor({ sub: 'user-priya', sid: 's1' }));
    const ravi = userCacheName(tokenFor({ sub: 'user-ravi', sid: 's2' }));
    expect(priya).toBe(`${USER_CACHE_PREFIX}user-priya`);
    expect(ravi).toBe(`${USER_CACHE_PREFIX}user-ravi`);
  });

  it('when the same user refreshes their token, then the cache stays the same', () => {
    expect(userCacheName(tokenFor({ sub: 'u1', sid: 'a', iat: 1 }))).toBe(
      userCacheName(tokenFor({ sub: 'u1', sid: 'b', iat: 2 })),
    );
  });

  it('when there is no token, or one that cannot be read, then nothing is cached', () => {
    expect(userCacheName(null)).toBeNull();
    expect(userCacheName('Bearer not-a-jwt')).toBeNull();
    expect(userCacheName(tokenFor({ sid: 'no-subject' }))).toBeNull();
    expect(userCacheName(tokenFor({ sub: '../../etc' }))).toBeNull();
    expect(userCacheName('Basic dXNlcjpwYXNz')).toBeNull();
  });
});
