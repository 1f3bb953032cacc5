import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addIstDays, DELIVERY_OTP_MAX_FAILURES, formatRupees, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { testNow } from '../../test-support/test-clock.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * The handover at the door (issue 14 §4, §5, §7; ADR 0039): the customer's code, cash on delivery, lines found
 * missing or refused, the admin's handover without the code and the day's cash per rider. Real HTTP, real
 * database (PGlite, or the PostgreSQL server with TEST_DB_ENGINE=postgres).
 */

let server: TestServer;
let admin: { token: string; userId: string };
let rider: { token: string; riderId: string };
let otherRider: { token: string; riderId: string };
let customer: { token: string; userId: string };
let stranger: { token: string; userId: string };
let dal: string;
let rice: string;

async function signInRider(identifier: string, password: string) {
  const response = await server.api('/api/auth/sign-in', { body: { identifier, password } });
  if (response.status !== 200) throw new Error(`rider sign-in failed: ${JSON.stringify(response.body)}`);
  const { rows } = await server.db.query<{ id: string }>(
    'select id from delivery_agents where user_id = $1',
    [response.body.user.id],
  );
  return { token: response.body.accessToken as string, riderId: rows[0]!.id };
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = await signInAsAdmin(server);
  rider = await signInRider('rider@delivery.tokri.in', 'tokri-demo-123');
  await server.db.query('update delivery_agents set is_active = true where id = $1', [rider.riderId]);
  const email = `second-rider-${Date.now()}@delivery.tokri.in`;
  const signUp = await signUpThroughLink(server, {
    identifier: email,
    password: 'second-rider-password',
    fullName: 'Second Rider',
  });
  expect(signUp.status).toBe(200);
  otherRider = await signInRider(email, 'second-rider-password');
  customer = await newCustomer(server, 'Meera Handover');
  stranger = await newCustomer(server, 'Someone Else');
  dal = await productIdBySlug(server.db, 'toor-dal');
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await setStock(server.db, dal, 1000, 25_000);
  await setStock(server.db, rice, 1000, 12_000);
});
afterAll(async () => server?.stop());

const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  server.api(path, { token: admin.token, ...init });
const move = async (id: string, status: string) => {
  const moved = await asAdmin(`/api/admin/orders/${id}/status`, { method: 'PATCH', body: { status } });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
};

interface PlacedOrder {
  id: string;
  totalPaise: number;
  /** The dal line, then the rice line. */
  lineIds: [string, string];
  ricePaise: number;
}

/** A cash order placed through the real checkout (so its code comes from order creation), lines dal and rice. */
async function placeCodOrder(who = customer): Promise<PlacedOrder> {
  await fillCart(server, who.token, [
    { productId: dal, quantity: 1 },
    { productId: rice, quantity: 1 },
  ]);
  const placed = await placeOrder(server, who.token);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { rows } = await server.db.query<{ id: string; product_id: string; total_price_paise: number }>(
    'select id, product_id, total_price_paise from order_items where order_id = $1',
    [placed.body.order.id],
  );
  const dalLine = rows.find((row) => row.product_id === dal)!;
  const riceLine = rows.find((row) => row.product_id === rice)!;
  return {
    id: placed.body.order.id,
    totalPaise: placed.body.order.totalPaise,
    lineIds: [dalLine.id, riceLine.id],
    ricePaise: riceLine.total_price_paise,
  };
}

/** Moves an order the way the shop does: confirmed, preparing, the rider assigned (accepted), then on. */
async function handTo(
  order: PlacedOrder,
  riderId: string,
  until: 'accepted' | 'picked_up' | 'out_for_delivery',
) {
  await move(order.id, 'confirmed');
  await move(order.id, 'preparing');
  const assigned = await asAdmin(`/api/admin/orders/${order.id}/rider`, { body: { riderId } });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  if (until === 'accepted') return;
  await move(order.id, 'picked_up');
  if (until === 'picked_up') return;
  await move(order.id, 'out_for_delivery');
}

