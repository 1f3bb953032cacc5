import { couponOffersResponseSchema, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillCart,
  insertOrder,
  newCustomer,
  productIdBySlug,
  setStock,
} from '../../test-support/shop-fixtures.js';
import { testNow } from '../../test-support/test-clock.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let tomato: string;

const offers = async (token: string, language = 'en') => {
  const response = await server.api('/api/coupons/offers', { token, headers: { 'x-language': language } });
  expect(response.status).toBe(200);
  return couponOffersResponseSchema.parse(response.body).items;
};
const codes = (items: { code: string }[]) => items.map((item) => item.code);

/** A coupon straight into the table, valid from `fromDays` to `untilDays` days around today (IST). */
async function insertCoupon(code: string, options: Record<string, unknown> = {}) {
  const o = {
    kind: 'flat',
    value: 20_00,
    min: 0,
    fromDays: -1,
    untilDays: 30,
    active: true,
    limit: null,
    ...options,
  };
  await server.db.query(
    `insert into coupons (code, kind, value, min_order_paise, valid_from, valid_until, is_active, usage_limit)
     values ($1, $2, $3, $4, $9::date + $5::int, $9::date + $6::int, $7, $8)`,
    [code, o.kind, o.value, o.min, o.fromDays, o.untilDays, o.active, o.limit, toIstDate(testNow())],
  );
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  tomato = await productIdBySlug(server.db, 'tomato');
  // ₹40 a kilo, no product discount: a cart of 6 is ₹240.
  await server.db.query('update products set discount_percentage = 0 where id = $1', [tomato]);
  await setStock(server.db, tomato, 100, 40_00);
});
afterAll(async () => server?.stop());

describe(`coupon offers on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a new customer with a ₹240 cart asks, then usable offers come first with the discount a quote gives, and bigger-cart offers say how much to add', async () => {
    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: tomato, quantity: 6 }]);
    const items = await offers(token);
    // Seeded: FRESH10 (10% up to ₹50 from ₹199), WELCOME50 (₹50 first order from ₹249), SAVE100 (₹100 from ₹999).
    expect(codes(items)).toEqual(['FRESH10', 'WELCOME50', 'SAVE100']);
    const [fresh, welcome, save] = items;
    expect(fresh).toMatchObject({ applicable: true, discountPaise: 24_00, shortfallPaise: 0, reason: null });
    expect(fresh?.title).toBe('10% off, up to ₹50');
    expect(fresh?.conditions[0]).toBe('On orders of ₹199 or more');
    expect(welcome).toMatchObject({ applicable: false, reason: 'COUPON_MIN_ORDER', shortfallPaise: 9_00 });
    expect(welcome?.conditions).toContain('Your first order only');
    expect(save).toMatchObject({ applicable: false, shortfallPaise: 759_00 });

    const quote = await server.api('/api/checkout/quote?coupon=FRESH10', { token });
    expect(quote.body.summary.couponDiscountPaise).toBe(fresh?.discountPaise);
  });

  it('when the cart grows past a minimum, then that offer becomes usable and is ranked by its saving', async () => {
    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: tomato, quantity: 10 }]);
    const items = await offers(token);
    // ₹400: WELCOME50 saves ₹50, FRESH10 saves ₹40.
    expect(codes(items.filter((item) => item.applicable))).toEqual(['WELCOME50', 'FRESH10']);
    expect(items.find((item) => item.code === 'WELCOME50')?.discountPaise).toBe(50_00);
  });

  it('when coupons are switched off, expired, not started yet or used up, then they are not offered', async () => {
    await insertCoupon('OFFLIST', { active: false });
    await insertCoupon('OLDLIST', { fromDays: -30, untilDays: -1 });
    await insertCoupon('SOONLIST', { fromDays: 2, untilDays: 9 });
    await insertCoupon('GONELIST', { limit: 1 });
    await insertCoupon('OKLIST');
    const { rows } = await server.db.query<{ id: string }>(`select id from coupons where code = 'GONELIST'`);
    const other = await newCustomer(server);
    const orderId = await insertOrder(server.db, other.userId, [{ productId: tomato, quantity: 1 }]);
    await server.db.query(
      'insert into coupon_redemptions (coupon_id, user_id, order_id, discount_paise) values ($1, $2, $3, 100)',
      [rows[0]!.id, other.userId, orderId],
    );

    const { token } = await newCustomer(server);
    await fillCart(server, token, [{ productId: tomato, quantity: 1 }]);
    const listed = codes(await offers(token));
    expect(listed).toContain('OKLIST');
    for (const hidden of ['OFFLIST', 'OLDLIST', 'SOONLIST', 'GONELIST']) expect(listed).not.toContain(hidden);
  });

  it('when the customer already has an order, then the first-order coupon is not offered to them', async () => {
    const { token, userId } = await newCustomer(server);
    await insertOrder(server.db, userId, [{ productId: tomato, quantity: 1 }]);
    await fillCart(server, token, [{ productId: tomato, quantity: 10 }]);
    expect(codes(await offers(token))).not.toContain('WELCOME50');
  });

  it('when asked in Hindi and Telugu, then titles and conditions are in that language', async () => {
    const { token } = await newCustomer(server);
    const hindi = (await offers(token, 'hi')).find((item) => item.code === 'FRESH10');
    expect(hindi?.title).toBe('10% की छूट, अधिकतम ₹50');
    expect(hindi?.conditions[0]).toBe('₹199 या उससे ज़्यादा के ऑर्डर पर');
    const telugu = (await offers(token, 'te')).find((item) => item.code === 'SAVE100');
    expect(telugu?.title).toBe('₹100 తగ్గింపు');
    expect(telugu?.conditions.join(' ')).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('when nobody is signed in, then the list is refused with a translated 401', async () => {
    const response = await server.api('/api/coupons/offers', { headers: { 'x-language': 'te' } });
    expect(response.status).toBe(401);
    expect(response.body.error.message).toMatch(/[\u0C00-\u0C7F]/);
  });
});
