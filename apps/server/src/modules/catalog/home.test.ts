import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, newCustomer, productIdBySlug } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let priya: { token: string; userId: string };
let ravi: { token: string; userId: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  priya = await newCustomer(server, 'Priya');
  ravi = await newCustomer(server, 'Ravi');
  for (const slug of ['tomato', 'onion', 'toned-milk', 'fresh-paneer', 'basmati-rice', 'banana-robusta']) {
    ids[slug] = await productIdBySlug(server.db, slug);
  }
});
afterAll(async () => server?.stop());

const home = (token: string) => server.api('/api/home', { token });
const names = (items: { id: string }[]) =>
  items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? 'other');

describe(`home sections on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a shop has no orders yet, then trending falls back to the most favourited products', async () => {
    await server.api(`/api/favorites/${ids['banana-robusta']}`, { method: 'PUT', token: priya.token });
    await server.api(`/api/favorites/${ids['banana-robusta']}`, { method: 'PUT', token: ravi.token });
    await server.api(`/api/favorites/${ids['fresh-paneer']}`, { method: 'PUT', token: ravi.token });
    const response = await home(priya.token);
    expect(response.status).toBe(200);
    expect(names(response.body.trending).slice(0, 2)).toEqual(['banana-robusta', 'fresh-paneer']);
    expect(response.body.frequentlyBought).toEqual([]);
    expect(response.body.previouslyBought).toEqual([]);
  });

  it('then the other sections follow their rules', async () => {
    const { body } = await home(priya.token);
    const discounts = body.bestDeals.map((p: { discountPercentage: number }) => p.discountPercentage);
    expect(discounts.length).toBeGreaterThan(0);
    expect(discounts).toEqual([...discounts].sort((a: number, b: number) => b - a));
    expect(body.bestDeals.every((p: { stockQuantity: number }) => p.stockQuantity > 0)).toBe(true);
    const created = body.freshArrivals.map((p: { createdAt: string }) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(body.freshArrivals).toHaveLength(12);
    expect(body.specialOffers.length).toBeGreaterThan(0);
  });

  it('when orders exist, then trending ranks units ordered in the last 7 days and ignores older and cancelled ones', async () => {
    await insertOrder(server.db, ravi.userId, [{ productId: ids.onion!, quantity: 9 }]);
    await insertOrder(server.db, priya.userId, [
      { productId: ids.tomato!, quantity: 4 },
      { productId: ids.onion!, quantity: 1 },
    ]);
    await insertOrder(server.db, ravi.userId, [{ productId: ids['toned-milk']!, quantity: 6 }], {
      daysAgo: 2,
    });
    await insertOrder(server.db, ravi.userId, [{ productId: ids['basmati-rice']!, quantity: 2 }], {
      daysAgo: 1,
    });
    await insertOrder(server.db, ravi.userId, [{ productId: ids['fresh-paneer']!, quantity: 50 }], {
      daysAgo: 10,
    });
    await insertOrder(server.db, ravi.userId, [{ productId: ids['banana-robusta']!, quantity: 40 }], {
      status: 'cancelled',
    });
    const { body } = await home(priya.token);
    expect(names(body.trending).slice(0, 4)).toEqual(['onion', 'toned-milk', 'tomato', 'basmati-rice']);
    expect(names(body.trending)).not.toContain('fresh-paneer');
    expect(body.trending).toHaveLength(4);
  });

  it('when a customer has ordered before, then frequently and previously bought show only their own products', async () => {
    await insertOrder(server.db, priya.userId, [{ productId: ids.tomato!, quantity: 1 }], { daysAgo: 3 });
    await insertOrder(server.db, priya.userId, [{ productId: ids.tomato!, quantity: 2 }], { daysAgo: 20 });
    await insertOrder(server.db, priya.userId, [{ productId: ids['basmati-rice']!, quantity: 1 }], {
      daysAgo: 40,
    });
    const { body } = await home(priya.token);
    // tomato in 3 orders, onion in 1, basmati in 1 (onion more recent).
    expect(names(body.frequentlyBought)).toEqual(['tomato', 'onion', 'basmati-rice']);
    // latest first: tomato and onion today, then basmati 40 days ago.
    expect(names(body.previouslyBought).slice(-1)).toEqual(['basmati-rice']);
    expect(names(body.previouslyBought).sort()).toEqual(['basmati-rice', 'onion', 'tomato']);

    const raviHome = await home(ravi.token);
    expect(names(raviHome.body.frequentlyBought)).not.toContain('tomato');
    expect(names(raviHome.body.previouslyBought)).toContain('fresh-paneer');
    expect(names(raviHome.body.previouslyBought)).not.toContain('banana-robusta'); // cancelled order

    const full = await server.api('/api/me/frequently-bought', { token: priya.token });
    expect(names(full.body.items)).toEqual(['tomato', 'onion', 'basmati-rice']);
    const previous = await server.api('/api/me/previously-bought', { token: ravi.token });
    expect(names(previous.body.items)[0]).toBe('onion');
  });
});
