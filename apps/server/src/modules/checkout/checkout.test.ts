import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  fillCart,
  idempotencyKey,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let rice: string;
let ghee: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  rice = await productIdBySlug(server.db, 'basmati-rice');
  ghee = await productIdBySlug(server.db, 'cow-ghee').catch(() => productIdBySlug(server.db, 'desi-ghee'));
  await server.db.query('update products set price_paise = 16000, discount_percentage = 0 where id = $1', [
    rice,
  ]);
  await server.db.query('update products set price_paise = 30000, discount_percentage = 10 where id = $1', [
    ghee,
  ]);
});
afterAll(async () => server?.stop());

async function stockOf(id: string) {
  const { rows } = await server.db.query<{ s: number }>(
    'select stock_quantity as s from products where id = $1',
    [id],
  );
  return rows[0]!.s;
}

describe(`checkout on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a customer checks out with cash on delivery, then one transaction prices, takes stock and empties the cart', async () => {
    await setStock(server.db, rice, 10);
    const { token } = await newCustomer(server);
    await fillCart(server, token, [
      { productId: rice, quantity: 2 },
      { productId: ghee, quantity: 1 },
    ]);
    await server.db.query('update cart_items set unit_price_paise = 1, total_price_paise = 1'); // a tampered cart row
    const response = await placeOrder(server, token);
    expect(response.status).toBe(201);
    const order = response.body.order;
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      subtotalPaise: 32000 + 27000,
      deliveryFeePaise: 0,
      totalPaise: 59000,
      itemCount: 3,
    });
    expect(order.shortId).toBe(order.id.slice(-8));
    expect(order.deliveryAddress.contactPhone).toBe('+919876543210');
    expect(order.history).toMatchObject([{ from: null, to: 'placed', actor: 'customer' }]);
    expect(await stockOf(rice)).toBe(8);
    expect((await server.api('/api/cart', { token })).body.items).toEqual([]);
  });

  it('when the same Idempotency-Key is retried, then the first order comes back and no second is made', async () => {
    await setStock(server.db, rice, 10);
    const { token, userId } = await newCustomer(server);
    await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
    const key = idempotencyKey();
    const first = await placeOrder(server, token, { address: ADDRESS, paymentMethod: 'cod' }, key);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await placeOrder(server, token, { address: ADDRESS, paymentMethod: 'cod' }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.order.id).toBe(first.body.order.id);
    // Concurrent retries with one key still make one order.
    await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
    const key2 = idempotencyKey();
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeOrder(server, token, { address: ADDRESS, paymentMethod: 'cod' }, key2),
      ),
    );
    expect(new Set(burst.map((r) => r.body.order?.id)).size).toBe(1);
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from orders where user_id = $1',
      [userId],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('when a key is reused with a different body, then it is refused', async () => {
    await setStock(server.db, rice, 10);
    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
    const key = idempotencyKey();
    await placeOrder(server, token, { address: ADDRESS, paymentMethod: 'cod' }, key);
    const reused = await placeOrder(
      server,
      token,
      { address: { ...ADDRESS, pincode: '500001' }, paymentMethod: 'cod' },
      key,
    );
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_MISMATCH');
    const missing = await server.api('/api/checkout', {
      token,
      body: { address: ADDRESS, paymentMethod: 'cod' },
    });
    expect(missing.status).toBe(400);
  });

  it('when many customers race for the last units, then stock is never oversold and losers get a clean 409', async () => {
    await setStock(server.db, ghee, 5);
    const customers = await Promise.all(Array.from({ length: 12 }, () => newCustomer(server)));
    for (const customer of customers)
      await fillCart(server, customer.token, [{ productId: ghee, quantity: 1 }]);
    await setStock(server.db, ghee, 5);
    const results = await Promise.all(customers.map((customer) => placeOrder(server, customer.token)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await stockOf(ghee)).toBe(0);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error.code).toBe('OUT_OF_STOCK');
    expect(loser.body.error.details.items[0]).toMatchObject({ productId: ghee, requested: 1, available: 0 });
    expect(loser.body.error.message).toMatch(/^Not enough stock: .+ \(0\)\.$/);
  });

  it('when a coupon applies, then it is taken off; when it does not, the reason is given', async () => {
    await setStock(server.db, rice, 50);
    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: rice, quantity: 2 }]);
    const quote = await server.api('/api/checkout/quote?coupon=fresh10', { token });
    expect(quote.status).toBe(200);
    expect(quote.body.coupon).toEqual({ code: 'FRESH10', discountPaise: 3200 });
    expect(quote.body.summary).toMatchObject({
      subtotalPaise: 32000,
      couponDiscountPaise: 3200,
      totalPaise: 28800,
    });
    const unknown = await server.api('/api/checkout/quote?coupon=NOPE99', { token });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe('This coupon code does not exist.');
    // The form shows it next to the coupon field.
    expect(unknown.body.error.fields).toEqual({ couponCode: 'This coupon code does not exist.' });

    const first = await placeOrder(server, token, {
      address: ADDRESS,
      paymentMethod: 'cod',
      couponCode: 'WELCOME50',
    });
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({
      couponCode: 'WELCOME50',
      discountPaise: 5000,
      totalPaise: 27000,
    });
    await fillCart(server, token, [{ productId: rice, quantity: 2 }]);
    const second = await placeOrder(server, token, {
      address: ADDRESS,
      paymentMethod: 'cod',
      couponCode: 'WELCOME50',
    });
    expect(second.status).toBe(422);
    expect(second.body.error.message).toBe('You have already used this coupon.');
    const hindi = await server.api('/api/checkout/quote?coupon=SAVE100', {
      token,
      headers: { 'x-language': 'hi' },
    });
    expect(hindi.body.error.message).toBe('इस कूपन के लिए कम से कम ₹999 के आइटम जोड़ें।');
    expect(hindi.body.error.fields.couponCode).toBe(hindi.body.error.message);
  });

  it('when the cart is under the minimum order, then checkout explains how much more to add', async () => {
    const { token } = await newCustomer(server);
    const chilli = await productIdBySlug(server.db, 'green-chilli');
    await server.db.query('update products set price_paise = 2000, discount_percentage = 0 where id = $1', [
      chilli,
    ]);
    await setStock(server.db, chilli, 20);
    await fillCart(server, token, [{ productId: chilli, quantity: 2 }]);
    const response = await placeOrder(server, token);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe('The minimum order is ₹99. Add items worth ₹59 more.');
    expect(await stockOf(chilli)).toBe(20);
  });

  it('when the cart is empty or the address is bad, then a clear 4xx', async () => {
    const { token } = await newCustomer(server);
    expect((await placeOrder(server, token)).body.error.code).toBe('CART_EMPTY');
    const bad = await placeOrder(server, token, {
      address: { ...ADDRESS, pincode: '012345' },
      paymentMethod: 'cod',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Enter a valid 6-digit PIN code.');
  });

  it("when the address is outside every store's area, then checkout refuses it with its PIN code and the nearest store, and takes nothing", async () => {
    await setStock(server.db, rice, 10);
    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: rice, quantity: 2 }]);
    // Whitefield is 11.8 km from Tokri Indiranagar (radius 8 km) and 17.6 km from Tokri Jayanagar (radius 7 km).
    const whitefield = { ...ADDRESS, area: 'Whitefield', pincode: '560066', lat: 12.9698, lng: 77.75 };
    const refused = await placeOrder(server, token, { address: whitefield, paymentMethod: 'cod' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('NOT_SERVICEABLE');
    expect(refused.body.error.message).toBe('Sorry, we do not deliver to PIN code 560066 yet.');
    expect(refused.body.error.details.nearestStore.name).toBe('Tokri Indiranagar');
    expect(refused.body.error.details.nearestStore.distanceKm).toBeCloseTo(11.8, 1);
    expect(await stockOf(rice)).toBe(10);
    const cart = await server.api('/api/cart', { token });
    expect(cart.body.items).toHaveLength(1);
  });

  it('when a checkout asks to save its typed address, then exactly one address is saved with the order, and a replay saves none', async () => {
    await setStock(server.db, rice, 10);
    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
    const key = idempotencyKey();
    const body = { address: ADDRESS, saveAddress: true, paymentMethod: 'cod' };
    expect((await placeOrder(server, token, body, key)).status).toBe(201);
    expect((await placeOrder(server, token, body, key)).headers.get('idempotent-replayed')).toBe('true');
    const saved = (await server.api('/api/addresses', { token })).body.items;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      contactName: ADDRESS.contactName,
      contactPhone: '+919876543210',
      house: ADDRESS.house,
      pincode: ADDRESS.pincode,
      isDefault: true,
    });
    // A second saved address is not made the default over the first.
    await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
    const other = { ...ADDRESS, house: 'Flat 9, Second Home' };
    expect((await placeOrder(server, token, { ...body, address: other })).status).toBe(201);
    const both = (await server.api('/api/addresses', { token })).body.items;
    expect(both.map((a: { house: string; isDefault: boolean }) => [a.house, a.isDefault])).toEqual([
      [ADDRESS.house, true],
      ['Flat 9, Second Home', false],
    ]);
  });

  it('when a checkout that asks to save its address is refused, then no address is saved', async () => {
    await setStock(server.db, rice, 10);
    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: rice, quantity: 3 }]);
    await setStock(server.db, rice, 2);
    const refused = await placeOrder(server, token, {
      address: ADDRESS,
      saveAddress: true,
      paymentMethod: 'cod',
    });
    expect(refused.status).toBe(409);
    expect((await server.api('/api/addresses', { token })).body.items).toEqual([]);
    const tooLong = await placeOrder(server, token, {
      address: { ...ADDRESS, house: 'x'.repeat(150) },
      saveAddress: true,
      paymentMethod: 'cod',
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.error.fields)).toEqual(['address.house']);
    expect((await server.api('/api/addresses', { token })).body.items).toEqual([]);
  });

  it('when a checkout does not ask to save its address, then none is saved', async () => {
    await setStock(server.db, rice, 10);
    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
    expect((await placeOrder(server, token)).status).toBe(201);
    expect((await server.api('/api/addresses', { token })).body.items).toEqual([]);
  });

  it('when an order with a once-per-customer coupon is cancelled, then its stock and its coupon are given back', async () => {
    await setStock(server.db, rice, 10);
    const { token } = await newCustomer(server);
    const withCoupon = { address: ADDRESS, paymentMethod: 'cod', couponCode: 'WELCOME50' };
    await fillCart(server, token, [{ productId: rice, quantity: 2 }]);
    const first = await placeOrder(server, token, withCoupon);
    expect(first.status).toBe(201);
    expect(await stockOf(rice)).toBe(8);
    const cancelled = await server.api(`/api/orders/${first.body.order.id}/cancel`, {
      method: 'POST',
      token,
    });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(rice)).toBe(10);
    await fillCart(server, token, [{ productId: rice, quantity: 2 }]);
    const again = await placeOrder(server, token, withCoupon);
    expect(again.status).toBe(201);
    expect(again.body.order).toMatchObject({ couponCode: 'WELCOME50', discountPaise: 5000 });
  });
});
