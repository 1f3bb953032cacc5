import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  fillCart,
  idempotencyKey,
  newCustomer,
  placeOrder,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
const concurrent = engine === 'postgres';

let server: TestServer;

interface Pack {
  productId: string;
  variantId: string | null;
}

/** Every pack of a few products that have more than one pack, plus some single-pack products. */
let packs: Pack[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const { rows } = await server.db.query<{ product_id: string; id: string }>(
    `select v.product_id, v.id from product_variants v
      where v.product_id in (select product_id from product_variants group by product_id having count(*) > 1
                              order by product_id limit 3)
      order by v.product_id, v.id`,
  );
  const plain = await server.db.query<{ id: string }>(
    `select id from products p where not exists (select 1 from product_variants v where v.product_id = p.id)
      order by id limit 3`,
  );
  packs = [
    ...rows.map((row) => ({ productId: row.product_id, variantId: row.id })),
    ...plain.rows.map((row) => ({ productId: row.id, variantId: null })),
  ];
  // Prices high enough that any cart passes the minimum order, so only availability decides the outcome.
  await server.db.query('update products set price_paise = 20000, discount_percentage = 5');
  await server.db.query('update product_variants set price_paise = 20000, discount_percentage = 0');
});
afterAll(async () => server?.stop());

async function stockSnapshot(): Promise<Map<string, number>> {
  const products = await server.db.query<{ id: string; s: number }>(
    'select id, stock_quantity as s from products',
  );
  const variants = await server.db.query<{ id: string; s: number }>(
    'select id, stock_quantity as s from product_variants',
  );
  return new Map([...products.rows, ...variants.rows].map((row) => [row.id, row.s]));
}

async function ordersOf(userId: string) {
  const { rows } = await server.db.query<{ id: string; subtotal_paise: number; total_paise: number }>(
    'select id, subtotal_paise, total_paise from orders where user_id = $1',
    [userId],
  );
  return rows;
}

async function itemsOf(orderId: string) {
  const { rows } = await server.db.query<{
    product_id: string;
    variant_id: string | null;
    quantity: number;
    total_price_paise: number;
  }>('select product_id, variant_id, quantity, total_price_paise from order_items where order_id = $1', [
    orderId,
  ]);
  return rows;
}

