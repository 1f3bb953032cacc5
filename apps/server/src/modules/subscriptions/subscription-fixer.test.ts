import { type IstDate, istInstant } from '@tokri/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  newCustomer,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { istAt } from '../../test-support/subscription-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The admin's subscription fixer. Plans are made on Tuesday 10 March 2026 at 10:00 IST (first delivery the 11th). */

const TODAY = '2026-03-10';
const at = istAt;

let clock = at(TODAY, '10:00');
let server: TestServer;
let milkId: string;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true, clock: () => clock });
  milkId = await productIdBySlug(server.db, 'toned-milk');
  await setStock(server.db, milkId, 1_000, 3_000);
  adminToken = (await signInAsAdmin(server)).token;
});
afterAll(async () => server?.stop());
beforeEach(async () => {
  clock = at(TODAY, '10:00');
  await server.db.query('update subscriptions set is_active = false where is_active');
});

async function planOf(name: string) {
  const customer = await newCustomer(server, name);
  const saved = await server.api('/api/addresses', {
    token: customer.token,
    body: { ...ADDRESS, label: 'home' },
  });
  const created = await server.api('/api/subscriptions', {
    token: customer.token,
    body: {
      productId: milkId,
      type: 'daily',
      quantity: 1,
      startDate: TODAY,
      paymentMethod: 'cod',
      addressId: saved.body.address.id,
    },
  });
  expect(created.status).toBe(201);
  const planId = created.body.subscription.id as string;
  // created_at is the database's clock, not the simulated one: put it at the simulated moment.
  await server.db.query('update subscriptions set created_at = $2 where id = $1', [planId, clock]);
  return { ...customer, planId };
}

const report = async (token = adminToken) => server.api('/api/admin/subscription-fixer', { token });
const fix = (path: string, body: unknown, token = adminToken) =>
  server.api(`/api/admin/subscription-fixer/${path}`, { token, body });
const storedNext = async (planId: string) =>
  (
    await server.db.query<{ d: string | null }>(
      'select next_delivery_date::text as d from subscriptions where id = $1',
      [planId],
    )
  ).rows[0]!.d;
const auditCount = async (planId: string) => {
  const { rows } = await server.db.query<{ plan: number; admin: number }>(
    `select (select count(*)::int from subscription_audit where subscription_id = $1) as plan,
            (select count(*)::int from admin_audit_log where entity = 'subscription' and entity_id = $1::text) as admin`,
    [planId],
  );
  return rows[0]!;
};

describe('the subscription fixer', () => {
  it('when a plan is broken on purpose, then it is listed, and one recompute fixes it once and audits it', async () => {
    const healthy = await planOf('Healthy');
    const broken = await planOf('Broken');
    await server.db.query(`update subscriptions set next_delivery_date = '2026-03-20' where id = $1`, [
      broken.planId,
    ]);

    const listed = await report();
    expect(listed.status).toBe(200);
    const ids = listed.body.wrongNextDate.map((row: { subscriptionId: string }) => row.subscriptionId);
    expect(ids).toContain(broken.planId);
    expect(ids).not.toContain(healthy.planId);
    expect(
      listed.body.wrongNextDate.find((r: { subscriptionId: string }) => r.subscriptionId === broken.planId),
    ).toMatchObject({
      customerName: 'Broken',
      storedNextDeliveryDate: '2026-03-20',
      expectedNextDeliveryDate: '2026-03-11',
    });
    expect(listed.body.duplicateOrders).toEqual([]);

    const first = await fix('recompute', { subscriptionId: broken.planId });
    expect(first.body).toMatchObject({ before: '2026-03-20', after: '2026-03-11', changed: true });
    const second = await fix('recompute', { subscriptionId: broken.planId });
    expect(second.body).toMatchObject({ changed: false });
    expect(await storedNext(broken.planId)).toBe('2026-03-11');
    expect(await auditCount(broken.planId)).toEqual({ plan: 1, admin: 1 });
    const after = await report();
    expect(
      after.body.wrongNextDate.map((row: { subscriptionId: string }) => row.subscriptionId),
    ).not.toContain(broken.planId);
  });

  it('when the run never reached past days, then they are missing; creating one makes one order, asked twice', async () => {
    const stranded = await planOf('Stranded');
    // No run happened on the 11th and 12th; it is now the 13th at 10:00 IST.
    clock = at('2026-03-13', '10:00');
    const listed = await report();
    const missing = listed.body.missingOrders
      .filter((row: { subscriptionId: string }) => row.subscriptionId === stranded.planId)
      .map((row: { deliveryDate: string }) => row.deliveryDate);
    expect(missing).toEqual(['2026-03-11', '2026-03-12']);

    const created = await fix('create-missing', {
      subscriptionId: stranded.planId,
      deliveryDate: '2026-03-11',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ outcome: 'ordered', created: true });
    const again = await fix('create-missing', {
      subscriptionId: stranded.planId,
      deliveryDate: '2026-03-11',
    });
    expect(again.body).toMatchObject({ outcome: 'ordered', created: false, orderId: created.body.orderId });
    const { rows } = await server.db.query(
      `select id from orders where subscription_id = $1 and scheduled_for = '2026-03-11'`,
      [stranded.planId],
    );
    expect(rows).toHaveLength(1);
    // Today (the 13th) is still owed, so the run that polls all day makes it.
    expect(await storedNext(stranded.planId)).toBe('2026-03-13');
    expect(await auditCount(stranded.planId)).toEqual({ plan: 1, admin: 1 });

    const notMissing = await fix('create-missing', {
      subscriptionId: stranded.planId,
      deliveryDate: '2026-03-13',
    });
    expect(notMissing.status).toBe(409);
    expect(notMissing.body.error.code).toBe('SUBSCRIPTION_NOT_DELIVERY_DAY');
    const remaining = (await report()).body.missingOrders
      .filter((row: { subscriptionId: string }) => row.subscriptionId === stranded.planId)
      .map((row: { deliveryDate: string }) => row.deliveryDate);
    expect(remaining).toEqual(['2026-03-12']);
  });

  it('when a customer or nobody asks, then the fixer answers 403 or 401 and changes nothing', async () => {
    const customer = await planOf('Curious');
    expect((await report(customer.token)).status).toBe(403);
    expect((await fix('recompute', { subscriptionId: customer.planId }, customer.token)).status).toBe(403);
    expect((await server.api('/api/admin/subscription-fixer')).status).toBe(401);
    expect((await fix('recompute', { subscriptionId: 'not-a-uuid' })).status).toBe(400);
    expect((await fix('recompute', { subscriptionId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
    expect(await auditCount(customer.planId)).toEqual({ plan: 0, admin: 0 });
  });
});
