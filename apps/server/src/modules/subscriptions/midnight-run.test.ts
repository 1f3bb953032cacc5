import type { IstDate } from '@tokri/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { productIdBySlug, setStock } from '../../test-support/shop-fixtures.js';
import {
  createPlan as createPlanFor,
  customerWithAddress as customerWith,
  fundWallet as fundIn,
  istAt,
  type PlanCustomer,
} from '../../test-support/subscription-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { walletBalances } from '../wallet/wallet-ledger.js';
import { runDueSubscriptions } from './midnight-run.js';

/*
 * The midnight run at a simulated 00:00 IST. Plans are created on Tuesday 10 March 2026 at 10:00 IST, so their
 * first delivery is Wednesday the 11th; the run then stands at 00:00 IST on the 11th.
 */

const TODAY = '2026-03-10';
const TOMORROW = '2026-03-11';
const DAY_AFTER = '2026-03-12';
const at = istAt;
const MIDNIGHT = at(TOMORROW, '00:00');
const PRICE_PAISE = 3_000;

let clock = at(TODAY, '10:00');
let server: TestServer;
let milkId: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true, clock: () => clock });
  milkId = await productIdBySlug(server.db, 'toned-milk');
  await server.db.query('update products set discount_percentage = 0 where id = $1', [milkId]);
});
afterAll(async () => server?.stop());
beforeEach(async () => {
  clock = at(TODAY, '10:00');
  // Every test starts from a day with nothing else due, so its counts are its own.
  await server.db.query(`update subscriptions set is_active = false where is_active`);
  await setStock(server.db, milkId, 1_000, PRICE_PAISE);
});

const customerWithAddress = (name = 'Meera') => customerWith(server, name);
type Customer = PlanCustomer;
const createPlan = (customer: Customer, overrides: Record<string, unknown> = {}) =>
  createPlanFor(server, customer, { productId: milkId, startDate: TODAY, ...overrides });

const fundWallet = (userId: string, amountPaise: number) => fundIn(server.db, userId, amountPaise);

const balanceOf = async (userId: string) => (await walletBalances(server.db, [userId])).get(userId)!;

async function ordersOf(subscriptionId: string) {
  const { rows } = await server.db.query<{
    id: string;
    scheduled_for: IstDate;
    total_paise: number;
    delivery_fee_paise: number;
    payment_method: string;
    payment_status: string;
    status: string;
    slot_starts_at: Date;
    slot_ends_at: Date;
    quantity: number;
  }>(
    `select o.id, o.scheduled_for::text as scheduled_for, o.total_paise, o.delivery_fee_paise, o.payment_method,
            o.payment_status, o.status, o.slot_starts_at, o.slot_ends_at, i.quantity
       from orders o join order_items i on i.order_id = o.id
      where o.subscription_id = $1 order by o.scheduled_for`,
    [subscriptionId],
  );
  return rows;
}

async function planState(id: string) {
  const { rows } = await server.db.query<{ next_delivery_date: IstDate | null; outcome: string | null }>(
    `select s.next_delivery_date::text as next_delivery_date,
            (select d.outcome from subscription_deliveries d where d.subscription_id = s.id and d.delivery_date = $2)
       from subscriptions s where s.id = $1`,
    [id, TOMORROW],
  );
  return rows[0]!;
}

async function stockOfMilk() {
  const { rows } = await server.db.query<{ stock_quantity: number }>(
    'select stock_quantity from products where id = $1',
    [milkId],
  );
  return rows[0]!.stock_quantity;
}

