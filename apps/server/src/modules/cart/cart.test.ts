import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, productIdBySlug, setStock } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let token: string;
let tomato: string;
let milk: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  ({ token } = await newCustomer(server));
  tomato = await productIdBySlug(server.db, 'tomato');
  milk = await productIdBySlug(server.db, 'toned-milk');
  await server.db.query('update products set price_paise = 4000, discount_percentage = 10 where id = $1', [
    tomato,
  ]);
  await setStock(server.db, tomato, 50);
  await server.db.query('update products set price_paise = 2900, discount_percentage = 0 where id = $1', [
    milk,
  ]);
  await setStock(server.db, milk, 50);
});
afterAll(async () => server?.stop());

const add = (body: Record<string, unknown>) => server.api('/api/cart/items', { token, body });

describe(`cart on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when the client sends its own prices, then they are ignored and the catalogue prices the line', async () => {
    const response = await add({
      productId: tomato,
      quantity: 2,
      unitPricePaise: 1,
      totalPricePaise: 2,
      price: 1,
    });
    expect(response.status).toBe(201);
    const line = response.body.items[0];
    expect(line).toMatchObject({
      unitPricePaise: 4000,
      discountPercentage: 10,
      finalUnitPricePaise: 3600,
      lineTotalPaise: 7200,
    });
    const { rows } = await server.db.query<{ unit_price_paise: number; total_price_paise: number }>(
      'select unit_price_paise, total_price_paise from cart_items where product_id = $1',
      [tomato],
    );
    expect(rows[0]).toEqual({ unit_price_paise: 3600, total_price_paise: 7200 });
  });

  it('when a pack is added, then it is its own line priced with its own discount', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into product_variants (product_id, name, unit, price_paise, discount_percentage, stock_quantity)
       values ($1, '2 kg', '2 kg', 7500, 20, 10) returning id`,
      [tomato],
    );
    const response = await add({ productId: tomato, variantId: rows[0]!.id, quantity: 1 });
    const pack = response.body.items.find(
      (line: { variantId: string | null }) => line.variantId === rows[0]!.id,
    );
    expect(pack).toMatchObject({ unit: '2 kg', discountPercentage: 20, lineTotalPaise: 6000 });
    expect(response.body.items).toHaveLength(2);
    const other = await newCustomer(server);
    const foreignVariant = await server.api('/api/cart/items', {
      token: other.token,
      body: { productId: milk, variantId: rows[0]!.id, quantity: 1 },
    });
    expect(foreignVariant.status).toBe(404);
  });

  it('shows the whole breakdown: subtotal, delivery fee and total, before checkout', async () => {
    const { body } = await server.api('/api/cart', { token });
    // 7200 + 6000 = 13200 (₹132) is under ₹199: the ₹25 fee applies.
    expect(body.summary).toMatchObject({
      itemCount: 3,
      mrpTotalPaise: 8000 + 7500,
      subtotalPaise: 13200,
      deliveryFeePaise: 2500,
      couponDiscountPaise: 0,
      totalPaise: 15700,
      amountToFreeDeliveryPaise: 19900 - 13200,
    });
    await add({ productId: milk, quantity: 3 });
    const more = await server.api('/api/cart', { token });
    expect(more.body.summary).toMatchObject({
      subtotalPaise: 13200 + 8700,
      deliveryFeePaise: 0,
      totalPaise: 21900,
    });
  });

  it('when a quantity is set to 0 or less, then the line is removed (spec §5)', async () => {
    const zero = await server.api('/api/cart/items', {
      method: 'PUT',
      token,
      body: { productId: milk, quantity: 0 },
    });
    expect(zero.body.items.some((line: { productId: string }) => line.productId === milk)).toBe(false);
    await add({ productId: milk, quantity: 1 });
    const negative = await server.api('/api/cart/items', {
      method: 'PUT',
      token,
      body: { productId: milk, quantity: -3 },
    });
    expect(negative.body.items.some((line: { productId: string }) => line.productId === milk)).toBe(false);
  });

  it('when more than the stock is asked for, then 409 names the item and what is left', async () => {
    await setStock(server.db, milk, 4);
    const response = await server.api('/api/cart/items', {
      method: 'PUT',
      token,
      body: { productId: milk, quantity: 5 },
    });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('Not enough stock: Toned Milk (4).');
    expect(response.body.error.details.items).toEqual([
      {
        productId: milk,
        variantId: null,
        name: 'Toned Milk',
        reason: 'out_of_stock',
        requested: 5,
        available: 4,
      },
    ]);
  });

  it('when the same quantity is set twice (an offline change replayed after a lost answer), then it is not doubled', async () => {
    await setStock(server.db, milk, 50);
    const set = () =>
      server.api('/api/cart/items', { method: 'PUT', token, body: { productId: milk, quantity: 3 } });
    await set();
    const again = await set();
    expect(again.status).toBe(200);
    const line = again.body.items.find((item: { productId: string }) => item.productId === milk);
    expect(line).toMatchObject({ quantity: 3, lineTotalPaise: 8700 });
    await server.api(`/api/cart/items?productId=${milk}`, { method: 'DELETE', token });
  });

  it('when a product is withdrawn, then it cannot be added', async () => {
    await server.db.query('update products set is_active = false where id = $1', [milk]);
    const response = await add({ productId: milk, quantity: 1 });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('PRODUCT_UNAVAILABLE');
    await server.db.query('update products set is_active = true where id = $1', [milk]);
  });

  it('when a line is removed or the cart cleared, then it is gone, and badges follow', async () => {
    await server.api(`/api/cart/items?productId=${tomato}`, { method: 'DELETE', token });
    const after = await server.api('/api/cart', { token });
    expect(after.body.items.every((line: { variantId: string | null }) => line.variantId !== null)).toBe(
      true,
    );
    expect((await server.api('/api/badges', { token })).body.cartItems).toBe(1);
    await server.api('/api/cart', { method: 'DELETE', token });
    expect((await server.api('/api/cart', { token })).body.items).toEqual([]);
  });

  it('when signed out, then the cart is refused; bad input gets a 400', async () => {
    expect((await server.api('/api/cart/items', { body: { productId: tomato } })).status).toBe(401);
    expect((await add({ productId: 'tomato', quantity: 1 })).status).toBe(400);
    expect((await add({ productId: tomato, quantity: 1.5 })).status).toBe(400);
  });
});
