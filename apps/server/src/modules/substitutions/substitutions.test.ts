import { addIstDays, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRider, newStore, type TestRider } from '../../test-support/rider-fixtures.js';
import {
  ADDRESS,
  fillCart,
  newCustomer,
  placeOrder,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { testNow } from '../../test-support/test-clock.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { receiveLot } from '../inventory/stock-lots.js';

/**
 * Substitution choice per item (issue 15 item 2, ADR 0045): chosen and remembered at checkout, applied when the
 * rider marks a line unavailable, rejected within the window, the money owed at the moment of each change.
 * Real HTTP, real database (PGlite, or PostgreSQL with TEST_DB_ENGINE=postgres), an injected clock.
 */

let server: TestServer;
let admin: { token: string };
let rider: TestRider;
// Every time here is relative to the run's clock (a time-travel run moves it): the test's own clock starts there.
const start = testNow();
const later = (minutes: number, seconds = 0) => new Date(start.getTime() + (minutes * 60 + seconds) * 1000);
let now = start;
/** The products of a category of the test's own: prices per unit, all sold by themselves. */
const p: Record<'original' | 'cheaper' | 'dearer' | 'otherUnit' | 'far' | 'second', string> = {
  original: '',
  cheaper: '',
  dearer: '',
  otherUnit: '',
  far: '',
  second: '',
};
let elsewhere: string;
let counter = 0;

async function product(categoryId: string, name: string, pricePaise: number, unit: string, stock: number) {
  const slug = `subs-${name.toLowerCase().replaceAll(' ', '-')}-${Date.now().toString(36)}${counter++}`;
  const { rows } = await server.db.query<{ id: string }>(
    `insert into products (category_id, slug, name, price_paise, unit, stock_quantity)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [categoryId, slug, name, pricePaise, unit, stock],
  );
  return rows[0]!.id;
}

async function category(slug: string) {
  const { rows } = await server.db.query<{ id: string }>(
    'insert into categories (slug, name) values ($1, $1) returning id',
    [`${slug}-${Date.now().toString(36)}`],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, clock: () => now });
  admin = await signInAsAdmin(server);
  const oils = await category('subs-oils');
  const other = await category('subs-other');
  // The original at ₹100 for 1 L: ₹95 (500 ml) is nearest, ₹90 and ₹110 (both 1 L) tie ₹10 away and the cheaper
  // wins, ₹300 is far; a ₹100 product of another category is never offered.
  p.original = await product(oils, 'Groundnut Oil', 100_00, '1 L', 50);
  p.cheaper = await product(oils, 'Sunflower Oil', 90_00, '1 L', 50);
  p.dearer = await product(oils, 'Mustard Oil', 110_00, '1 L', 50);
  p.otherUnit = await product(oils, 'Rice Bran Oil', 95_00, '500 ml', 50);
  p.far = await product(oils, 'Olive Oil', 300_00, '1 L', 50);
  p.second = await product(other, 'Toor Dal Test', 150_00, '1 kg', 50);
  elsewhere = await product(other, 'Moong Dal Test', 100_00, '1 kg', 50);
  rider = await newRider(server, await newStore(server), 'Ravi Substitutes');
});
afterAll(async () => server?.stop());

const stockOf = async (productId: string) =>
  (
    await server.db.query<{ s: number }>('select stock_quantity as s from products where id = $1', [
      productId,
    ])
  ).rows[0]!.s;
const setStockOf = (productId: string, stock: number) =>
  server.db.query('update products set stock_quantity = $2 where id = $1', [productId, stock]);

async function move(orderId: string, status: string) {
  const moved = await server.api(`/api/admin/orders/${orderId}/status`, {
    method: 'PATCH',
    token: admin.token,
    body: { status },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

/** Pays an online order on the sandbox's hosted page, as the customer would. */
async function payOnline(orderId: string, token: string) {
  const start = await server.api(`/api/payments/orders/${orderId}/start`, { method: 'POST', token });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const payment = start.body.payment;
  const pageToken = new URL(payment.checkoutUrl, server.url).searchParams.get('token') ?? '';
  const approve = await fetch(`${server.url}/sandbox-gateway/checkout/${payment.gatewayOrderId}/approve`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ token: pageToken }),
  });
  const result = Object.fromEntries(new URL(approve.headers.get('location') ?? '/', server.url).searchParams);
  const verified = await server.api('/api/payments/verify', { token, body: result });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}

interface Scene {
  orderId: string;
  token: string;
  totalPaise: number;
  lines: Map<string, { id: string; total: number }>;
}

/**
 * A customer's order of `lines` with `substitutions`, paid online (or cash), handed to the test's rider and
 * picked up: the moment a rider finds what is on the shelf.
 */
async function orderWith(
  lines: { productId: string; quantity: number }[],
  substitutions: unknown,
  paymentMethod: 'online' | 'cod' = 'online',
  customer?: { token: string },
): Promise<Scene> {
  const who = customer ?? (await newCustomer(server, 'Asha Substitute'));
  await fillCart(server, who.token, lines);
  const placed = await placeOrder(server, who.token, {
    address: ADDRESS,
    paymentMethod,
    ...(substitutions === undefined ? {} : { substitutions }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.order.id as string;
  if (paymentMethod === 'online') await payOnline(orderId, who.token);
  await move(orderId, 'confirmed');
  await move(orderId, 'preparing');
  const assigned = await server.api(`/api/admin/orders/${orderId}/rider`, {
    token: admin.token,
    body: { riderId: rider.riderId },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  await move(orderId, 'picked_up');
  const { rows } = await server.db.query<{ id: string; product_id: string; total_price_paise: number }>(
    'select id, product_id, total_price_paise from order_items where order_id = $1',
    [orderId],
  );
  return {
    orderId,
    token: who.token,
    totalPaise: placed.body.order.totalPaise,
    lines: new Map(rows.map((row) => [row.product_id, { id: row.id, total: row.total_price_paise }])),
  };
}

const unavailable = (scene: Scene, productId: string, extra: Record<string, unknown> = {}) =>
  server.api(`/api/rider/orders/${scene.orderId}/lines/${scene.lines.get(productId)!.id}`, {
    token: rider.token,
    body: { status: 'unavailable', ...extra },
  });

async function itemsOf(orderId: string) {
  const { rows } = await server.db.query<{
    id: string;
    product_id: string;
    line_status: string;
    total_price_paise: number;
    unit_price_paise: number;
    quantity: number;
    substitute_for: string | null;
    substitution_choice: string;
  }>(
    `select id, product_id, line_status, total_price_paise, unit_price_paise, quantity, substitute_for,
            substitution_choice
       from order_items where order_id = $1 order by created_at, id`,
    [orderId],
  );
  return rows;
}

async function refundsOf(orderId: string) {
  const { rows } = await server.db.query<{ amount_paise: number; cause: string; status: string }>(
    'select amount_paise, cause, status from refunds where order_id = $1 order by created_at, id',
    [orderId],
  );
  return rows;
}

async function dueOf(scene: Scene) {
  const detail = await server.api(`/api/orders/${scene.orderId}`, { token: scene.token });
  expect(detail.status).toBe(200);
  return detail.body.order.amountDuePaise as number;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('choosing at checkout', () => {
  it('when the customer sends a default and a per-line override, then each line keeps its own choice', async () => {
    const scene = await orderWith(
      [
        { productId: p.original, quantity: 1 },
        { productId: p.second, quantity: 1 },
      ],
      {
        default: 'call',
        lines: [{ productId: p.original, choice: 'specific', specificProductId: p.dearer }],
      },
    );
    const items = await itemsOf(scene.orderId);
    expect(Object.fromEntries(items.map((item) => [item.product_id, item.substitution_choice]))).toEqual({
      [p.original]: 'specific',
      [p.second]: 'call',
    });
  });

  it('when nothing is sent, then each line is best match; the next time the remembered choice is pre-filled and used', async () => {
    const customer = await newCustomer(server, 'Remembering Customer');
    const first = await orderWith([{ productId: p.original, quantity: 1 }], undefined, 'cod', customer);
    expect((await itemsOf(first.orderId))[0]!.substitution_choice).toBe('best_match');

    await orderWith(
      [{ productId: p.original, quantity: 1 }],
      { lines: [{ productId: p.original, choice: 'specific', specificProductId: p.cheaper }] },
      'cod',
      customer,
    );
    await fillCart(server, customer.token, [{ productId: p.original, quantity: 2 }]);
    const options = await server.api('/api/substitutions/checkout', { token: customer.token });
    expect(options.status).toBe(200);
    const line = options.body.lines[0];
    expect(line.remembered).toEqual({ choice: 'specific', specificProductId: p.cheaper });
    // Same category, on sale, in stock, nearest price first; the other category's ₹100 product is not offered.
    expect(line.similar.map((item: { id: string }) => item.id)).toEqual([
      p.otherUnit,
      p.cheaper,
      p.dearer,
      p.far,
    ]);

    const placed = await placeOrder(server, customer.token, { address: ADDRESS, paymentMethod: 'cod' });
    expect(placed.status).toBe(201);
    const items = await itemsOf(placed.body.order.id);
    expect(items[0]!.substitution_choice).toBe('specific');
  });

  it('when the specific product is not similar (another category), then checkout refuses with a translated 422 and no order', async () => {
    const customer = await newCustomer(server, 'Wrong Pick');
    await fillCart(server, customer.token, [{ productId: p.original, quantity: 1 }]);
    const placed = await placeOrder(server, customer.token, {
      address: ADDRESS,
      paymentMethod: 'cod',
      substitutions: { lines: [{ productId: p.original, choice: 'specific', specificProductId: elsewhere }] },
    });
    expect(placed.status).toBe(422);
    expect(placed.body.error.code).toBe('SUBSTITUTE_NOT_SIMILAR');
    const { rows } = await server.db.query('select 1 from orders where user_id = $1', [customer.userId]);
    expect(rows).toHaveLength(0);
  });
});

describe('applying the choice when the rider finds a line unavailable', () => {
  it('when the choice is refund me, then the line is removed, no stock moves and the prepaid order is owed the line at once', async () => {
    const scene = await orderWith(
      [
        { productId: p.original, quantity: 2 },
        { productId: p.second, quantity: 1 },
      ],
      { lines: [{ productId: p.original, choice: 'refund' }] },
    );
    const stockBefore = await stockOf(p.original);
    const marked = await unavailable(scene, p.original);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(
      marked.body.lines.find((line: { id: string }) => line.id === scene.lines.get(p.original)!.id).status,
    ).toBe('missing');
    expect(await stockOf(p.original)).toBe(stockBefore);
    const refunds = await refundsOf(scene.orderId);
    expect(refunds).toEqual([{ amount_paise: 200_00, cause: 'lines_removed', status: 'owed' }]);
    expect(sum(refunds.map((r) => r.amount_paise)) + (await dueOf(scene))).toBe(scene.totalPaise);
    const { rows } = await server.db.query<{ status: string }>('select status from orders where id = $1', [
      scene.orderId,
    ]);
    expect(rows[0]!.status).toBe('picked_up');
  });

  it('when the choice is best match, then the nearest price in stock substitutes it, takes stock, is charged no more and owes the difference once (retried)', async () => {
    const scene = await orderWith([{ productId: p.original, quantity: 2 }], undefined);
    // ₹95 (500 ml) is nearest; out of stock for 2, so ₹90 and ₹110 tie at ₹10 away: the cheaper wins.
    await setStockOf(p.otherUnit, 1);
    const cheaperBefore = await stockOf(p.cheaper);
    const first = await unavailable(scene, p.original);
    const again = await unavailable(scene, p.original);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.status).toBe(200);
    const items = await itemsOf(scene.orderId);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ product_id: p.original, line_status: 'substituted' });
    expect(items[1]).toMatchObject({
      product_id: p.cheaper,
      line_status: 'ok',
      substitute_for: items[0]!.id,
      quantity: 2,
      total_price_paise: 180_00,
    });
    expect(await stockOf(p.cheaper)).toBe(cheaperBefore - 2);
    expect(await refundsOf(scene.orderId)).toEqual([
      { amount_paise: 20_00, cause: 'substitute_cheaper', status: 'owed' },
    ]);
    expect((await dueOf(scene)) + 20_00).toBe(scene.totalPaise);
    // The customer hears of it, in their language, as a notification of its own.
    const { rows } = await server.db.query<{ message: string }>(
      `select message from notifications where order_id = $1 and metadata ->> 'template' = 'substitute_offered'`,
      [scene.orderId],
    );
    expect(rows[0]?.message).toContain('Sunflower Oil');
    await setStockOf(p.otherUnit, 50);
  });

  it('when a Hindi reader’s line is substituted, then the notice names both products as the shop does in Hindi (issue 32 item 6)', async () => {
    const ghee = await category('subs-ghee');
    const cow = await product(ghee, 'Cow Ghee', 100_00, '1 L', 50);
    const buffalo = await product(ghee, 'Buffalo Ghee', 90_00, '1 L', 50);
    for (const [id, hi, te] of [
      [cow, 'गाय का घी', 'ఆవు నెయ్యి'],
      [buffalo, 'भैंस का घी', 'గేదె నెయ్యి'],
    ] as const)
      await server.db.query('update products set translations = $2 where id = $1', [
        id,
        JSON.stringify({ hi: { name: hi }, te: { name: te } }),
      ]);
    const customer = await newCustomer(server, 'Sunita Verma');
    await server.db.query(`update profiles set preferred_language = 'hi' where user_id = $1`, [
      customer.userId,
    ]);
    const scene = await orderWith([{ productId: cow, quantity: 1 }], undefined, 'cod', customer);
    expect((await unavailable(scene, cow)).status).toBe(200);
    const notices = await server.api('/api/notifications', { token: customer.token });
    const notice = (notices.body.items as { message: string; metadata: { template?: string } }[]).find(
      (item) => item.metadata.template === 'substitute_offered',
    );
    expect(notice?.message).toContain('गाय का घी');
    expect(notice?.message).toContain('भैंस का घी');
    expect(notice?.message).not.toMatch(/Cow Ghee|Buffalo Ghee/);
  });

  it('when the only substitute costs more, then it is charged the original line total and nothing changes in money', async () => {
    const scene = await orderWith([{ productId: p.original, quantity: 1 }], {
      lines: [{ productId: p.original, choice: 'specific', specificProductId: p.far }],
    });
    const due = await dueOf(scene);
    expect((await unavailable(scene, p.original)).status).toBe(200);
    const items = await itemsOf(scene.orderId);
    expect(items[1]).toMatchObject({
      product_id: p.far,
      unit_price_paise: 300_00,
      total_price_paise: 100_00,
    });
    expect(await dueOf(scene)).toBe(due);
    expect(await refundsOf(scene.orderId)).toEqual([]);
  });

  it('when the specific product is out of stock, then the line falls back to refund', async () => {
    const scene = await orderWith([{ productId: p.original, quantity: 1 }], {
      lines: [{ productId: p.original, choice: 'specific', specificProductId: p.dearer }],
    });
    await setStockOf(p.dearer, 0);
    expect((await unavailable(scene, p.original)).status).toBe(200);
    const items = await itemsOf(scene.orderId);
    expect(items.map((item) => item.line_status)).toEqual(['missing']);
    expect((await refundsOf(scene.orderId)).map((r) => r.cause)).toEqual(['lines_removed']);
    await setStockOf(p.dearer, 50);
  });

  it('when the choice is call me, then the rider must call first, and then substitutes or removes', async () => {
    const scene = await orderWith(
      [
        { productId: p.original, quantity: 1 },
        { productId: p.second, quantity: 1 },
      ],
      { default: 'call' },
    );
    const refused = await server.api(
      `/api/rider/orders/${scene.orderId}/lines/${scene.lines.get(p.original)!.id}`,
      { token: rider.token, body: { status: 'unavailable' }, headers: { 'accept-language': 'hi' } },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('SUBSTITUTION_CALL_FIRST');
    expect((await itemsOf(scene.orderId)).map((item) => item.line_status)).toEqual(['ok', 'ok']);

    expect((await unavailable(scene, p.original, { afterCall: 'substitute' })).status).toBe(200);
    expect((await unavailable(scene, p.second, { afterCall: 'remove' })).status).toBe(200);
    const items = await itemsOf(scene.orderId);
    expect(items.find((item) => item.product_id === p.original)!.line_status).toBe('substituted');
    expect(items.find((item) => item.product_id === p.second)!.line_status).toBe('missing');
    expect(items.some((item) => item.substitute_for !== null)).toBe(true);
  });

  it('when a cash order gets a cheaper substitute, then no refund is owed and the rider collects the lower amount due', async () => {
    const scene = await orderWith(
      [
        { productId: p.original, quantity: 1 },
        { productId: p.second, quantity: 1 },
      ],
      { lines: [{ productId: p.original, choice: 'specific', specificProductId: p.cheaper }] },
      'cod',
    );
    const marked = await unavailable(scene, p.original);
    expect(marked.status).toBe(200);
    expect(marked.body.amountToCollectPaise).toBe(scene.totalPaise - 10_00);
    expect(await refundsOf(scene.orderId)).toEqual([]);
  });
});

describe('rejecting a substitute', () => {
  const reject = (scene: Scene, lineId: string, language = 'en') =>
    server.api(`/api/orders/${scene.orderId}/substitutes/${lineId}/reject`, {
      method: 'POST',
      token: scene.token,
      headers: { 'accept-language': language },
    });

  it('when the customer rejects within the window (twice), then the substitute is removed, its stock returns and one refund is owed', async () => {
    now = later(60);
    const scene = await orderWith(
      [
        { productId: p.original, quantity: 1 },
        { productId: p.second, quantity: 1 },
      ],
      { lines: [{ productId: p.original, choice: 'specific', specificProductId: p.cheaper }] },
    );
    await unavailable(scene, p.original);
    const substitute = (await itemsOf(scene.orderId)).find((item) => item.substitute_for !== null)!;
    const stockAfterSubstitution = await stockOf(p.cheaper);
    now = later(64, 59);
    const first = await reject(scene, substitute.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.order.items.find((item: { id: string }) => item.id === substitute.id).lineStatus).toBe(
      'rejected',
    );
    expect((await reject(scene, substitute.id)).status).toBe(200);
    expect(await stockOf(p.cheaper)).toBe(stockAfterSubstitution + 1);
    const refunds = await refundsOf(scene.orderId);
    expect(refunds).toEqual([
      { amount_paise: 10_00, cause: 'substitute_cheaper', status: 'owed' },
      { amount_paise: 90_00, cause: 'substitute_rejected', status: 'owed' },
    ]);
    expect(sum(refunds.map((r) => r.amount_paise)) + (await dueOf(scene))).toBe(scene.totalPaise);
  });

  it('when a perishable substitute is rejected and the order is then cancelled, then its lot gets back exactly what it gave, once, the missing original never comes back, and the substitute carried its own HSN code', async () => {
    now = later(90);
    const dairy = await category('subs-dairy');
    const paneer = await product(dairy, 'Malai Paneer', 80_00, '200 g', 10);
    const fresh = await product(dairy, 'Fresh Paneer', 75_00, '200 g', 0);
    await server.db.query(`update products set hsn_code = '0406', gst_rate = 5 where id = $1`, [fresh]);
    const { lotId } = await server.db.transaction((tx) =>
      receiveLot(
        tx,
        {
          productId: fresh,
          variantId: null,
          quantity: 6,
          packedOn: toIstDate(now),
          bestBefore: addIstDays(toIstDate(now), 14),
          actorUserId: null,
        },
        now,
      ),
    );
    const lotLeft = async () =>
      (
        await server.db.query<{ left: number }>(
          'select quantity_left as left from stock_lots where id = $1',
          [lotId],
        )
      ).rows[0]!.left;
    const scene = await orderWith([{ productId: paneer, quantity: 2 }], { default: 'best_match' });
    await setStockOf(paneer, 3); // the rider finds none: the shelf count is corrected to what is really there
    expect((await unavailable(scene, paneer)).status).toBe(200);
    expect([await stockOf(fresh), await lotLeft()]).toEqual([4, 4]);
    const substitute = (await itemsOf(scene.orderId)).find((item) => item.substitute_for !== null)!;
    expect(substitute.product_id).toBe(fresh);
    // The invoice names the substitute as supplied: its own HSN code and rate are on the line.
    const { rows: taxed } = await server.db.query<{ hsn_code: string; gst_rate: number }>(
      'select hsn_code, gst_rate from order_items where id = $1',
      [substitute.id],
    );
    expect(taxed[0]).toEqual({ hsn_code: '0406', gst_rate: 5 });
    expect((await reject(scene, substitute.id)).status).toBe(200);
    // Back on the shelf and in its lot together (stock = sum of lots), not only in the count.
    expect([await stockOf(fresh), await lotLeft()]).toEqual([6, 6]);
    await move(scene.orderId, 'cancelled');
    // Cancelling gives back neither the rejected substitute (already back) nor the paneer that was not there.
    expect([await stockOf(fresh), await lotLeft(), await stockOf(paneer)]).toEqual([6, 6, 3]);
  });

  it('when the window has passed, then reject is refused with a translated 409 and nothing changes', async () => {
    now = later(120);
    const scene = await orderWith([{ productId: p.original, quantity: 1 }], {
      lines: [{ productId: p.original, choice: 'specific', specificProductId: p.cheaper }],
    });
    await unavailable(scene, p.original);
    const substitute = (await itemsOf(scene.orderId)).find((item) => item.substitute_for !== null)!;
    now = later(125, 1);
    const late = await reject(scene, substitute.id, 'hi');
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SUBSTITUTE_REJECT_CLOSED');
    expect(late.body.error.message).toContain('अस्वीकार');
    expect((await itemsOf(scene.orderId)).find((item) => item.id === substitute.id)!.line_status).toBe('ok');
    expect((await refundsOf(scene.orderId)).map((r) => r.cause)).toEqual(['substitute_cheaper']);
  });

  it('when another customer or a line that is no substitute is named, then 404', async () => {
    now = later(180);
    const scene = await orderWith([{ productId: p.original, quantity: 1 }], {
      lines: [{ productId: p.original, choice: 'specific', specificProductId: p.cheaper }],
    });
    await unavailable(scene, p.original);
    const items = await itemsOf(scene.orderId);
    const substitute = items.find((item) => item.substitute_for !== null)!;
    const stranger = await newCustomer(server, 'Not Mine');
    expect((await reject({ ...scene, token: stranger.token }, substitute.id)).status).toBe(404);
    expect((await reject(scene, items[0]!.id)).status).toBe(404);
  });
});

describe('the handover after substitutions', () => {
  it('when a prepaid order with a substitute and a line refused at the door is delivered, then refunds owed + refund due at the handover = total - due', async () => {
    now = later(240);
    const scene = await orderWith(
      [
        { productId: p.original, quantity: 1 },
        { productId: p.second, quantity: 2 },
      ],
      { lines: [{ productId: p.original, choice: 'specific', specificProductId: p.cheaper }] },
    );
    await unavailable(scene, p.original);
    // Refused at the door: removed at the handover, owed through refund_due_paise.
    await move(scene.orderId, 'out_for_delivery');
    const refused = await server.api(
      `/api/rider/orders/${scene.orderId}/lines/${scene.lines.get(p.second)!.id}`,
      { token: rider.token, body: { status: 'refused' } },
    );
    expect(refused.status).toBe(200);
    const { rows: codes } = await server.db.query<{ delivery_otp: string }>(
      'select delivery_otp from orders where id = $1',
      [scene.orderId],
    );
    const delivered = await server.api(`/api/rider/orders/${scene.orderId}/deliver`, {
      token: rider.token,
      body: { otp: codes[0]!.delivery_otp },
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const { rows } = await server.db.query<{ refund_due_paise: number; status: string }>(
      'select refund_due_paise, status from orders where id = $1',
      [scene.orderId],
    );
    const owedBefore = sum((await refundsOf(scene.orderId)).map((r) => r.amount_paise));
    const due = await dueOf(scene);
    expect(rows[0]!.status).toBe('delivered');
    expect(owedBefore).toBe(10_00);
    expect(rows[0]!.refund_due_paise).toBe(300_00);
    expect(owedBefore + rows[0]!.refund_due_paise + due).toBe(scene.totalPaise);
  });
});