async function bell(userId: string) {
  const { rows } = await server.db.query<{
    title: string;
    message: string;
    template: string;
    order_id: string;
  }>(
    `select title, message, metadata ->> 'template' as template, order_id from notifications
      where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

const postgres = process.env.TEST_DB_ENGINE === 'postgres';
const run = (db: Database = server.db) => runDueSubscriptions({ db, clock: () => clock });

describe('the midnight run', () => {
  it('when 00:00 IST comes, then each due plan gets one order for the day, priced, slotted, paid and announced', async () => {
    const cash = await customerWithAddress('Cash');
    const prepaid = await customerWithAddress('Prepaid');
    await fundWallet(prepaid.userId, 10_000);
    const cashPlan = await createPlan(cash);
    const walletPlan = await createPlan(prepaid, { paymentMethod: 'wallet', quantity: 3 });
    expect(cashPlan.nextDeliveryDate).toBe(TOMORROW);
    const stockBefore = await stockOfMilk();

    clock = MIDNIGHT;
    const report = await run();
    expect(report.outcomes.ordered).toBe(2);

    const [cashOrder] = await ordersOf(cashPlan.id);
    expect(cashOrder).toMatchObject({
      scheduled_for: TOMORROW,
      total_paise: 2 * PRICE_PAISE,
      delivery_fee_paise: 0,
      payment_method: 'cod',
      payment_status: 'pending',
      status: 'placed',
      quantity: 2,
    });
    expect(cashOrder!.slot_starts_at.toISOString()).toBe(at(TOMORROW, '06:00').toISOString());
    expect(cashOrder!.slot_ends_at.toISOString()).toBe(at(TOMORROW, '08:00').toISOString());
    const [walletOrder] = await ordersOf(walletPlan.id);
    expect(walletOrder).toMatchObject({ payment_method: 'wallet', payment_status: 'paid', quantity: 3 });
    expect(await balanceOf(prepaid.userId)).toBe(10_000 - 3 * PRICE_PAISE);
    expect(await stockOfMilk()).toBe(stockBefore - 5);
    expect(await planState(cashPlan.id)).toEqual({ next_delivery_date: DAY_AFTER, outcome: 'ordered' });

    const notices = await bell(prepaid.userId);
    const notice = notices.find((row) => row.template === 'subscription_order_wallet');
    expect(notice?.order_id).toBe(walletOrder!.id);
    expect(notice?.message).toContain('× 3');
    expect(notice?.message).toContain('₹90');
    const { rows: events } = await server.db.query<{ payload: Record<string, unknown> }>(
      `select payload from realtime_events where topic = 'orders' and user_id = $1`,
      [prepaid.userId],
    );
    expect(events.map((event) => event.payload.is_subscription_order)).toContain(true);
  });

  it('when the customer cancels a wallet-paid delivery, then the whole charge comes back to the wallet, once', async () => {
    const customer = await customerWithAddress('Cancels');
    await fundWallet(customer.userId, 10_000);
    const plan = await createPlan(customer, { paymentMethod: 'wallet' });
    clock = MIDNIGHT;
    await run();
    const [order] = await ordersOf(plan.id);
    expect(await balanceOf(customer.userId)).toBe(10_000 - 2 * PRICE_PAISE);
    const stock = await stockOfMilk();
    const cancel = () =>
      server.api(`/api/orders/${order!.id}/cancel`, { method: 'POST', token: customer.token, body: {} });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    expect(await balanceOf(customer.userId)).toBe(10_000);
    expect(await stockOfMilk()).toBe(stock + 2);
    const { rows } = await server.db.query<{ kind: string; amount_paise: number }>(
      'select kind, amount_paise from wallet_ledger where order_id = $1 order by created_at',
      [order!.id],
    );
    expect(rows).toEqual([
      { kind: 'debit', amount_paise: -2 * PRICE_PAISE },
      { kind: 'refund', amount_paise: 2 * PRICE_PAISE },
    ]);
    expect((await ordersOf(plan.id))[0]).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
  });

  it('when the run is repeated, or two instances run it at once, then no plan gets a second order', async () => {
    const customers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => customerWithAddress(`Twice ${n}`)),
    );
    const plans = [];
    for (const customer of customers) plans.push(await createPlan(customer));
    clock = MIDNIGHT;
    const other = process.env.TEST_DB_ENGINE === 'postgres' ? await server.database.openAnother() : server.db;
    // The second pool is closed with the test database.
    const [first, second] = await Promise.all([run(), run(other)]);
    expect(first.outcomes.ordered + second.outcomes.ordered).toBe(plans.length);
    const third = await run();
    expect(third.outcomes.ordered).toBe(0);
    for (const plan of plans) expect(await ordersOf(plan.id)).toHaveLength(1);
  });

  it.runIf(postgres)(
    'when an instance dies holding a plan mid-delivery, then the others go on, and the plan is made once after',
    async () => {
      const customers = await Promise.all([customerWithAddress('Held'), customerWithAddress('Free')]);
      const held = await createPlan(customers[0]!);
      const free = await createPlan(customers[1]!);
      clock = MIDNIGHT;
      const dying = await server.database.openAnother();
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let claimed!: () => void;
      const isClaimed = new Promise<void>((resolve) => {
        claimed = resolve;
      });
      // The dying instance has claimed the plan (row locked) when it is killed: its transaction never commits.
      // (It holds no stock row here: a stock row lock would only make the others wait, as PostgreSQL drops a
      // killed backend's locks once its connection goes.)
      const killed = dying
        .transaction(async (tx) => {
          await tx.query('select id from subscriptions where id = $1 for update', [held.id]);
          claimed();
          await released;
          throw new Error('SIGKILL');
        })
        .catch(() => undefined);
      await isClaimed;
      const during = await run();
      expect(during.outcomes.ordered).toBe(1);
      expect(await ordersOf(free.id)).toHaveLength(1);
      expect(await ordersOf(held.id)).toHaveLength(0);
      release();
      await killed;
      const after = await run();
      expect(after.outcomes.ordered).toBe(1);
      expect(await ordersOf(held.id)).toHaveLength(1);
    },
  );

  it('when the server was down at midnight, then it catches up later that day, but never for a day gone by', async () => {
    const customer = await customerWithAddress('Late');
    const plan = await createPlan(customer);
    const missed = await createPlan(customer);
    clock = at(TOMORROW, '09:15');
    await server.db.query(`update subscriptions set next_delivery_date = $2 where id = $1`, [
      missed.id,
      TODAY,
    ]);
    expect((await run()).outcomes.ordered).toBe(1);
    expect(await ordersOf(plan.id)).toHaveLength(1);
    expect((await run()).outcomes.ordered).toBe(0);
    expect(await ordersOf(missed.id)).toHaveLength(0);
  });

  it('when the milk runs out, then the plan is skipped with a notice, nothing charged and the next day still due', async () => {
    const customer = await customerWithAddress('Short stock');
    await fundWallet(customer.userId, 10_000);
    const plan = await createPlan(customer, { paymentMethod: 'wallet' });
    await setStock(server.db, milkId, 1);
    clock = MIDNIGHT;
    const report = await run();
    expect(report.outcomes.skipped_out_of_stock).toBe(1);
    expect(await ordersOf(plan.id)).toHaveLength(0);
    expect(await balanceOf(customer.userId)).toBe(10_000);
    expect(await stockOfMilk()).toBe(1);
    expect(await planState(plan.id)).toEqual({
      next_delivery_date: DAY_AFTER,
      outcome: 'skipped_out_of_stock',
    });
    const notice = (await bell(customer.userId)).find((row) => row.template === 'subscription_skipped_stock');
    expect(notice?.message).toContain('Nothing was charged');
  });

  it('when the wallet cannot pay, then no order is made, no stock is taken and the customer is told the shortfall', async () => {
    const customer = await customerWithAddress('Short balance');
    await fundWallet(customer.userId, PRICE_PAISE); // one packet's worth; the plan takes two
    const plan = await createPlan(customer, { paymentMethod: 'wallet' });
    const stockBefore = await stockOfMilk();
    clock = MIDNIGHT;
    expect((await run()).outcomes.skipped_balance).toBe(1);
    expect(await ordersOf(plan.id)).toHaveLength(0);
    expect(await balanceOf(customer.userId)).toBe(PRICE_PAISE);
    expect(await stockOfMilk()).toBe(stockBefore);
    const notice = (await bell(customer.userId)).find(
      (row) => row.template === 'subscription_skipped_balance',
    );
    expect(notice?.message).toContain('₹30');
    expect(notice?.message).toContain('₹60');
  });

  it('when the customer skipped tomorrow or changed its quantity, then the run obeys it', async () => {
    const skipper = await customerWithAddress('Skipper');
    const skipped = await createPlan(skipper);
    expect(
      (
        await server.api(`/api/subscriptions/${skipped.id}/skips/${TOMORROW}`, {
          token: skipper.token,
          method: 'PUT',
        })
      ).status,
    ).toBeLessThan(300);
    const bigger = await createPlan(skipper);
    expect(
      (
        await server.api(`/api/subscriptions/${bigger.id}/quantities/${TOMORROW}`, {
          token: skipper.token,
          method: 'PUT',
          body: { quantity: 5 },
        })
      ).status,
    ).toBeLessThan(300);
    // The skip already moved the next date; force it back to show the run checks the day itself.
    await server.db.query('update subscriptions set next_delivery_date = $2 where id = $1', [
      skipped.id,
      TOMORROW,
    ]);

    clock = MIDNIGHT;
    const report = await run();
    expect(report.outcomes.ordered).toBe(1);
    expect(await ordersOf(skipped.id)).toHaveLength(0);
    expect((await planState(skipped.id)).next_delivery_date).toBe(DAY_AFTER);
    expect((await ordersOf(bigger.id))[0]?.quantity).toBe(5);
  });
});

describe('process-immediate-subscription (§7)', () => {
  const immediate = (customer: Customer, id: string) =>
    server.api('/functions/v1/process-immediate-subscription', {
      token: customer.token,
      body: { subscription_id: id },
    });

  it('when a plan starting today is created before the same-day cut-off, then today gets one order, asked twice', async () => {
    const customer = await customerWithAddress('Same day');
    const plan = await createPlan(customer);
    const first = await immediate(customer, plan.id);
    expect(first.status).toBe(200);
    expect(first.body.same_day_order).toBe(true);
    const again = await immediate(customer, plan.id);
    expect(again.body).toEqual(first.body);
    const orders = await ordersOf(plan.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: first.body.order_id, scheduled_for: TODAY });
    expect(orders[0]!.slot_starts_at.toISOString()).toBe(at(TODAY, '11:00').toISOString());
    // Tomorrow is still the midnight run's: the same-day order did not use it up.
    expect((await planState(plan.id)).next_delivery_date).toBe(TOMORROW);
  });

  it('when the plan starts tomorrow, or it is past 18:00 IST, then there is no same-day order', async () => {
    const customer = await customerWithAddress('Not today');
    const later = await createPlan(customer, { startDate: TOMORROW });
    expect((await immediate(customer, later.id)).body).toEqual({ same_day_order: false, order_id: null });
    const today = await createPlan(customer);
    clock = at(TODAY, '18:00');
    expect((await immediate(customer, today.id)).body).toEqual({ same_day_order: false, order_id: null });
    expect(await ordersOf(today.id)).toHaveLength(0);
  });

  it("when someone asks for another customer's plan, then it is not found and nothing is ordered", async () => {
    const owner = await customerWithAddress('Owner');
    const stranger = await customerWithAddress('Stranger');
    const plan = await createPlan(owner);
    expect((await immediate(stranger, plan.id)).status).toBe(404);
    expect((await immediate(stranger, 'not-a-uuid')).status).toBe(400);
    expect(await ordersOf(plan.id)).toHaveLength(0);
  });
});
