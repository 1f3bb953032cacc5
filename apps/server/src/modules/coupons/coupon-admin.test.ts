import { addIstDays, anyErrorMessage as errorMessage, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { testNow } from '../../test-support/test-clock.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The coupons admin (issue 13 item 8): coupons made here are the ones checkout enforces, and their stats add up. */

let server: TestServer;
let adminToken: string;
let riceId: string;
const RICE_PAISE = 30_000;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  riceId = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set price_paise = $2, discount_percentage = 0 where id = $1', [
    riceId,
    RICE_PAISE,
  ]);
  await setStock(server.db, riceId, 10_000);
});
afterAll(async () => server?.stop());

const today = () => toIstDate(testNow());

async function createCoupon(body: Record<string, unknown>) {
  const response = await server.api('/api/admin/coupons', { token: adminToken, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.coupon as { id: string; code: string };
}

const ORDER_ADDRESS = {
  contactName: 'Priya Sharma',
  contactPhone: '98765 43210',
  house: 'Flat 402',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

/** One order of `quantity` bags of rice with the coupon: the cart is set to exactly that first. */
async function order(customer: { token: string; userId: string }, couponCode: string, quantity = 1) {
  await server.db.query('delete from cart_items where user_id = $1', [customer.userId]);
  await fillCart(server, customer.token, [{ productId: riceId, quantity }]);
  return placeOrder(server, customer.token, {
    address: ORDER_ADDRESS,
    paymentMethod: 'cod',
    couponCode,
  });
}
const refusal = (response: { status: number; body: { error?: { code: string } } }) =>
  response.status === 201 ? 'placed' : response.body.error?.code;

describe(`coupons made in the admin, at checkout, on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a coupon has a per-customer limit, then a second use by the same customer is refused and another customer may use it', async () => {
    await createCoupon({ code: 'once1', kind: 'percent', value: 10, perUserLimit: 1 });
    const priya = await newCustomer(server);
    const first = await order(priya, 'ONCE1');
    expect(first.status).toBe(201);
    expect(first.body.order.discountPaise).toBe(3_000);
    expect(refusal(await order(priya, 'ONCE1'))).toBe('COUPON_ALREADY_USED');
    expect(refusal(await order(await newCustomer(server), 'once1'))).toBe('placed');
  });

  it('when a coupon has a total limit, then the use after the last allowed one is refused', async () => {
    await createCoupon({ code: 'TWICE', kind: 'flat', value: 2_500, usageLimit: 2 });
    expect(refusal(await order(await newCustomer(server), 'TWICE'))).toBe('placed');
    expect(refusal(await order(await newCustomer(server), 'TWICE'))).toBe('placed');
    expect(refusal(await order(await newCustomer(server), 'TWICE'))).toBe('COUPON_USED_UP');
  });

  it('when eight customers check out at once for the last use of a coupon with a total limit of 1, then exactly one order gets it', async () => {
    // On the PostgreSQL server these checkouts run side by side: only the coupon row's lock makes them count its
    // redemptions one at a time (on the embedded engine they run one after another anyway).
    await createCoupon({ code: 'LASTONE', kind: 'flat', value: 2_500, usageLimit: 1 });
    // Each buys a different product: checkout takes stock before it reads the coupon, so a shared product's row
    // lock would line the checkouts up by itself.
    const slugs = [
      'basmati-rice',
      'toor-dal',
      'tomato',
      'fresh-paneer',
      'assam-ctc-tea',
      'cashew-nuts',
      'onion',
      'toned-milk',
    ];
    const products = await Promise.all(slugs.map((slug) => productIdBySlug(server.db, slug)));
    for (const id of products) {
      await server.db.query(
        'update products set price_paise = 30000, discount_percentage = 0 where id = $1',
        [id],
      );
      await setStock(server.db, id, 100);
    }
    const customers = await Promise.all(products.map(() => newCustomer(server)));
    for (const [i, customer] of customers.entries()) {
      await fillCart(server, customer.token, [{ productId: products[i]!, quantity: 1 }]);
    }
    const results = await Promise.all(
      customers.map((customer) =>
        placeOrder(server, customer.token, {
          address: ORDER_ADDRESS,
          paymentMethod: 'cod',
          couponCode: 'LASTONE',
        }),
      ),
    );
    expect(results.map(refusal).sort()).toEqual([...Array(7).fill('COUPON_USED_UP'), 'placed']);
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.code = 'LASTONE'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('when a coupon is first-order-only or has a minimum order, then a returning customer and a small cart are refused', async () => {
    await createCoupon({ code: 'WELCOME1', kind: 'flat', value: 5_000, firstOrderOnly: true });
    await createCoupon({ code: 'BIGBASKET', kind: 'flat', value: 5_000, minOrderPaise: 50_000 });
    const returning = await newCustomer(server);
    expect(refusal(await order(returning, 'BIGBASKET', 2))).toBe('placed');
    expect(refusal(await order(returning, 'WELCOME1'))).toBe('COUPON_FIRST_ORDER_ONLY');
    const small = await order(returning, 'BIGBASKET', 1);
    expect(refusal(small)).toBe('COUPON_MIN_ORDER');
    expect(small.body.error.message).toBe(errorMessage('COUPON_MIN_ORDER', 'en', { amountPaise: 50_000 }));
    expect(refusal(await order(await newCustomer(server), 'WELCOME1'))).toBe('placed');
  });

  it('when a coupon has a validity window in IST days, then it works on its first and last day only', async () => {
    await createCoupon({ code: 'TOMORROW', kind: 'flat', value: 1_000, validFrom: addIstDays(today(), 1) });
    await createCoupon({
      code: 'YESTERDAY',
      kind: 'flat',
      value: 1_000,
      validUntil: addIstDays(today(), -1),
    });
    await createCoupon({
      code: 'TODAYONLY',
      kind: 'flat',
      value: 1_000,
      validFrom: today(),
      validUntil: today(),
    });
    const customer = await newCustomer(server);
    expect(refusal(await order(customer, 'TOMORROW'))).toBe('COUPON_NOT_STARTED');
    expect(refusal(await order(customer, 'YESTERDAY'))).toBe('COUPON_EXPIRED');
    expect(refusal(await order(customer, 'TODAYONLY'))).toBe('placed');
  });

  it('when a percent coupon has a cap or is switched off, then the cap limits the discount and off means refused', async () => {
    const coupon = await createCoupon({
      code: 'HALFOFF',
      kind: 'percent',
      value: 50,
      maxDiscountPaise: 5_000,
    });
    const capped = await order(await newCustomer(server), 'HALFOFF');
    expect(capped.body.order.discountPaise).toBe(5_000);
    const off = await server.api(`/api/admin/coupons/${coupon.id}/active`, {
      method: 'PUT',
      token: adminToken,
      body: { isActive: false },
    });
    expect(off.body.coupon.isActive).toBe(false);
    expect(refusal(await order(await newCustomer(server), 'HALFOFF'))).toBe('COUPON_INACTIVE');
  });
});

describe('coupon stats and editing', () => {
  it('when orders use a coupon and one is cancelled, then usage and discount equal the sums of the others and revenue what the paid ones keep', async () => {
    const coupon = await createCoupon({
      code: 'STATS',
      kind: 'percent',
      value: 20,
      maxDiscountPaise: 10_000,
    });
    const placed = [];
    for (const quantity of [1, 2, 3]) {
      const response = await order(await newCustomer(server), 'STATS', quantity);
      expect(response.status).toBe(201);
      placed.push(response.body.order as { id: string; totalPaise: number; discountPaise: number });
    }
    const canceller = await newCustomer(server);
    const cancelled = await order(canceller, 'STATS', 4);
    const cancel = await server.api(`/api/orders/${cancelled.body.order.id}/cancel`, {
      method: 'POST',
      token: canceller.token,
    });
    expect(cancel.status).toBe(200);
    // An order without the coupon does not count either.
    expect((await order(await newCustomer(server), '', 1)).status).toBe(201);

    // Revenue is what paid or delivered orders keep (ADR 0077): the first cash order is delivered and paid at
    // the door; the other two are not paid yet, so they are used but bring nothing in so far.
    await server.db.query(
      `update orders set status = 'delivered', payment_status = 'paid_cod', cod_collected_paise = total_paise
        where id = $1`,
      [placed[0]!.id],
    );
    const listed = await server.api('/api/admin/coupons', { token: adminToken });
    const stats = listed.body.items.find((item: { id: string }) => item.id === coupon.id);
    expect(stats).toMatchObject({
      usageCount: 3,
      revenuePaise: placed[0]!.totalPaise,
      discountPaise: placed.reduce((sum, o) => sum + o.discountPaise, 0),
    });
    // 20% of 300, 600 and 900 rupees, the last capped at 100 rupees.
    expect(placed.map((o) => o.discountPaise)).toEqual([6_000, 10_000, 10_000]);
    const clashFree = listed.body.items.find((item: { code: string }) => item.code === 'TOMORROW');
    expect(clashFree).toMatchObject({ usageCount: 0, revenuePaise: 0, discountPaise: 0 });
  });

  it('when a code clashes or fields are wrong, then the answer is a translated 409 or per-field 400 and nothing is written', async () => {
    const first = await createCoupon({ code: 'clash1', kind: 'flat', value: 100 });
    expect(first.code).toBe('CLASH1');
    const clash = await server.api('/api/admin/coupons', {
      token: adminToken,
      headers: { 'accept-language': 'te' },
      body: { code: ' Clash1 ', kind: 'percent', value: 5 },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('COUPON_CODE_TAKEN');
    expect(clash.body.error.message).toBe(errorMessage('COUPON_CODE_TAKEN', 'te', { code: 'CLASH1' }));
    expect(clash.body.error.fields.code).toBe(errorMessage('COUPON_CODE_TAKEN', 'te', { code: 'CLASH1' }));

    const other = await createCoupon({ code: 'CLASH2', kind: 'flat', value: 100 });
    const renamed = await server.api(`/api/admin/coupons/${other.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { code: 'CLASH1', kind: 'flat', value: 100 },
    });
    expect(renamed.status).toBe(409);

    const bad = await server.api('/api/admin/coupons', {
      token: adminToken,
      body: {
        code: 'NO SPACES',
        kind: 'percent',
        value: 101,
        validFrom: '2026-05-10',
        validUntil: '2026-05-09',
        usageLimit: 0,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      code: errorMessage('COUPON_CODE_INVALID', 'en'),
      value: errorMessage('COUPON_VALUE_INVALID', 'en'),
      usageLimit: 'Enter a whole number of 1 or more, like 100, or leave it empty for no limit.',
      validUntil: errorMessage('COUPON_WINDOW_INVALID', 'en'),
    });
    const zeroPercent = await server.api('/api/admin/coupons', {
      token: adminToken,
      body: { code: 'ZERO', kind: 'percent', value: 0 },
    });
    expect(zeroPercent.body.error.fields).toEqual({ value: errorMessage('COUPON_VALUE_INVALID', 'en') });
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from coupons where code in ('NO SPACES', 'ZERO')`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('when an admin edits a coupon, then the change is saved upper-case with an audit row holding before and after', async () => {
    const coupon = await createCoupon({ code: 'EDITME', kind: 'flat', value: 1_000, minOrderPaise: 20_000 });
    const edited = await server.api(`/api/admin/coupons/${coupon.id}`, {
      method: 'PUT',
      token: adminToken,
      body: {
        code: 'edited',
        kind: 'percent',
        value: 15,
        maxDiscountPaise: 7_500,
        validFrom: '2026-01-01',
        validUntil: '2026-12-31',
        perUserLimit: 3,
        firstOrderOnly: true,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.coupon).toMatchObject({
      code: 'EDITED',
      kind: 'percent',
      value: 15,
      maxDiscountPaise: 7_500,
      minOrderPaise: 0,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
      perUserLimit: 3,
      usageLimit: null,
      firstOrderOnly: true,
    });
    const { rows } = await server.db.query<{
      action: string;
      before: { code: string };
      after: { code: string };
    }>(
      `select action, before, after from admin_audit_log where entity = 'coupon' and entity_id = $1
        order by created_at, id`,
      [coupon.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[1]!.before).toMatchObject({ code: 'EDITME', kind: 'flat', minOrderPaise: 20_000 });
    expect(rows[1]!.after).toMatchObject({ code: 'EDITED', kind: 'percent', value: 15 });
  });

  it('when a customer or a visitor calls the coupons admin, then it is refused and nothing is created', async () => {
    const customer = await newCustomer(server);
    expect((await server.api('/api/admin/coupons', { token: customer.token })).status).toBe(403);
    expect((await server.api('/api/admin/coupons')).status).toBe(401);
    const sneaky = await server.api('/api/admin/coupons', {
      token: customer.token,
      body: { code: 'FREEBIE', kind: 'percent', value: 100 },
    });
    expect(sneaky.status).toBe(403);
    expect((await server.db.query(`select 1 from coupons where code = 'FREEBIE'`)).rows).toHaveLength(0);
  });
});
