import { addIstDays, type IstDate, nextDeliveryDate, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS, productIdBySlug } from '../../test-support/shop-fixtures.js';
import {
  createPlan as createPlanFor,
  customerWithAddress as customerWith,
  istAt,
  type PlanCustomer,
} from '../../test-support/subscription-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { loadPlanDates } from './subscription-plan-dates.js';

/*
 * The subscriptions API on a clock the test moves: Tuesday 10 March 2026 in IST unless a test says otherwise,
 * so "tomorrow" is Wednesday the 11th and its changes close at 22:00 IST on the 10th.
 */

const TODAY = '2026-03-10';
const TOMORROW = '2026-03-11';
const DAY_AFTER = '2026-03-12';
const at = istAt;

let clock = at(TODAY, '10:00');
let server: TestServer;
let milkId: string;
let milkVariantId: string;
let otherVariantId: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true, clock: () => clock });
  milkId = await productIdBySlug(server.db, 'toned-milk');
  await server.db.query('update products set is_active = true where id = $1', [milkId]);
  const { rows } = await server.db.query<{ id: string; product_id: string }>(
    `select id, product_id from product_variants where is_active order by (product_id = $1) desc, sort_order`,
    [milkId],
  );
  milkVariantId = rows.find((row) => row.product_id === milkId)!.id;
  otherVariantId = rows.find((row) => row.product_id !== milkId)!.id;
});
afterAll(async () => server?.stop());
beforeEach(() => {
  clock = at(TODAY, '10:00');
});

const customerWithAddress = (name = 'Asha') => customerWith(server, name);
type Customer = PlanCustomer;
const createPlan = (customer: Customer, overrides: Record<string, unknown> = {}) =>
  createPlanFor(server, customer, { productId: milkId, startDate: TODAY, ...overrides });

async function stored(id: string) {
  const { rows } = await server.db.query<{
    next_delivery_date: IstDate | null;
    quantity: number;
    is_active: boolean;
    deleted_at: Date | null;
  }>('select next_delivery_date, quantity, is_active, deleted_at from subscriptions where id = $1', [id]);
  return rows[0]!;
}

/** The stored next delivery must be what the core rule says for the plan's rows, seen from the clock's today. */
async function expectNextMatchesRule(id: string) {
  const today = toIstDate(clock);
  const plan = (await loadPlanDates(server.db, id, today))!;
  const expected = nextDeliveryDate(plan.schedule, today, plan.pauses, plan.skips);
  expect((await stored(id)).next_delivery_date).toBe(expected);
  return expected;
}

