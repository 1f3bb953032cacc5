import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** Ratings (issue 16 item 5, ADR 0050): delivered orders rated once by their customer; products; the app. */

let server: TestServer;
let adminToken: string;
let rice: string;
let dal: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  rice = await productIdBySlug(server.db, 'basmati-rice');
  dal = await productIdBySlug(server.db, 'toor-dal');
  await setStock(server.db, rice, 10_000);
  await setStock(server.db, dal, 10_000);
});
afterAll(async () => server?.stop());

type Customer = { token: string; userId: string };

async function orderOf(buyer: Customer) {
  await fillCart(server, buyer.token, [
    { productId: rice, quantity: 1 },
    { productId: dal, quantity: 1 },
  ]);
  const placed = await placeOrder(server, buyer.token, { address: ADDRESS, paymentMethod: 'cod' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.order.id as string;
}

async function deliver(orderId: string) {
  for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
    await server.api(`/api/admin/orders/${orderId}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status },
    });
  }
}

const rate = (token: string, orderId: string, body: unknown) =>
  server.api(`/api/orders/${orderId}/rating`, { token, body });

describe(`ratings on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when the order is not delivered yet, then rating is refused with 409; after delivery it is saved once', async () => {
    const buyer = await newCustomer(server);
    const orderId = await orderOf(buyer);
    const early = await rate(buyer.token, orderId, { stars: 5 });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('RATING_NOT_DELIVERED');

    await deliver(orderId);
    expect(
      (await server.api(`/api/orders/${orderId}/rating`, { token: buyer.token })).body.rating,
    ).toBeNull();
    const saved = await rate(buyer.token, orderId, {
      stars: 4,
      comment: '  Fresh rice, dal a bit late  ',
      items: [
        { productId: rice, thumbsUp: true },
        { productId: dal, thumbsUp: false },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.rating).toMatchObject({ stars: 4, comment: 'Fresh rice, dal a bit late' });
    expect(saved.body.rating.items).toHaveLength(2);

    const again = await rate(buyer.token, orderId, { stars: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('RATING_ALREADY_GIVEN');
    const read = await server.api(`/api/orders/${orderId}/rating`, { token: buyer.token });
    expect(read.body.rating.stars).toBe(4);
  });

  it('when someone else rates or reads the rating of an order, then 404 and nothing is stored', async () => {
    const owner = await newCustomer(server);
    const stranger = await newCustomer(server);
    const orderId = await orderOf(owner);
    await deliver(orderId);
    expect((await rate(stranger.token, orderId, { stars: 1 })).status).toBe(404);
    expect((await server.api(`/api/orders/${orderId}/rating`, { token: stranger.token })).status).toBe(404);
    expect((await rate(adminToken, orderId, { stars: 1 })).status).toBe(404);
    const { rows } = await server.db.query('select 1 from order_ratings where order_id = $1', [orderId]);
    expect(rows).toHaveLength(0);
  });

  it('when the input is wrong, then a translated 4xx names the field', async () => {
    const buyer = await newCustomer(server);
    const orderId = await orderOf(buyer);
    await deliver(orderId);
    for (const stars of [0, 6, 3.5, '5', null]) {
      const refused = await rate(buyer.token, orderId, { stars });
      expect(refused.status, String(stars)).toBe(400);
      expect(refused.body.error.fields.stars).toBe('Choose from 1 to 5 stars.');
    }
    const long = await rate(buyer.token, orderId, { stars: 3, comment: 'a'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.comment).toBe('Keep the comment to 500 characters or fewer.');
    const control = await rate(buyer.token, orderId, { stars: 3, comment: 'bad\u0007bell' });
    expect(control.status).toBeGreaterThanOrEqual(400);
    expect(control.status).toBeLessThan(500);
    const hindi = await server.api(`/api/orders/${orderId}/rating`, {
      token: buyer.token,
      body: { stars: 9 },
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.body.error.fields.stars).toBe('1 से 5 स्टार में से चुनें।');
    const strangerProduct = (
      await server.db.query<{ id: string }>('select id from products where id not in ($1, $2) limit 1', [
        rice,
        dal,
      ])
    ).rows[0]!.id;
    const notInOrder = await rate(buyer.token, orderId, {
      stars: 3,
      items: [{ productId: strangerProduct, thumbsUp: true }],
    });
    expect(notInOrder.status).toBe(422);
    expect(notInOrder.body.error.code).toBe('SUPPORT_ORDER_LINE_NOT_IN_ORDER');
    const { rows } = await server.db.query('select 1 from order_ratings where order_id = $1', [orderId]);
    expect(rows).toHaveLength(0);
  });

  it('when products get thumbs, then the product page shows the share liked and the count', async () => {
    const reader = await newCustomer(server);
    const before = await server.api(`/api/products/${dal}`, { token: reader.token });
    const base = before.body.product.rating as { count: number; likedPercent: number } | null;
    const baseCount = base?.count ?? 0;
    const baseUp = Math.round(((base?.likedPercent ?? 0) * baseCount) / 100);
    const votes = [true, true, false];
    for (const thumbsUp of votes) {
      const buyer = await newCustomer(server);
      const orderId = await orderOf(buyer);
      await deliver(orderId);
      expect(
        (await rate(buyer.token, orderId, { stars: 5, items: [{ productId: dal, thumbsUp }] })).status,
      ).toBe(201);
    }
    const after = await server.api(`/api/products/${dal}`, { token: reader.token });
    const count = baseCount + votes.length;
    expect(after.body.product.rating).toEqual({
      count,
      likedPercent: Math.round(((baseUp + 2) * 100) / count),
    });
  });

  it('when an admin lists ratings, then the lowest come first, newest first among equals; customers get 403', async () => {
    const stars = [5, 1, 3, 1];
    const ids: string[] = [];
    for (const star of stars) {
      const buyer = await newCustomer(server, 'Meena Iyer');
      const orderId = await orderOf(buyer);
      await deliver(orderId);
      expect((await rate(buyer.token, orderId, { stars: star, comment: `stars ${star}` })).status).toBe(201);
      ids.push(orderId);
    }
    const list = await server.api('/api/admin/ratings/orders', { token: adminToken });
    expect(list.status).toBe(200);
    const items = list.body.items as {
      orderId: string;
      stars: number;
      createdAt: string;
      customerName: string;
    }[];
    const ours = items.filter((item) => ids.includes(item.orderId));
    expect(ours.map((item) => item.orderId)).toEqual([ids[3], ids[1], ids[2], ids[0]]);
    expect(ours[0]).toMatchObject({ stars: 1, customerName: 'Meena Iyer', comment: 'stars 1' });
    for (let i = 1; i < items.length; i += 1)
      expect(items[i]!.stars).toBeGreaterThanOrEqual(items[i - 1]!.stars);
    const buyer = await newCustomer(server);
    expect((await server.api('/api/admin/ratings/orders', { token: buyer.token })).status).toBe(403);
    expect((await server.api('/api/admin/ratings/app', { token: buyer.token })).status).toBe(403);
  });

  it('when a user rates the app twice, then one rating is kept with the latest stars, and the admin sees it', async () => {
    const user = await newCustomer(server, 'Ravi Teja');
    expect((await server.api('/api/ratings/app', { token: user.token })).body.rating).toBeNull();
    const first = await server.api('/api/ratings/app', {
      method: 'PUT',
      token: user.token,
      body: { stars: 2 },
    });
    expect(first.status).toBe(200);
    const second = await server.api('/api/ratings/app', {
      method: 'PUT',
      token: user.token,
      body: { stars: 4, comment: 'Quick delivery' },
    });
    expect(second.body.rating).toMatchObject({ stars: 4, comment: 'Quick delivery' });
    const { rows } = await server.db.query('select stars from app_ratings where user_id = $1', [user.userId]);
    expect(rows).toEqual([{ stars: 4 }]);
    const bad = await server.api('/api/ratings/app', {
      method: 'PUT',
      token: user.token,
      body: { stars: 0 },
    });
    expect(bad.status).toBe(400);
    const admin = await server.api('/api/admin/ratings/app', { token: adminToken });
    expect(admin.body.items).toContainEqual(
      expect.objectContaining({ userId: user.userId, stars: 4, customerName: 'Ravi Teja' }),
    );
  });
});
