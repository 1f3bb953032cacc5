import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, newCustomer, productIdBySlug } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let priya: { token: string; userId: string };
let ravi: { token: string; userId: string };
let asha: { token: string; userId: string };
let dev: { token: string; userId: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  priya = await newCustomer(server, 'Priya');
  ravi = await newCustomer(server, 'Ravi');
  asha = await newCustomer(server, 'Asha');
  dev = await newCustomer(server, 'Dev');
  for (const slug of ['tomato', 'onion', 'toned-milk', 'fresh-paneer', 'basmati-rice', 'banana-robusta']) {
    ids[slug] = await productIdBySlug(server.db, slug);
  }
});
afterAll(async () => server?.stop());

const home = (token: string) => server.api('/api/home', { token });
const names = (items: { id: string }[]) =>
  items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? 'other');
type Sections = Record<string, { id: string }[]>;
/** Products the rows before `row` (in the order rows claim them, ADR 0011) already show. */
const claimedBefore = (body: Sections, row: string) => {
  const order = [
    'frequentlyBought',
    'previouslyBought',
    'bestDeals',
    'trending',
    'freshArrivals',
    'specialOffers',
  ];
  return new Set(order.slice(0, order.indexOf(row)).flatMap((key) => body[key]!.map((item) => item.id)));
};
/** Every product id that is in more than one home row. */
const duplicates = (body: Sections) => {
  const seen = new Map<string, number>();
  for (const key of Object.keys(body))
    for (const item of body[key]!) seen.set(item.id, (seen.get(item.id) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
};

describe(`home sections on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a shop has no orders and no favourites, then there is no trending row instead of a copy of fresh arrivals', async () => {
    const { body } = await home(priya.token);
    expect(body.trending).toEqual([]);
    expect(body.freshArrivals).toHaveLength(12);
    expect(duplicates(body)).toEqual([]);
  });

  it('when a shop has no orders yet, then trending is the most favourited products not shown in an earlier row', async () => {
    const { rows } = await server.db.query<{ id: string; slug: string }>(
      `select id, slug from products where discount_percentage = 0 and stock_quantity > 0 and is_active
        order by slug limit 4`,
    );
    const [a, b, c, d] = rows.map((row) => {
      ids[row.slug] = row.id;
      return row.slug;
    });
    const favourite = (token: string, slug: string) =>
      server.api(`/api/favorites/${ids[slug!]}`, { method: 'PUT', token });
    for (const slug of [a, b, c, d]) await favourite(priya.token, slug!);
    for (const slug of [a, b, c]) await favourite(ravi.token, slug!);
    for (const slug of [a, b]) await favourite(asha.token, slug!);
    await favourite(dev.token, a!);
    const response = await home(priya.token);
    expect(response.status).toBe(200);
    // Undiscounted, so no deal row takes them: trending is exactly the favourites, most loved first.
    expect(names(response.body.trending)).toEqual([a, b, c, d]);
    expect(response.body.frequentlyBought).toEqual([]);
    expect(response.body.previouslyBought).toEqual([]);
  });

  it('then the other sections follow their rules and no product is in two rows', async () => {
    const { body } = await home(priya.token);
    const discounts = body.bestDeals.map((p: { discountPercentage: number }) => p.discountPercentage);
    expect(discounts.length).toBe(12);
    expect(discounts).toEqual([...discounts].sort((a: number, b: number) => b - a));
    expect(body.bestDeals.every((p: { stockQuantity: number }) => p.stockQuantity > 0)).toBe(true);
    const created = body.freshArrivals.map((p: { createdAt: string }) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(body.freshArrivals).toHaveLength(12);
    expect(duplicates(body)).toEqual([]);
  });

  it('when special offers are listed, then each card carries the pack offer: which pack, its discount and price', async () => {
    const { body } = await home(priya.token);
    expect(body.specialOffers.length).toBeGreaterThanOrEqual(3);
    for (const item of body.specialOffers) {
      expect(item.offer.packName).toBeTruthy();
      expect(item.offer.discountPercentage).toBeGreaterThan(0);
      expect(item.offer.finalPricePaise).toBe(
        Math.round((item.offer.pricePaise * (100 - item.offer.discountPercentage)) / 100),
      );
      expect(item.offer.finalPricePaise).toBeLessThan(item.offer.pricePaise);
    }
    const best = body.specialOffers.map(
      (item: { offer: { discountPercentage: number } }) => item.offer.discountPercentage,
    );
    expect(best).toEqual([...best].sort((x: number, y: number) => y - x));
    // Each card names the product's own pack with the biggest discount.
    for (const item of body.specialOffers) {
      const { rows } = await server.db.query<{
        name: string;
        discount_percentage: number;
        price_paise: number;
      }>(
        `select name, discount_percentage, price_paise from product_variants
          where product_id = $1 and is_active and stock_quantity > 0
          order by discount_percentage desc nulls last, price_paise, id limit 1`,
        [item.id],
      );
      expect(item.offer).toMatchObject({
        packName: rows[0]!.name,
        discountPercentage: rows[0]!.discount_percentage,
        pricePaise: rows[0]!.price_paise,
      });
    }
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
    // Asha has no orders of her own, so only the deal row can take a trending product from her view.
    const { body } = await home(asha.token);
    const taken = claimedBefore(body, 'trending');
    const expected = ['onion', 'toned-milk', 'tomato', 'basmati-rice'].filter(
      (slug) => !taken.has(ids[slug]!),
    );
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(names(body.trending)).toEqual(expected);
    expect(names(body.trending)).not.toContain('fresh-paneer');
    expect(duplicates(body)).toEqual([]);
  });

  it('when a customer has placed one order, then its products are "previously bought" and "frequently bought" is hidden', async () => {
    await insertOrder(server.db, dev.userId, [
      { productId: ids.tomato!, quantity: 1 },
      { productId: ids.onion!, quantity: 1 },
      { productId: ids['basmati-rice']!, quantity: 1 },
    ]);
    const { body } = await home(dev.token);
    expect(body.frequentlyBought).toEqual([]);
    expect(names(body.previouslyBought).sort()).toEqual(['basmati-rice', 'onion', 'tomato']);
    expect(duplicates(body)).toEqual([]);
  });

  it('when a row would have fewer than 3 distinct products, then it is hidden and its products stay in other rows', async () => {
    await insertOrder(server.db, asha.userId, [
      { productId: ids.tomato!, quantity: 1 },
      { productId: ids['toned-milk']!, quantity: 1 },
    ]);
    const { body } = await home(asha.token);
    expect(body.previouslyBought).toEqual([]);
    for (const key of Object.keys(body)) {
      expect(body[key].length === 0 || body[key].length >= 3, key).toBe(true);
    }
    // Milk was ordered most this week and is not on a deal: it is still trending.
    expect(names(body.trending)).toContain('toned-milk');
  });

  it('when a customer has ordered before, then frequently bought is what they ordered more than once and previously bought the rest', async () => {
    await insertOrder(server.db, priya.userId, [{ productId: ids.tomato!, quantity: 1 }], { daysAgo: 3 });
    await insertOrder(server.db, priya.userId, [{ productId: ids.tomato!, quantity: 2 }], { daysAgo: 20 });
    await insertOrder(server.db, priya.userId, [{ productId: ids.onion!, quantity: 2 }], { daysAgo: 21 });
    await insertOrder(server.db, priya.userId, [{ productId: ids['fresh-paneer']!, quantity: 1 }], {
      daysAgo: 22,
    });
    await insertOrder(server.db, priya.userId, [{ productId: ids['fresh-paneer']!, quantity: 1 }], {
      daysAgo: 23,
    });
    await insertOrder(server.db, priya.userId, [{ productId: ids['basmati-rice']!, quantity: 1 }], {
      daysAgo: 40,
    });
    await insertOrder(server.db, priya.userId, [{ productId: ids['toned-milk']!, quantity: 1 }], {
      daysAgo: 41,
    });
    await insertOrder(server.db, priya.userId, [{ productId: ids['banana-robusta']!, quantity: 1 }], {
      daysAgo: 42,
    });
    const { body } = await home(priya.token);
    // tomato in 3 orders, onion and paneer in 2 each (onion more recent).
    expect(names(body.frequentlyBought)).toEqual(['tomato', 'onion', 'fresh-paneer']);
    // latest first: basmati, milk, banana, each once.
    expect(names(body.previouslyBought)).toEqual(['basmati-rice', 'toned-milk', 'banana-robusta']);
    expect(duplicates(body)).toEqual([]);

    const raviHome = await home(ravi.token);
    expect(names(raviHome.body.previouslyBought)).not.toContain('banana-robusta'); // cancelled order

    // The full pages (issue 32 minor: they showed the same products): frequently bought is what was in two
    // orders or more, by how many; previously bought is everything bought, the most recent first.
    const full = await server.api('/api/me/frequently-bought', { token: priya.token });
    expect(names(full.body.items)).toEqual(['tomato', 'onion', 'fresh-paneer']);
    const everything = await server.api('/api/me/previously-bought', { token: priya.token });
    const latestFirst = names(everything.body.items);
    // Tomato and onion were in today's order (an earlier test's), so they share the latest time.
    expect(latestFirst.slice(0, 2).sort()).toEqual(['onion', 'tomato']);
    expect(latestFirst.slice(2)).toEqual(['fresh-paneer', 'basmati-rice', 'toned-milk', 'banana-robusta']);
    const previous = await server.api('/api/me/previously-bought', { token: ravi.token });
    expect(names(previous.body.items)[0]).toBe('onion');
  });
});
