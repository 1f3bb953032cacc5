import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, productIdBySlug } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(async () => server?.stop());

describe(`favourites on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a product is favourited twice, then it is kept once and the badge counts one', async () => {
    const { token } = await newCustomer(server);
    const id = await productIdBySlug(server.db, 'fresh-paneer');
    expect((await server.api(`/api/favorites/${id}`, { method: 'PUT', token })).status).toBe(200);
    expect((await server.api(`/api/favorites/${id}`, { method: 'PUT', token })).status).toBe(200);
    const ids = await server.api('/api/favorites/ids', { token });
    expect(ids.body.productIds).toEqual([id]);
    expect((await server.api('/api/badges', { token })).body.favorites).toBe(1);
    const detail = await server.api(`/api/products/${id}`, { token });
    expect(detail.body.product.isFavorite).toBe(true);
  });

  it('when the database is asked for a duplicate directly, then the unique key refuses it', async () => {
    const { userId } = await newCustomer(server);
    const id = await productIdBySlug(server.db, 'banana-robusta');
    await server.db.query('insert into favorites (user_id, product_id) values ($1, $2)', [userId, id]);
    await expect(
      server.db.query('insert into favorites (user_id, product_id) values ($1, $2)', [userId, id]),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it("when another user looks, then they neither see nor change someone else's favourites", async () => {
    const asha = await newCustomer(server, 'Asha');
    const vikram = await newCustomer(server, 'Vikram');
    const id = await productIdBySlug(server.db, 'onion');
    await server.api(`/api/favorites/${id}`, { method: 'PUT', token: asha.token });

    expect((await server.api('/api/favorites', { token: vikram.token })).body.items).toEqual([]);
    expect((await server.api('/api/badges', { token: vikram.token })).body.favorites).toBe(0);
    const detail = await server.api(`/api/products/${id}`, { token: vikram.token });
    expect(detail.body.product.isFavorite).toBe(false);
    // Vikram "removing" it only ever touches his own rows.
    expect((await server.api(`/api/favorites/${id}`, { method: 'DELETE', token: vikram.token })).status).toBe(
      204,
    );
    const ashas = await server.api('/api/favorites', { token: asha.token });
    expect(ashas.body.items.map((p: { id: string }) => p.id)).toEqual([id]);
  });

  it('when a favourite is removed, then the list and badge drop it', async () => {
    const { token } = await newCustomer(server);
    const id = await productIdBySlug(server.db, 'tomato');
    await server.api(`/api/favorites/${id}`, { method: 'PUT', token });
    await server.api(`/api/favorites/${id}`, { method: 'DELETE', token });
    expect((await server.api('/api/favorites', { token })).body.items).toEqual([]);
    expect((await server.api('/api/badges', { token })).body.favorites).toBe(0);
  });

  it('when signed out, then favourites are refused with 401', async () => {
    const id = await productIdBySlug(server.db, 'tomato');
    const response = await server.api(`/api/favorites/${id}`, { method: 'PUT' });
    expect(response.status).toBe(401);
  });
});

describe('recently viewed', () => {
  it('keeps the newest first, moves a re-opened product to the top, and is private', async () => {
    const { token } = await newCustomer(server);
    const other = await newCustomer(server);
    const [a, b, c] = await Promise.all(
      ['tomato', 'onion', 'fresh-paneer'].map((slug) => productIdBySlug(server.db, slug)),
    );
    for (const id of [a, b, c, a]) {
      expect((await server.api('/api/me/recently-viewed', { token, body: { productId: id } })).status).toBe(
        204,
      );
    }
    const list = await server.api('/api/me/recently-viewed', { token });
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([a, c, b]);
    expect((await server.api('/api/me/recently-viewed', { token: other.token })).body.items).toEqual([]);
    const bad = await server.api('/api/me/recently-viewed', { token, body: { productId: 'nope' } });
    expect(bad.status).toBe(400);
  });

  it('caps the list', async () => {
    const { token } = await newCustomer(server);
    const { rows } = await server.db.query<{ id: string }>(
      'select id from products where is_active limit 35',
    );
    for (const row of rows)
      await server.api('/api/me/recently-viewed', { token, body: { productId: row.id } });
    const list = await server.api('/api/me/recently-viewed', { token });
    expect(list.body.items).toHaveLength(30);
    expect(list.body.items[0].id).toBe(rows.at(-1)!.id);
  });
});