async function cartCount(userId: string) {
  const { rows } = await server.db.query<{ n: number }>(
    'select count(*)::int as n from cart_items where user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

async function restockAll() {
  // Counts set by hand: no product is stocked in dated lots here (ADR 0046), so every unit is sellable.
  await server.db.query('delete from stock_lots');
  await server.db.query('update products set stock_quantity = 50, is_active = true');
  await server.db.query('update product_variants set stock_quantity = 50, is_active = true');
}

describe(`checkout integrity on ${engine}`, () => {
  it('when a product is withdrawn after its pack went into the cart, then checkout is a 409 naming it and nothing is taken', async () => {
    await restockAll();
    const withVariant = packs.find((pack) => pack.variantId)!;
    const other = packs.find((pack) => pack.productId !== withVariant.productId && !pack.variantId)!;
    const { token, userId } = await newCustomer(server);
    await fillCart(server, token, [
      { ...withVariant, quantity: 2 },
      { ...other, quantity: 1 },
    ]);
    await server.db.query('update products set is_active = false where id = $1', [withVariant.productId]);
    const before = await stockSnapshot();

    const response = await placeOrder(server, token);

    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('CART_CHANGED');
    expect(response.body.error.details.items).toEqual([
      expect.objectContaining({
        productId: withVariant.productId,
        variantId: withVariant.variantId,
        reason: 'unavailable',
        requested: 2,
        available: 0,
      }),
    ]);
    expect(response.body.error.message).toMatch(/changed/);
    expect(await ordersOf(userId)).toEqual([]);
    expect(await stockSnapshot()).toEqual(before);
    expect(await cartCount(userId)).toBe(2);
  });

  it('when only the pack (variant) is withdrawn, then checkout is a 409 too, in the caller’s language', async () => {
    await restockAll();
    const pack = packs.find((p) => p.variantId)!;
    const { token, userId } = await newCustomer(server);
    await fillCart(server, token, [{ ...pack, quantity: 1 }]);
    await server.db.query('update product_variants set is_active = false where id = $1', [pack.variantId]);
    const response = await server.api('/api/checkout', {
      token,
      body: { address: ADDRESS, paymentMethod: 'cod' },
      headers: { 'idempotency-key': idempotencyKey(), 'x-language': 'hi' },
    });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('CART_CHANGED');
    expect(response.body.error.message).not.toMatch(/[A-Za-z]{4,}/);
    expect(await ordersOf(userId)).toEqual([]);
  });

  it('when a cart has been ordered, then ordering it again with a new key is a 409 naming that order', async () => {
    await restockAll();
    const { token, userId } = await newCustomer(server);
    await fillCart(server, token, [{ ...packs[0]!, quantity: 1 }]);
    const first = await placeOrder(server, token);
    expect(first.status).toBe(201);
    const again = await placeOrder(server, token);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CART_ALREADY_ORDERED');
    expect(again.body.error.details).toEqual({ orderId: first.body.order.id });
    // A new cart after that is a new order.
    await fillCart(server, token, [{ ...packs[1]!, quantity: 1 }]);
    expect((await placeOrder(server, token)).status).toBe(201);
    expect(await ordersOf(userId)).toHaveLength(2);
  });

  it.skipIf(!concurrent)(
    'when ten tabs check out one cart at once with different keys, then one order is made and stock is taken once',
    async () => {
      await restockAll();
      const pack = packs.find((p) => !p.variantId)!;
      const { token, userId } = await newCustomer(server);
      await fillCart(server, token, [{ ...pack, quantity: 3 }]);
      const before = (await stockSnapshot()).get(pack.productId)!;
      const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(server, token)));
      const created = results.filter((r) => r.status === 201);
      expect(created).toHaveLength(1);
      const orderId = created[0]!.body.order.id;
      for (const other of results.filter((r) => r.status !== 201)) {
        expect(other.status).toBe(409);
        expect(other.body.error).toMatchObject({ code: 'CART_ALREADY_ORDERED', details: { orderId } });
      }
      expect(await ordersOf(userId)).toHaveLength(1);
      expect((await stockSnapshot()).get(pack.productId)).toBe(before - 3);
    },
  );

  it.skipIf(!concurrent)(
    'when eight tabs check out one cart with SAVE100 at once, then the coupon is redeemed once',
    async () => {
      await restockAll();
      const { token, userId } = await newCustomer(server);
      await fillCart(server, token, [{ ...packs[0]!, quantity: 6 }]);
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          placeOrder(server, token, { address: ADDRESS, paymentMethod: 'cod', couponCode: 'SAVE100' }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      const { rows } = await server.db.query<{ n: number }>(
        'select count(*)::int as n from coupon_redemptions where user_id = $1',
        [userId],
      );
      expect(rows[0]!.n).toBe(1);
      expect(await ordersOf(userId)).toHaveLength(1);
    },
  );

  it('when random carts meet random withdrawals and restocks, then an order holds exactly its cart and subtotal = sum of items', async () => {
    const line = fc.record({ pack: fc.nat({ max: 100 }), quantity: fc.integer({ min: 1, max: 4 }) });
    const change = fc.record({
      pack: fc.nat({ max: 100 }),
      kind: fc.constantFrom('withdraw-product', 'withdraw-pack', 'stock'),
      stock: fc.integer({ min: 0, max: 6 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.array(change, { maxLength: 3 }),
        async (lines, changes) => {
          await restockAll();
          const { token, userId } = await newCustomer(server);
          const wanted = new Map<number, number>();
          for (const l of lines) wanted.set(l.pack % packs.length, l.quantity);
          const cart = [...wanted].map(([index, quantity]) => ({ ...packs[index]!, quantity }));
          await fillCart(server, token, cart);
          for (const c of changes) {
            const pack = packs[c.pack % packs.length]!;
            if (c.kind === 'withdraw-product')
              await server.db.query('update products set is_active = false where id = $1', [pack.productId]);
            else if (c.kind === 'withdraw-pack' && pack.variantId)
              await server.db.query('update product_variants set is_active = false where id = $1', [
                pack.variantId,
              ]);
            else if (pack.variantId)
              await server.db.query('update product_variants set stock_quantity = $2 where id = $1', [
                pack.variantId,
                c.stock,
              ]);
            else
              await server.db.query('update products set stock_quantity = $2 where id = $1', [
                pack.productId,
                c.stock,
              ]);
          }
          const before = await stockSnapshot();
          const response = await placeOrder(server, token);
          const after = await stockSnapshot();
          const orders = await ordersOf(userId);
          if (response.status !== 201) {
            expect(response.status).toBe(409);
            expect(['CART_CHANGED', 'OUT_OF_STOCK']).toContain(response.body.error.code);
            expect(orders).toEqual([]);
            expect(after).toEqual(before);
            expect(await cartCount(userId)).toBe(cart.length);
            return;
          }
          expect(orders).toHaveLength(1);
          const items = await itemsOf(orders[0]!.id);
          expect(orders[0]!.subtotal_paise).toBe(
            items.reduce((sum, item) => sum + item.total_price_paise, 0),
          );
          const key = (p: {
            productId?: string;
            product_id?: string;
            variantId?: string | null;
            variant_id?: string | null;
          }) => `${p.productId ?? p.product_id}/${p.variantId ?? p.variant_id ?? '-'}`;
          expect(items.map((item) => `${key(item)}x${item.quantity}`).sort()).toEqual(
            cart.map((c) => `${key(c)}x${c.quantity}`).sort(),
          );
          for (const c of cart) {
            const id = c.variantId ?? c.productId;
            expect(after.get(id)).toBe(before.get(id)! - c.quantity);
          }
          expect(await cartCount(userId)).toBe(0);
        },
      ),
      { numRuns: 25 },
    );
  }, 90_000);
});