async function codeOf(orderId: string, who = customer): Promise<string> {
  const detail = await server.api(`/api/orders/${orderId}`, { token: who.token });
  expect(detail.status).toBe(200);
  return detail.body.order.deliveryOtp as string;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

const deliver = (orderId: string, body: unknown, token = rider.token) =>
  server.api(`/api/rider/orders/${orderId}/deliver`, { token, body });

async function orderRow(orderId: string) {
  const { rows } = await server.db.query<{
    status: string;
    payment_status: string;
    delivery_otp: string | null;
    delivery_otp_failures: number;
    cod_collected_paise: number | null;
    cod_collected_at: Date | null;
    cod_note: string | null;
    refund_due_paise: number;
  }>(
    `select status, payment_status, delivery_otp, delivery_otp_failures, cod_collected_paise, cod_collected_at,
            cod_note, refund_due_paise from orders where id = $1`,
    [orderId],
  );
  return rows[0]!;
}

describe('the delivery code on the customer’s order', () => {
  it('when an order is placed, then it has a 4-digit code that the customer sees only while a rider has it, and nobody else ever', async () => {
    const order = await placeCodOrder();
    const stored = (await orderRow(order.id)).delivery_otp;
    expect(stored).toMatch(/^[0-9]{4}$/);
    // Placed: no rider yet, no code shown.
    expect(await codeOf(order.id)).toBeNull();

    await handTo(order, rider.riderId, 'accepted');
    expect(await codeOf(order.id)).toBe(stored);
    const list = await server.api('/api/orders', { token: customer.token });
    expect(list.body.items.find((item: { id: string }) => item.id === order.id).deliveryOtp).toBe(stored);
    await move(order.id, 'picked_up');
    expect(await codeOf(order.id)).toBe(stored);
    await move(order.id, 'out_for_delivery');
    expect(await codeOf(order.id)).toBe(stored);

    // Never in an admin's view, never for another customer.
    const adminView = await asAdmin(`/api/admin/orders/${order.id}`);
    expect(adminView.status).toBe(200);
    expect(adminView.body.order).not.toHaveProperty('deliveryOtp');
    expect(JSON.stringify(adminView.body)).not.toContain(`"${stored}"`);
    const adminList = await asAdmin(`/api/admin/orders?q=${order.id.slice(-8)}`);
    expect(adminList.body.items[0]).not.toHaveProperty('deliveryOtp');
    expect((await server.api(`/api/orders/${order.id}`, { token: stranger.token })).status).toBe(404);
    // The rider's own view says how many tries are left, never the code.
    const wrong = await deliver(order.id, {
      otp: wrongCodeFor(stored!),
      cashCollectedPaise: order.totalPaise,
    });
    expect(JSON.stringify(wrong.body)).not.toContain(stored!);

    await deliver(order.id, { otp: stored, cashCollectedPaise: order.totalPaise });
    expect(await codeOf(order.id)).toBeNull();
  });

  it('when the handover migration runs on open orders without a code, then each gets its own and closed ones stay without', async () => {
    const open = await placeCodOrder();
    const closed = await placeCodOrder();
    await move(closed.id, 'cancelled');
    await server.db.query('update orders set delivery_otp = null where id = any($1::uuid[])', [
      [open.id, closed.id],
    ]);
    // The backfill statement of 0023, run again on these rows.
    const migration = await readFile(join(MIGRATIONS_DIR, '0023_delivery_handover.sql'), 'utf8');
    const backfill = /update orders[\s\S]*?;/.exec(migration)![0];
    await server.db.query(backfill);
    expect((await orderRow(open.id)).delivery_otp).toMatch(/^[0-9]{4}$/);
    expect((await orderRow(closed.id)).delivery_otp).toBeNull();
  });
});

describe('POST /api/rider/orders/:orderId/deliver', () => {
  it('when the rider enters the right code and the exact cash, then the order is delivered, paid_cod, the cash recorded, and the customer told live', async () => {
    const order = await placeCodOrder();
    await handTo(order, rider.riderId, 'out_for_delivery');
    const code = await codeOf(order.id);
    const answer = await deliver(order.id, { otp: code, cashCollectedPaise: order.totalPaise });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ orderId: order.id, status: 'delivered', paymentMethod: 'cod' });

    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'delivered',
      payment_status: 'paid_cod',
      cod_collected_paise: order.totalPaise,
      cod_note: null,
      refund_due_paise: 0,
    });
    expect(row.cod_collected_at).not.toBeNull();
    const history = await server.db.query<{ to_status: string; actor_role: string }>(
      `select to_status, actor_role from order_status_history where order_id = $1 order by created_at desc, id desc
        limit 1`,
      [order.id],
    );
    expect(history.rows[0]).toEqual({ to_status: 'delivered', actor_role: 'rider' });
    // Spec §8/§9: the realtime change on the customer's channel and the "delivered" notification.
    const events = await server.db.query<{ payload: { status: string; payment_status: string } }>(
      `select payload from realtime_events where topic = 'orders' and user_id = $1 and payload->>'id' = $2
        order by id desc limit 1`,
      [customer.userId, order.id],
    );
    expect(events.rows[0]!.payload).toMatchObject({ status: 'delivered', payment_status: 'paid_cod' });
    const notes = await server.db.query<{ n: number }>(
      `select count(*)::int as n from notifications where user_id = $1 and order_id = $2 and metadata->>'status' = 'delivered'`,
      [customer.userId, order.id],
    );
    expect(notes.rows[0]!.n).toBe(1);
  });

  it('when the code is wrong, then 422 says how many tries are left and the count is kept although the request failed', async () => {
    const order = await placeCodOrder();
    await handTo(order, rider.riderId, 'out_for_delivery');
    const wrong = wrongCodeFor(await codeOf(order.id));
    const first = await deliver(order.id, { otp: wrong, cashCollectedPaise: order.totalPaise });
    expect(first.status).toBe(422);
    expect(first.body.error.code).toBe('DELIVERY_OTP_WRONG');
    expect(first.body.error.message).toContain(`Tries left: ${DELIVERY_OTP_MAX_FAILURES - 1}`);
    expect(first.body.error.details).toEqual({ attemptsLeft: DELIVERY_OTP_MAX_FAILURES - 1 });
    expect((await orderRow(order.id)).delivery_otp_failures).toBe(1);

    const hindi = await server.api(`/api/rider/orders/${order.id}/deliver`, {
      token: rider.token,
      body: { otp: wrong, cashCollectedPaise: order.totalPaise },
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.status).toBe(422);
    expect(hindi.body.error.message).toContain(`बची कोशिशें: ${DELIVERY_OTP_MAX_FAILURES - 2}`);
    expect((await orderRow(order.id)).delivery_otp_failures).toBe(2);
    expect((await orderRow(order.id)).status).toBe('out_for_delivery');
  });

  it('when 5 wrong codes were entered, then the order is locked: even the right code is refused until an admin hands it over', async () => {
    const order = await placeCodOrder();
    await handTo(order, rider.riderId, 'out_for_delivery');
    const code = await codeOf(order.id);
    const statuses: number[] = [];
    for (let i = 0; i < DELIVERY_OTP_MAX_FAILURES; i += 1)
      statuses.push(
        (await deliver(order.id, { otp: wrongCodeFor(code), cashCollectedPaise: order.totalPaise })).status,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 423]);
    const right = await deliver(order.id, { otp: code, cashCollectedPaise: order.totalPaise });
    expect(right.status).toBe(423);
    expect(right.body.error.code).toBe('DELIVERY_OTP_LOCKED');
    expect(right.body.error.message).toMatch(/support/i);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'out_for_delivery',
      delivery_otp_failures: DELIVERY_OTP_MAX_FAILURES,
    });

    // The admin board hears of the lock live and shows it.
    const adminEvent = await server.db.query<{ n: number }>(
      `select count(*)::int as n from realtime_events where topic = 'admin_orders' and payload->>'id' = $1
          and payload->>'status' = 'out_for_delivery' and payload->>'old_status' = 'out_for_delivery'`,
      [order.id],
    );
    expect(adminEvent.rows[0]!.n).toBe(1);
    expect((await asAdmin(`/api/admin/orders/${order.id}`)).body.order.deliveryCodeLocked).toBe(true);
    expect(
      (await server.api(`/api/orders/${order.id}`, { token: customer.token })).body.order,
    ).not.toHaveProperty('deliveryCodeLocked');

    const override = await asAdmin(`/api/admin/orders/${order.id}/deliver`, {
      body: { reason: 'Code locked; customer confirmed on the phone', cashCollectedPaise: order.totalPaise },
    });
    expect(override.status, JSON.stringify(override.body)).toBe(200);
    expect(override.body.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid_cod' });
  });

  it('when many wrong guesses arrive at once, then no more than the limit are ever counted or answered as wrong', async () => {
    const order = await placeCodOrder();
    await handTo(order, rider.riderId, 'out_for_delivery');
    const wrong = wrongCodeFor(await codeOf(order.id));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        deliver(order.id, { otp: wrong, cashCollectedPaise: order.totalPaise }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(DELIVERY_OTP_MAX_FAILURES - 1);
    expect(statuses.filter((status) => status === 423)).toHaveLength(12 - (DELIVERY_OTP_MAX_FAILURES - 1));
    const left = answers
      .filter((answer) => answer.status === 422)
      .map((answer) => answer.body.error.details.attemptsLeft as number)
      .sort();
    expect(left).toEqual([1, 2, 3, 4]);
    expect((await orderRow(order.id)).delivery_otp_failures).toBe(DELIVERY_OTP_MAX_FAILURES);
  });

  it('when someone other than the order’s rider calls, then another rider gets 404, a customer and an admin without a rider row 403', async () => {
    const order = await placeCodOrder();
    await handTo(order, rider.riderId, 'out_for_delivery');
    const code = await codeOf(order.id);
    const body = { otp: code, cashCollectedPaise: order.totalPaise };
    expect((await deliver(order.id, body, otherRider.token)).status).toBe(404);
    expect((await deliver(order.id, body, customer.token)).status).toBe(403);
    expect((await deliver(order.id, body, admin.token)).status).toBe(403);
    expect((await server.api(`/api/rider/orders/${order.id}/deliver`, { body })).status).toBe(401);
    expect((await deliver('00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
    expect(await orderRow(order.id)).toMatchObject({ status: 'out_for_delivery', delivery_otp_failures: 0 });
  });

  it('when the order is not out for delivery yet, then 409 and no try is used', async () => {
    const order = await placeCodOrder();
    await handTo(order, rider.riderId, 'picked_up');
    const answer = await deliver(order.id, { otp: '0000', cashCollectedPaise: order.totalPaise });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('ORDER_NOT_OUT_FOR_DELIVERY');
    expect((await orderRow(order.id)).delivery_otp_failures).toBe(0);
  });
});

describe('cash on delivery', () => {
  it('when the cash is missing or short without a reason, then 422 naming the amount due; with a reason it is accepted and kept', async () => {
    const order = await placeCodOrder();
    await handTo(order, rider.riderId, 'out_for_delivery');
    const code = await codeOf(order.id);
    const none = await deliver(order.id, { otp: code });
    expect(none.status).toBe(422);
    expect(none.body.error.code).toBe('COD_CASH_REQUIRED');
    expect(none.body.error.message).toContain(formatRupees(order.totalPaise, 'en'));
    const short = await deliver(order.id, { otp: code, cashCollectedPaise: order.totalPaise - 1000 });
    expect(short.status).toBe(422);
    expect(short.body.error.code).toBe('COD_CASH_MISMATCH');
    // Cash refusals are not wrong codes.
    expect(await orderRow(order.id)).toMatchObject({ status: 'out_for_delivery', delivery_otp_failures: 0 });

    const explained = await deliver(order.id, {
      otp: code,
      cashCollectedPaise: order.totalPaise - 1000,
      cashNote: 'Customer had no change; ₹10 short',
    });
    expect(explained.status, JSON.stringify(explained.body)).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'delivered',
      payment_status: 'paid_cod',
      cod_collected_paise: order.totalPaise - 1000,
      cod_note: 'Customer had no change; ₹10 short',
    });
  });

  it('when a prepaid order is handed over with cash, then 422; without cash it is delivered and stays paid online', async () => {
    const order = await placeCodOrder();
    await server.db.query(
      `update orders set payment_method = 'online', payment_status = 'paid_online' where id = $1`,
      [order.id],
    );
    await handTo(order, rider.riderId, 'out_for_delivery');
    const code = await codeOf(order.id);
    const cash = await deliver(order.id, { otp: code, cashCollectedPaise: 100 });
    expect(cash.status).toBe(422);
    expect(cash.body.error.code).toBe('PREPAID_NO_CASH');
    const ok = await deliver(order.id, { otp: code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.amountToCollectPaise).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'delivered',
      payment_status: 'paid_online',
      cod_collected_paise: null,
      refund_due_paise: 0,
    });
  });
});