describe(`subscriptions API on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a customer subscribes, then the plan starts tomorrow, snapshots the served address and lists newest first', async () => {
    const asha = await customerWithAddress();
    const first = await createPlan(asha);
    expect(first.nextDeliveryDate).toBe(TOMORROW);
    await expectNextMatchesRule(first.id);
    const { rows } = await server.db.query<{
      delivery_address: { pincode: string; house: string };
      seller_location_id: string | null;
      delivery_distance_km: string | null;
    }>('select delivery_address, seller_location_id, delivery_distance_km from subscriptions where id = $1', [
      first.id,
    ]);
    expect(rows[0]!.delivery_address).toMatchObject({ pincode: ADDRESS.pincode, house: ADDRESS.house });
    expect(rows[0]!.seller_location_id).not.toBeNull();
    expect(rows[0]!.delivery_distance_km).not.toBeNull();

    const second = await createPlan(asha, {
      variantId: milkVariantId,
      type: 'weekly',
      deliveryDays: [5],
      startDate: DAY_AFTER,
      quantity: 1,
    });
    expect(second.nextDeliveryDate).toBe('2026-03-13'); // the first Friday on or after the 12th

    const list = await server.api('/api/subscriptions', {
      token: asha.token,
      headers: { 'x-language': 'hi' },
    });
    expect(list.status).toBe(200);
    expect(list.body.today).toBe(TODAY);
    expect(list.body.now).toBe(clock.toISOString());
    expect(list.body.settings.changeCutoffMinutes).toBe(22 * 60);
    expect(list.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    const [weekly, daily] = list.body.subscriptions;
    expect(daily.productName).toBe('टोंड दूध');
    expect(daily).toMatchObject({ type: 'daily', quantity: 2, startDate: TODAY, paymentMethod: 'cod' });
    expect(weekly).toMatchObject({ variantId: milkVariantId, deliveryDays: [5], available: true });
    const { rows: price } = await server.db.query<{ price_paise: number; discount: number }>(
      `select v.price_paise, coalesce(v.discount_percentage, p.discount_percentage) as discount
         from product_variants v join products p on p.id = v.product_id where v.id = $1`,
      [milkVariantId],
    );
    expect(weekly.mrpPaise).toBe(price[0]!.price_paise);
    expect(weekly.unitPricePaise).toBe(
      Math.round((price[0]!.price_paise * (100 - price[0]!.discount)) / 100),
    );
  });

  it('when a visitor subscribes, then the answer is 401 with the spec message; other routes say AUTH_REQUIRED', async () => {
    const response = await server.api('/api/subscriptions', {
      body: { productId: milkId, type: 'daily', startDate: TODAY, paymentMethod: 'cod', addressId: milkId },
    });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({
      code: 'SUBSCRIPTION_AUTH_REQUIRED',
      message: 'User must be authenticated to create subscription',
    });
    const list = await server.api('/api/subscriptions');
    expect(list.status).toBe(401);
    expect(list.body.error.code).toBe('AUTH_REQUIRED');
  });

  it('when another customer names a plan, then every route answers 404 and the plan is untouched', async () => {
    const asha = await customerWithAddress('Asha');
    const vikram = await customerWithAddress('Vikram');
    const plan = await createPlan(asha);
    const before = await server.api(`/api/subscriptions/${plan.id}`, { token: asha.token });
    const base = `/api/subscriptions/${plan.id}`;
    const attempts: [string, string, unknown?][] = [
      ['GET', base],
      ['PATCH', base, { quantity: 5 }],
      ['DELETE', base],
      ['POST', `${base}/pauses`, { from: DAY_AFTER, to: null }],
      ['POST', `${base}/resume`],
      ['PUT', `${base}/skips/${DAY_AFTER}`],
      ['DELETE', `${base}/skips/${DAY_AFTER}`],
      ['PUT', `${base}/quantities/${DAY_AFTER}`, { quantity: 3 }],
      ['DELETE', `${base}/quantities/${DAY_AFTER}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await server.api(path, { method, token: vikram.token, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const after = await server.api(base, { token: asha.token });
    expect(after.body).toEqual(before.body);
    expect((await server.api('/api/subscriptions', { token: vikram.token })).body.subscriptions).toEqual([]);
    // Vikram cannot deliver to Asha's saved address either.
    const theirs = await server.api('/api/subscriptions', {
      token: vikram.token,
      body: {
        productId: milkId,
        type: 'daily',
        startDate: TODAY,
        paymentMethod: 'cod',
        addressId: asha.addressId,
      },
    });
    expect(theirs.status).toBe(404);
    // Every subscriptions event went to the owner only.
    const { rows } = await server.db.query<{ user_id: string }>(
      `select user_id from realtime_events where topic = 'subscriptions' and payload ->> 'id' = $1`,
      [plan.id],
    );
    expect(rows.length).toBe(1);
    expect(rows.every((row) => row.user_id === asha.userId)).toBe(true);
  });

  it('when input is wrong, then each mistake is a 4xx with its own code, never a 500', async () => {
    const asha = await customerWithAddress();
    const valid = {
      productId: milkId,
      type: 'daily',
      startDate: TOMORROW,
      paymentMethod: 'cod',
      addressId: asha.addressId,
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ startDate: '2026-02-30' }, 400, 'INVALID_DATE'],
      [{ type: 'weekly', deliveryDays: [1, 3] }, 400, 'SUBSCRIPTION_DAYS_INVALID'],
      [{ type: 'weekdays', deliveryDays: [] }, 400, 'SUBSCRIPTION_DAYS_INVALID'],
      [{ quantity: 0 }, 400, 'VALIDATION'],
      [{ quantity: 21 }, 400, 'VALIDATION'],
      [{ endDate: TODAY }, 400, 'SUBSCRIPTION_END_BEFORE_START'],
      [{ startDate: '2026-03-09' }, 400, 'SUBSCRIPTION_START_IN_PAST'],
      [{ variantId: otherVariantId }, 404, 'PRODUCT_UNAVAILABLE'],
      [{ paymentMethod: 'online' }, 400, 'VALIDATION'],
      [{ addressId: 'not-a-uuid' }, 400, 'VALIDATION'],
    ];
    for (const [change, status, code] of cases) {
      const response = await server.api('/api/subscriptions', {
        token: asha.token,
        body: { ...valid, ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(status);
      expect(response.body.error.code, JSON.stringify(change)).toBe(code);
    }
    const control = await server.api('/api/subscriptions', {
      token: asha.token,
      rawBody: JSON.stringify({ ...valid, paymentMethod: 'cod\u0000' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(control.status).toBe(400);
    expect(control.body.error.code).toBe('INVALID_CHARACTERS');

    const plan = await createPlan(asha);
    const badDate = await server.api(`/api/subscriptions/${plan.id}/skips/2026-02-30`, {
      method: 'PUT',
      token: asha.token,
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.code).toBe('INVALID_DATE');
    const controlInPath = await server.api(`/api/subscriptions/${plan.id}/skips/2026-03-12%00`, {
      method: 'PUT',
      token: asha.token,
    });
    expect(controlInPath.status).toBe(400);
    for (const quantity of [0, 21]) {
      const response = await server.api(`/api/subscriptions/${plan.id}`, {
        method: 'PATCH',
        token: asha.token,
        body: { quantity },
      });
      expect(response.status).toBe(400);
    }
    const nothing = await server.api(`/api/subscriptions/${plan.id}`, {
      method: 'PATCH',
      token: asha.token,
      body: {},
    });
    expect(nothing.body.error.code).toBe('NOTHING_TO_UPDATE');
    const endBefore = await server.api(`/api/subscriptions/${plan.id}`, {
      method: 'PATCH',
      token: asha.token,
      body: { endDate: '2026-03-01' },
    });
    expect(endBefore.status).toBe(400);
    expect(endBefore.body.error.code).toBe('SUBSCRIPTION_END_BEFORE_START');
    const backwards = await server.api(`/api/subscriptions/${plan.id}/pauses`, {
      token: asha.token,
      body: { from: '2026-03-15', to: '2026-03-14' },
    });
    expect(backwards.status).toBe(400);
    expect((await stored(plan.id)).quantity).toBe(2);
  });

  it('when tomorrow is skipped at 21:59 IST, then it is allowed and the next delivery moves; at 22:00 it is refused', async () => {
    const asha = await customerWithAddress();
    const plan = await createPlan(asha);
    clock = at(TODAY, '21:59');
    const skipped = await server.api(`/api/subscriptions/${plan.id}/skips/${TOMORROW}`, {
      method: 'PUT',
      token: asha.token,
    });
    expect(skipped.status).toBe(200);
    expect(skipped.body.subscription.skips).toEqual([TOMORROW]);
    expect(skipped.body.subscription.nextDeliveryDate).toBe(DAY_AFTER);
    expect(await expectNextMatchesRule(plan.id)).toBe(DAY_AFTER);

    clock = at(TODAY, '22:00');
    const unskip = await server.api(`/api/subscriptions/${plan.id}/skips/${TOMORROW}`, {
      method: 'DELETE',
      token: asha.token,
    });
    expect(unskip.status).toBe(409);
    expect(unskip.body.error.code).toBe('SUBSCRIPTION_CUTOFF_PASSED');
    expect(unskip.body.error.message).toBe(`Changes for ${TOMORROW} closed at 22:00 IST the day before.`);
    const late = await server.api(`/api/subscriptions/${plan.id}/skips/${TOMORROW}`, {
      method: 'PUT',
      token: asha.token,
    });
    expect(late.status).toBe(409);
    // The day after tomorrow is still open.
    const later = await server.api(`/api/subscriptions/${plan.id}/skips/${DAY_AFTER}`, {
      method: 'PUT',
      token: asha.token,
    });
    expect(later.status).toBe(200);
    expect(await expectNextMatchesRule(plan.id)).toBe('2026-03-13');
  });

  it('when a pause or vacation starts tomorrow, then 21:59 IST is allowed and 22:00 refused (not moved a day)', async () => {
    const asha = await customerWithAddress();
    const open = await createPlan(asha);
    clock = at(TODAY, '22:00');
    const refused = await server.api(`/api/subscriptions/${open.id}/pauses`, {
      token: asha.token,
      body: { from: TOMORROW, to: null },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({
      date: TOMORROW,
      cutoff: '22:00',
      firstChangeableDate: DAY_AFTER,
    });
    expect(
      (await server.api(`/api/subscriptions/${open.id}`, { token: asha.token })).body.subscription.pauses,
    ).toEqual([]);

    clock = at(TODAY, '21:59');
    const paused = await server.api(`/api/subscriptions/${open.id}/pauses`, {
      token: asha.token,
      body: { from: TOMORROW, to: null },
    });
    expect(paused.status).toBe(201);
    expect(paused.body.subscription.nextDeliveryDate).toBeNull();
    expect(await expectNextMatchesRule(open.id)).toBeNull();

    const vacation = await createPlan(asha);
    const away = await server.api(`/api/subscriptions/${vacation.id}/pauses`, {
      token: asha.token,
      body: { from: TOMORROW, to: '2026-03-14' },
    });
    expect(away.status).toBe(201);
    expect(away.body.subscription.nextDeliveryDate).toBe('2026-03-15');
    expect(await expectNextMatchesRule(vacation.id)).toBe('2026-03-15');

    // Removing the vacation after tomorrow's cut-off is refused: its first day is closed.
    clock = at(TODAY, '22:30');
    const pauseId = away.body.subscription.pauses[0].id;
    const remove = await server.api(`/api/subscriptions/${vacation.id}/pauses/${pauseId}`, {
      method: 'DELETE',
      token: asha.token,
    });
    expect(remove.status).toBe(409);
  });

  it('when a paused plan resumes after the cut-off, then the pause ends tonight-plus-one and deliveries restart the day after', async () => {
    const asha = await customerWithAddress();
    await server.db.query(`update profiles set preferred_language = 'hi' where user_id = $1`, [asha.userId]);
    const plan = await createPlan(asha);
    const future = await server.api(`/api/subscriptions/${plan.id}/pauses`, {
      token: asha.token,
      body: { from: '2026-03-20', to: '2026-03-25' },
    });
    expect(future.status).toBe(201);
    await server.api(`/api/subscriptions/${plan.id}/pauses`, {
      token: asha.token,
      body: { from: TOMORROW, to: null },
    });
    expect(await expectNextMatchesRule(plan.id)).toBeNull();

    clock = at(TODAY, '23:00'); // tomorrow is closed: the first changeable day is the 12th
    const resumed = await server.api(`/api/subscriptions/${plan.id}/resume`, {
      method: 'POST',
      token: asha.token,
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription.pauses).toEqual([
      expect.objectContaining({ from: TOMORROW, to: TOMORROW }),
    ]);
    expect(resumed.body.subscription.nextDeliveryDate).toBe(DAY_AFTER);
    expect(await expectNextMatchesRule(plan.id)).toBe(DAY_AFTER);

    const { rows } = await server.db.query<{ title: string; message: string }>(
      `select title, message from notifications where user_id = $1 order by created_at, id`,
      [asha.userId],
    );
    expect(rows.map((row) => row.title)).toEqual([
      'सब्सक्रिप्शन रोका गया',
      'सब्सक्रिप्शन रोका गया',
      'सब्सक्रिप्शन फिर शुरू हुआ',
    ]);
    expect(rows[2]!.message).toContain('टोंड दूध');
    expect(rows[2]!.message).toContain('12');
  });

  it('when a day quantity is set at 21:59 IST for tomorrow, then it holds; at 22:00 it is refused; off days are refused', async () => {
    const asha = await customerWithAddress();
    const plan = await createPlan(asha);
    clock = at(TODAY, '21:59');
    const set = await server.api(`/api/subscriptions/${plan.id}/quantities/${TOMORROW}`, {
      method: 'PUT',
      token: asha.token,
      body: { quantity: 5 },
    });
    expect(set.status).toBe(200);
    expect(set.body.subscription.dayQuantities).toEqual([{ date: TOMORROW, quantity: 5 }]);
    clock = at(TODAY, '22:00');
    const late = await server.api(`/api/subscriptions/${plan.id}/quantities/${TOMORROW}`, {
      method: 'DELETE',
      token: asha.token,
    });
    expect(late.status).toBe(409);
    expect(await expectNextMatchesRule(plan.id)).toBe(TOMORROW);

    const weekly = await createPlan(asha, { type: 'weekly', deliveryDays: [5] });
    const offDay = await server.api(`/api/subscriptions/${weekly.id}/quantities/2026-03-14`, {
      method: 'PUT',
      token: asha.token,
      body: { quantity: 2 },
    });
    expect(offDay.status).toBe(409);
    expect(offDay.body.error.code).toBe('SUBSCRIPTION_NOT_DELIVERY_DAY');
    const offSkip = await server.api(`/api/subscriptions/${weekly.id}/skips/2026-03-14`, {
      method: 'PUT',
      token: asha.token,
    });
    expect(offSkip.body.error.code).toBe('SUBSCRIPTION_NOT_DELIVERY_DAY');
  });

  it("when the plan's quantity changes after tomorrow's cut-off, then tomorrow keeps the old quantity", async () => {
    const asha = await customerWithAddress();
    const before = await createPlan(asha);
    const after = await createPlan(asha);
    clock = at(TODAY, '21:59');
    const early = await server.api(`/api/subscriptions/${before.id}`, {
      method: 'PATCH',
      token: asha.token,
      body: { quantity: 4 },
    });
    expect(early.body.subscription).toMatchObject({ quantity: 4, dayQuantities: [] });

    clock = at(TODAY, '22:00');
    const late = await server.api(`/api/subscriptions/${after.id}`, {
      method: 'PATCH',
      token: asha.token,
      body: { quantity: 4 },
    });
    expect(late.status).toBe(200);
    expect(late.body.subscription.quantity).toBe(4);
    expect(late.body.subscription.dayQuantities).toEqual([{ date: TOMORROW, quantity: 2 }]);
    expect(await expectNextMatchesRule(after.id)).toBe(TOMORROW);
  });

  it('when the end date or payment changes, then the next delivery follows; shortening into a closed day is refused', async () => {
    const asha = await customerWithAddress();
    const plan = await createPlan(asha);
    const patched = await server.api(`/api/subscriptions/${plan.id}`, {
      method: 'PATCH',
      token: asha.token,
      body: { endDate: DAY_AFTER, paymentMethod: 'wallet' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.subscription).toMatchObject({ endDate: DAY_AFTER, paymentMethod: 'wallet' });
    await server.api(`/api/subscriptions/${plan.id}/skips/${TOMORROW}`, { method: 'PUT', token: asha.token });
    await server.api(`/api/subscriptions/${plan.id}/skips/${DAY_AFTER}`, {
      method: 'PUT',
      token: asha.token,
    });
    expect(await expectNextMatchesRule(plan.id)).toBeNull();

    clock = at(TODAY, '22:00');
    const shorten = await server.api(`/api/subscriptions/${plan.id}`, {
      method: 'PATCH',
      token: asha.token,
      body: { endDate: TODAY },
    });
    expect(shorten.status).toBe(409);
    expect(shorten.body.error.code).toBe('SUBSCRIPTION_CUTOFF_PASSED');
  });

  it('when a plan has ended, then changes are refused with SUBSCRIPTION_ENDED', async () => {
    const asha = await customerWithAddress();
    const plan = await createPlan(asha, { endDate: TOMORROW });
    clock = at('2026-03-12', '09:00');
    const response = await server.api(`/api/subscriptions/${plan.id}/skips/2026-03-14`, {
      method: 'PUT',
      token: asha.token,
    });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('SUBSCRIPTION_ENDED');
  });

  it('when a plan is deleted, then it is soft-deleted, gone from the list, and further calls are 404', async () => {
    const asha = await customerWithAddress();
    const kept = await createPlan(asha);
    const plan = await createPlan(asha);
    const deleted = await server.api(`/api/subscriptions/${plan.id}`, {
      method: 'DELETE',
      token: asha.token,
    });
    expect(deleted.status).toBe(204);
    const row = await stored(plan.id);
    expect(row.is_active).toBe(false);
    expect(row.deleted_at).not.toBeNull();
    const list = await server.api('/api/subscriptions', { token: asha.token });
    expect(list.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([kept.id]);
    expect((await server.api(`/api/subscriptions/${plan.id}`, { token: asha.token })).status).toBe(404);
    expect(
      (await server.api(`/api/subscriptions/${plan.id}`, { method: 'DELETE', token: asha.token })).status,
    ).toBe(404);
    const { rows } = await server.db.query<{ kind: string; user_id: string }>(
      `select kind, user_id from realtime_events where topic = 'subscriptions' and payload ->> 'id' = $1 order by id`,
      [plan.id],
    );
    expect(rows).toEqual([
      { kind: 'INSERT', user_id: asha.userId },
      { kind: 'DELETE', user_id: asha.userId },
    ]);
  });

  it('when every change is made, then each writes one subscriptions event for the owner with the new next date', async () => {
    const asha = await customerWithAddress();
    const plan = await createPlan(asha);
    await server.api(`/api/subscriptions/${plan.id}/skips/${TOMORROW}`, { method: 'PUT', token: asha.token });
    const { rows } = await server.db.query<{
      user_id: string;
      payload: { change: string; next_delivery_date: string };
    }>(
      `select user_id, payload from realtime_events where topic = 'subscriptions' and payload ->> 'id' = $1 order by id`,
      [plan.id],
    );
    expect(rows.map((row) => row.payload.change)).toEqual(['created', 'skipped']);
    expect(rows[1]!.payload.next_delivery_date).toBe(DAY_AFTER);
    expect(rows.every((row) => row.user_id === asha.userId)).toBe(true);
    expect(addIstDays(TODAY, 2)).toBe(DAY_AFTER);
  });
});
