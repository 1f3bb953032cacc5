import { type IstDate, istInstant } from '@tokri/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS, newCustomer, productIdBySlug, setStock } from '../../test-support/shop-fixtures.js';
import { fundWallet as fundIn, istAt } from '../../test-support/subscription-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { sendEveningNotices } from './evening-notices.js';

/*
 * The evening notices on Tuesday 10 March 2026 (IST) about Wednesday the 11th's deliveries. Plans are created at
 * 10:00 IST, so their first delivery is the 11th.
 */

const TODAY = '2026-03-10';
const at = istAt;
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
  // Each test counts only its own customers' notices.
  await server.db.query('update subscriptions set is_active = false where is_active');
  await server.db.query('delete from subscription_notices_sent');
  await setStock(server.db, milkId, 1_000, PRICE_PAISE);
});

async function customerWithPlan(name: string, plan: Record<string, unknown> = {}, language = 'en') {
  const customer = await newCustomer(server, name);
  await server.db.query('update profiles set preferred_language = $2 where user_id = $1', [
    customer.userId,
    language,
  ]);
  const saved = await server.api('/api/addresses', {
    token: customer.token,
    body: { ...ADDRESS, label: 'home' },
  });
  const created = await server.api('/api/subscriptions', {
    token: customer.token,
    body: {
      productId: milkId,
      type: 'daily',
      quantity: 2,
      startDate: TODAY,
      paymentMethod: 'cod',
      addressId: saved.body.address.id,
      ...plan,
    },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return { ...customer, planId: created.body.subscription.id as string };
}

const fund = (userId: string, amountPaise: number) => fundIn(server.db, userId, amountPaise);

async function bell(userId: string) {
  const { rows } = await server.db.query<{
    template: string;
    title: string;
    message: string;
    path: string | null;
  }>(
    `select metadata ->> 'template' as template, title, message, metadata #>> '{actions,0,path}' as path
       from notifications where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

const send = () => sendEveningNotices({ db: server.db, clock: () => clock });

describe('the evening notices', () => {
  it('when it is 20:00 IST, then each customer gets one notice of tomorrow with the amount; before, none', async () => {
    const cash = await customerWithPlan('Evening cash');
    clock = at(TODAY, '19:59');
    expect(await send()).toBeNull();
    expect(await bell(cash.userId)).toEqual([]);

    clock = at(TODAY, '20:00');
    const report = await send();
    expect(report).toMatchObject({ date: '2026-03-11', evening: 1, lowBalance: 0 });
    const [notice] = await bell(cash.userId);
    expect(notice).toMatchObject({
      template: 'subscription_evening',
      title: "Tomorrow's deliveries",
      path: '/subscriptions',
    });
    expect(notice!.message).toContain('× 2');
    expect(notice!.message).toContain('₹60');
    expect(notice!.message).toContain('6:00');
    expect(notice!.message).toContain('10:00');
  });

  it('when the poll runs again, or from two instances at once, then nobody is told twice', async () => {
    const customers = await Promise.all([1, 2, 3].map((n) => customerWithPlan(`Twice ${n}`)));
    clock = at(TODAY, '20:01');
    const [first, second] = await Promise.all([send(), send()]);
    expect(first!.evening + second!.evening).toBe(3);
    expect((await send())!.evening).toBe(0);
    clock = at(TODAY, '23:30');
    expect((await send())!.evening).toBe(0);
    for (const customer of customers) expect(await bell(customer.userId)).toHaveLength(1);
  });

  it('when the wallet will not cover tomorrow, then a low-balance notice links to the top-up; a covered one does not', async () => {
    const short = await customerWithPlan('Short', { paymentMethod: 'wallet' });
    await fund(short.userId, 50_00);
    const covered = await customerWithPlan('Covered', { paymentMethod: 'wallet' });
    await fund(covered.userId, 60_00);
    clock = at(TODAY, '20:00');
    expect(await send()).toMatchObject({ evening: 2, lowBalance: 1 });
    const shortBell = await bell(short.userId);
    expect(shortBell.map((n) => n.template)).toEqual(['subscription_evening', 'subscription_low_balance']);
    expect(shortBell[1]).toMatchObject({ path: '/wallet' });
    expect(shortBell[1]!.message).toContain('₹60');
    expect(shortBell[1]!.message).toContain('₹50');
    expect((await bell(covered.userId)).map((n) => n.template)).toEqual(['subscription_evening']);
  });

  it('when a plan is skipped tomorrow, then there is no evening notice for it', async () => {
    const skipper = await customerWithPlan('Skipper');
    expect(
      (
        await server.api(`/api/subscriptions/${skipper.planId}/skips/2026-03-11`, {
          method: 'PUT',
          token: skipper.token,
        })
      ).status,
    ).toBe(200);
    clock = at(TODAY, '20:00');
    await send();
    expect(await bell(skipper.userId)).toEqual([]);
  });

  it('when a plan ends in three days, then the customer is told once, in their language', async () => {
    const ending = await customerWithPlan('Ending', { endDate: '2026-03-13' }, 'hi');
    clock = at(TODAY, '20:00');
    expect((await send())!.expiring).toBe(1);
    expect((await send())!.expiring).toBe(0);
    const notices = await bell(ending.userId);
    const expiring = notices.find((n) => n.template === 'subscription_expiring')!;
    expect(expiring.title).toBe('सब्सक्रिप्शन जल्द खत्म होगा');
    expect(expiring.message).toContain('3');
    expect(expiring.message).not.toMatch(/[A-Za-z]{3,}/);
    const evening = notices.find((n) => n.template === 'subscription_evening')!;
    expect(evening.title).toBe('कल की डिलीवरी');
  });
});