describe('lines missing at the store or refused at the door', () => {
  const line = (orderId: string, lineId: string, body: unknown, token = rider.token) =>
    server.api(`/api/rider/orders/${orderId}/lines/${lineId}`, { token, body });

  it('when a line is missing at pick-up and another refused at the door, then the cash to collect drops by exactly their price', async () => {
    const order = await placeCodOrder();
    const [dalLine, riceLine] = order.lineIds;
    await handTo(order, rider.riderId, 'picked_up');
    // Refused is for the door, not the store.
    expect((await line(order.id, riceLine, { status: 'refused' })).status).toBe(409);
    const lastEvent = async () =>
      (
        await server.db.query<{ id: string }>(
          `select max(id)::text as id from realtime_events where topic = 'orders' and user_id = $1`,
          [customer.userId],
        )
      ).rows[0]!.id;
    const eventBefore = await lastEvent();
    const missing = await line(order.id, riceLine, { status: 'missing', reason: 'Not on the shelf' });
    expect(missing.status, JSON.stringify(missing.body)).toBe(200);
    // The customer's page and the admin board hear of it live (same status, no notification template).
    expect(Number(await lastEvent())).toBeGreaterThan(Number(eventBefore));
    const stored = await server.db.query<{ line_status: string; line_status_reason: string }>(
      'select line_status, line_status_reason from order_items where id = $1',
      [riceLine],
    );
    expect(stored.rows[0]).toEqual({ line_status: 'missing', line_status_reason: 'Not on the shelf' });
    expect(missing.body.amountToCollectPaise).toBe(order.totalPaise - order.ricePaise);
    expect(missing.body.lines.find((l: { id: string }) => l.id === riceLine).status).toBe('missing');
    // A retry of the same mark changes nothing.
    expect((await line(order.id, riceLine, { status: 'missing' })).body.amountToCollectPaise).toBe(
      order.totalPaise - order.ricePaise,
    );
    // Another rider, a customer: refused.
    expect((await line(order.id, dalLine, { status: 'missing' }, otherRider.token)).status).toBe(404);
    expect((await line(order.id, dalLine, { status: 'missing' }, customer.token)).status).toBe(403);
    // The customer sees it: the line and what the order costs now.
    const view = await server.api(`/api/orders/${order.id}`, { token: customer.token });
    expect(view.body.order.amountDuePaise).toBe(order.totalPaise - order.ricePaise);

    await move(order.id, 'out_for_delivery');
    expect((await line(order.id, dalLine, { status: 'missing' })).status).toBe(409);
    expect((await line(order.id, riceLine, { status: 'refused' })).status).toBe(409);
    // Every line removed: nothing to hand over; an admin cancels instead.
    const refused = await line(order.id, dalLine, { status: 'refused', reason: 'Packet torn' });
    expect(refused.status).toBe(200);
    expect(refused.body.amountToCollectPaise).toBe(0);
    const code = await codeOf(order.id);
    const nothing = await deliver(order.id, { otp: code, cashCollectedPaise: 0 });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.code).toBe('ORDER_NOTHING_TO_DELIVER');
    await move(order.id, 'cancelled');
    expect((await orderRow(order.id)).status).toBe('cancelled');
  });

  it('when a line is refused on a cash order, then the rider collects the rest and the cash recorded is that amount', async () => {
    const order = await placeCodOrder();
    const riceLine = order.lineIds[1]!;
    await handTo(order, rider.riderId, 'out_for_delivery');
    const refused = await line(order.id, riceLine, { status: 'refused' });
    const due = order.totalPaise - order.ricePaise;
    expect(refused.body.amountToCollectPaise).toBe(due);
    const code = await codeOf(order.id);
    expect((await deliver(order.id, { otp: code, cashCollectedPaise: order.totalPaise })).status).toBe(422);
    expect((await deliver(order.id, { otp: code, cashCollectedPaise: due })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ cod_collected_paise: due, payment_status: 'paid_cod' });
  });

  it('when a prepaid order loses a line, then it is delivered with that line’s price recorded as owed back', async () => {
    const order = await placeCodOrder();
    const riceLine = order.lineIds[1]!;
    await server.db.query(
      `update orders set payment_method = 'online', payment_status = 'paid_online' where id = $1`,
      [order.id],
    );
    await handTo(order, rider.riderId, 'out_for_delivery');
    expect((await line(order.id, riceLine, { status: 'refused' })).status).toBe(200);
    expect((await deliver(order.id, { otp: await codeOf(order.id) })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'delivered',
      payment_status: 'paid_online',
      refund_due_paise: order.ricePaise,
    });
  });
});

describe('the admin’s handover without the code', () => {
  it('when the admin delivers without the code, then a reason is required and the change is in the audit log with it', async () => {
    const order = await placeCodOrder();
    await handTo(order, rider.riderId, 'out_for_delivery');
    const noReason = await asAdmin(`/api/admin/orders/${order.id}/deliver`, {
      body: { cashCollectedPaise: order.totalPaise },
    });
    expect(noReason.status).toBe(400);
    const noCash = await asAdmin(`/api/admin/orders/${order.id}/deliver`, { body: { reason: 'Phone died' } });
    expect(noCash.status).toBe(422);
    expect(noCash.body.error.code).toBe('COD_CASH_REQUIRED');
    // The board's plain "delivered" move is not a way around the code for a rider's order.
    const bare = await asAdmin(`/api/admin/orders/${order.id}/status`, {
      method: 'PATCH',
      body: { status: 'delivered' },
    });
    expect(bare.status).toBe(409);
    expect(bare.body.error.code).toBe('ORDER_DELIVER_NEEDS_REASON');
    // Customers and riders cannot.
    const body = { reason: 'x', cashCollectedPaise: order.totalPaise };
    expect(
      (await server.api(`/api/admin/orders/${order.id}/deliver`, { token: rider.token, body })).status,
    ).toBe(403);
    expect(
      (await server.api(`/api/admin/orders/${order.id}/deliver`, { token: customer.token, body })).status,
    ).toBe(403);

    const done = await asAdmin(`/api/admin/orders/${order.id}/deliver`, {
      body: { reason: 'Customer’s phone died; identity checked', cashCollectedPaise: order.totalPaise },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.order).toMatchObject({ id: order.id, status: 'delivered', paymentStatus: 'paid_cod' });
    expect(done.body.order).not.toHaveProperty('deliveryOtp');
    const audit = await server.db.query<{
      actor_user_id: string;
      action: string;
      note: string;
      after: unknown;
    }>(
      `select actor_user_id, action, note, after from admin_audit_log where entity = 'order' and entity_id = $1
        and action = 'deliver_without_code'`,
      [order.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      actor_user_id: admin.userId,
      note: 'Customer’s phone died; identity checked',
      after: { status: 'delivered', cashCollectedPaise: order.totalPaise },
    });
    const history = await server.db.query<{ actor_role: string; note: string }>(
      `select actor_role, note from order_status_history where order_id = $1 and to_status = 'delivered'`,
      [order.id],
    );
    expect(history.rows).toEqual([{ actor_role: 'admin', note: 'Customer’s phone died; identity checked' }]);
    // Once delivered there is nothing left to hand over.
    const again = await asAdmin(`/api/admin/orders/${order.id}/deliver`, { body });
    expect(again.status).toBe(409);
  });
});

describe('GET /api/admin/riders/cash', () => {
  it('when riders hand over cash orders, then the day’s cash per rider and the total add up to what was collected', async () => {
    const today = toIstDate(testNow());
    const before = await asAdmin(`/api/admin/riders/cash?date=${today}`);
    expect(before.status).toBe(200);
    const start = new Map<string, { deliveries: number; cash: number }>(
      before.body.riders.map((r: { riderId: string; deliveries: number; cashCollectedPaise: number }) => [
        r.riderId,
        { deliveries: r.deliveries, cash: r.cashCollectedPaise },
      ]),
    );
    const collected = new Map<string, { deliveries: number; cash: number }>();
    const hand = async (who: typeof rider, cash: number | 'exact', note?: string) => {
      const order = await placeCodOrder();
      await handTo(order, who.riderId, 'out_for_delivery');
      const amount = cash === 'exact' ? order.totalPaise : cash;
      const answer = await deliver(
        order.id,
        { otp: await codeOf(order.id), cashCollectedPaise: amount, ...(note ? { cashNote: note } : {}) },
        who.token,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const sum = collected.get(who.riderId) ?? { deliveries: 0, cash: 0 };
      collected.set(who.riderId, { deliveries: sum.deliveries + 1, cash: sum.cash + amount });
      return order;
    };
    await hand(rider, 'exact');
    await hand(rider, 30_000, 'Paid less, will pay tomorrow');
    await hand(otherRider, 'exact');
    const yesterdays = await hand(otherRider, 'exact');
    // One of them was delivered yesterday (IST): it belongs to yesterday's sheet, not today's.
    await server.db.query(
      `update orders set delivered_at = delivered_at - interval '1 day', cod_collected_at = cod_collected_at - interval '1 day'
        where id = $1`,
      [yesterdays.id],
    );
    const yesterdaysCash = (await orderRow(yesterdays.id)).cod_collected_paise!;
    collected.set(otherRider.riderId, {
      deliveries: collected.get(otherRider.riderId)!.deliveries - 1,
      cash: collected.get(otherRider.riderId)!.cash - yesterdaysCash,
    });

    const report = await asAdmin(`/api/admin/riders/cash?date=${today}`);
    expect(report.status).toBe(200);
    expect(report.body.date).toBe(today);
    for (const who of [rider, otherRider]) {
      const row = report.body.riders.find((r: { riderId: string }) => r.riderId === who.riderId);
      const was = start.get(who.riderId) ?? { deliveries: 0, cash: 0 };
      const added = collected.get(who.riderId)!;
      expect(row).toMatchObject({
        deliveries: was.deliveries + added.deliveries,
        cashCollectedPaise: was.cash + added.cash,
      });
    }
    expect(report.body.totalPaise).toBe(
      report.body.riders.reduce(
        (sum: number, r: { cashCollectedPaise: number }) => sum + r.cashCollectedPaise,
        0,
      ),
    );
    const yesterday = await asAdmin(`/api/admin/riders/cash?date=${addIstDays(today, -1)}`);
    const other = yesterday.body.riders.find((r: { riderId: string }) => r.riderId === otherRider.riderId);
    expect(other.cashCollectedPaise).toBeGreaterThanOrEqual(yesterdaysCash);
    // Without a date: today.
    expect((await asAdmin('/api/admin/riders/cash')).body.totalPaise).toBe(report.body.totalPaise);
    expect((await asAdmin('/api/admin/riders/cash?date=2026-13-40')).status).toBe(400);
    expect((await server.api('/api/admin/riders/cash', { token: rider.token })).status).toBe(403);
  });
});

describe('bad input', () => {
  it('when the body is malformed, then a translated 4xx, never a 500, and no try is used', async () => {
    const order = await placeCodOrder();
    await handTo(order, rider.riderId, 'out_for_delivery');
    const lineId = order.lineIds[0]!;
    const bodies: unknown[] = [
      { otp: 'abcd', cashCollectedPaise: order.totalPaise },
      { otp: '12345', cashCollectedPaise: order.totalPaise },
      { otp: '123', cashCollectedPaise: order.totalPaise },
      { otp: 1234, cashCollectedPaise: order.totalPaise },
      { otp: '1234', cashCollectedPaise: -1 },
      { otp: '1234', cashCollectedPaise: 10.5 },
      { otp: '1234', cashCollectedPaise: order.totalPaise, cashNote: 'short\u0000by ten' },
      { otp: '1234', cashCollectedPaise: order.totalPaise, cashNote: 'x'.repeat(301) },
      { otp: '1234', cashCollectedPaise: order.totalPaise, extra: true },
      {},
    ];
    for (const body of bodies) {
      const answer = await deliver(order.id, body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      expect(answer.body.error.message, JSON.stringify(body)).toBeTruthy();
    }
    const rawJson = await server.api(`/api/rider/orders/${order.id}/deliver`, {
      token: rider.token,
      rawBody: '{"otp":',
      headers: { 'content-type': 'application/json' },
    });
    expect(rawJson.status).toBe(400);
    expect((await deliver('not-a-uuid', { otp: '1234' })).status).toBe(404);
    const badLine = await server.api(`/api/rider/orders/${order.id}/lines/${lineId}`, {
      token: rider.token,
      body: { status: 'refused', reason: 'torn\u0007packet' },
    });
    expect(badLine.status).toBe(400);
    const badStatus = await server.api(`/api/rider/orders/${order.id}/lines/${lineId}`, {
      token: rider.token,
      body: { status: 'ok' },
    });
    expect(badStatus.status).toBe(400);
    const otherOrdersLine = await server.api(`/api/rider/orders/${order.id}/lines/${order.id}`, {
      token: rider.token,
      body: { status: 'refused' },
    });
    expect(otherOrdersLine.status).toBe(404);
    const adminBad = await asAdmin(`/api/admin/orders/${order.id}/deliver`, {
      body: { reason: 'bad\u0000reason', cashCollectedPaise: -5 },
    });
    expect(adminBad.status).toBe(400);
    expect(await orderRow(order.id)).toMatchObject({ status: 'out_for_delivery', delivery_otp_failures: 0 });
  });
});
