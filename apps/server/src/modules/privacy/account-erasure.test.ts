import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addIstDays, toIstDate } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.js';
import { runDueJobs } from '../../jobs/job-runner.js';
import { testPhoto } from '../../test-support/media-fixtures.js';
import {
  ADDRESS,
  fillCart,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { createPlan, fundWallet } from '../../test-support/subscription-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { runDueErasures } from './account-erasure-round.js';

/**
 * Delete my account (DPDP Act 2023, issue 16 point 7, ADR 0051) on the engine under test: a customer with
 * everything a customer has is erased, and no trace of their name, phone, email or address is left in any text
 * or jsonb column of any table; orders and invoices keep their amounts; sign-in fails.
 */
let server: TestServer;
let adminToken: string;
let milkId: string;
let riceId: string;
const PASSWORD = 'Erasure-Lotus-Kettle-58';
const unique = Date.now().toString(36);
const ASHA = {
  email: `asha.erasure.${unique}@example.in`,
  fullName: `Asha Erasurewali ${unique}`,
  phone: '9123456780',
};
const ASHA_ADDRESS = {
  ...ADDRESS,
  contactName: `Asha Doorname ${unique}`,
  contactPhone: '91234 56781',
  house: `Flat 77, Gulmohar Towers ${unique}`,
  landmark: `Opposite Neem Park ${unique}`,
};
/** The strings that would identify Asha: none may survive the erasure anywhere. */
const TRACES = [
  `asha.${unique}@okaxis`,
  ASHA.email,
  ASHA.fullName,
  '9123456780',
  '9123456781',
  ASHA_ADDRESS.contactName,
  ASHA_ADDRESS.house,
  ASHA_ADDRESS.landmark,
  `The rice bag for Asha ${unique} was torn`,
  `Asha ${unique} loved the rice`,
  `Asha ${unique} likes the app`,
];

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';

async function signUp(identifier: string, fullName: string, referralCode?: string) {
  const response = await signUpThroughLink(server, {
    identifier,
    password: PASSWORD,
    fullName,
    ...(referralCode ? { referralCode } : {}),
  });
  expect(response.status).toBe(200);
  return { token: response.body.accessToken as string, userId: response.body.user.id as string };
}

const signIn = (identifier: string) =>
  server.api('/api/auth/sign-in', { body: { identifier, password: PASSWORD } });

/** Every table and column where a string can hide: text, varchar, arrays, json and jsonb. */
async function tracesOf(db: Queryable, needles: readonly string[]): Promise<string[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await db.query<{ needle: string }>(
      `select n as needle from unnest($1::text[]) n
        where exists (select 1 from "${table}" where strpos(lower("${column}"::text), lower(n)) > 0)`,
      [needles],
    );
    for (const { needle } of rows) found.push(`${table}.${column}: ${needle}`);
  }
  return found;
}

async function deliver(orderId: string) {
  for (const status of ['confirmed', 'preparing', 'out_for_delivery', 'delivered']) {
    const moved = await server.api(`/api/admin/orders/${orderId}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status },
    });
    expect(moved.status).toBe(200);
  }
}

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { ACCOUNT_DELETION_GRACE_DAYS: '0' } });
  adminToken = (await signInAsAdmin(server)).token;
  milkId = await productIdBySlug(server.db, 'toned-milk');
  riceId = await productIdBySlug(server.db, 'basmati-rice');
  await setStock(server.db, milkId, 1000);
  await setStock(server.db, riceId, 1000);
});
afterAll(async () => server?.stop());

describe(`delete my account on ${engine}`, () => {
  it('when a customer with orders, an invoice, a plan, a wallet, favourites and pushes is erased, then no trace of them is left and the tax records keep their amounts', async () => {
    // Asha came through Ravi's invitation; her first delivery earns him the reward against her phone.
    const ravi = await signUp(`ravi.erasure.${unique}@example.in`, 'Ravi Referrer');
    const raviCode = (await server.api('/api/referrals/me', { token: ravi.token })).body.code as string;
    const asha = await signUp(ASHA.email, ASHA.fullName, raviCode);
    const auth = { token: asha.token };
    expect(
      (
        await server.api('/api/profile', {
          ...auth,
          method: 'PATCH',
          body: { phone: ASHA.phone, dateOfBirth: '1990-04-12' },
        })
      ).status,
    ).toBe(200);
    const saved = await server.api('/api/addresses', { ...auth, body: { ...ASHA_ADDRESS, label: 'home' } });
    expect(saved.status).toBe(201);
    // A delivered order (with its GST invoice), and a cancelled one.
    await fillCart(server, asha.token, [{ productId: riceId, quantity: 2 }]);
    const placed = await placeOrder(server, asha.token, { address: ASHA_ADDRESS, paymentMethod: 'cod' });
    expect(placed.status).toBe(201);
    const orderId = placed.body.order.id as string;
    await deliver(orderId);
    const { rows: rewarded } = await server.db.query(
      'select status from referrals where referee_user_id = $1',
      [asha.userId],
    );
    expect(rewarded).toEqual([{ status: 'rewarded' }]);
    await fillCart(server, asha.token, [{ productId: riceId, quantity: 2 }]);
    const second = await placeOrder(server, asha.token, { address: ASHA_ADDRESS, paymentMethod: 'cod' });
    expect(second.status).toBe(201);
    const cancelled = await server.api(`/api/orders/${second.body.order.id}/cancel`, {
      ...auth,
      method: 'POST',
    });
    expect(cancelled.status).toBe(200);
    // A plan, a wallet, a favourite, a cart line, a push subscription and a saved card.
    await createPlan(
      server,
      { ...asha, addressId: saved.body.address.id },
      {
        productId: milkId,
        startDate: addIstDays(toIstDate(new Date()), 2),
      },
    );
    await fundWallet(server.db, asha.userId, 500_00);
    expect((await server.api(`/api/favorites/${milkId}`, { ...auth, method: 'PUT' })).status).toBe(200);
    await fillCart(server, asha.token, [{ productId: milkId, quantity: 1 }]);
    await server.db.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
       values ($1, 'https://push.example.net/send/asha-device-secret', 'p256dh-key-of-asha-device-0123', 'auth-key-01', 'Asha phone')`,
      [asha.userId],
    );
    await server.db.query(
      `insert into payment_methods (user_id, kind, label, upi_id) values ($1, 'upi', 'Asha UPI', $2)`,
      [asha.userId, `asha.${unique}@okaxis`],
    );
    expect(
      (
        await server.api(`/api/orders/${orderId}/rating`, {
          ...auth,
          body: { stars: 5, comment: TRACES.at(-2), items: [{ productId: riceId, thumbsUp: true }] },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await server.api('/api/ratings/app', {
          ...auth,
          method: 'PUT',
          body: { stars: 4, comment: TRACES.at(-1) },
        })
      ).status,
    ).toBe(200);
    // Help with the delivered order, with a photo of the torn bag (the photo is a stored file, ADR 0049).
    const photo = await fetch(`${server.url}/api/support/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${asha.token}`, 'content-type': 'image/jpeg' },
      body: (await testPhoto(640, 480)) as Uint8Array<ArrayBuffer>,
    }).then((response) => response.json() as Promise<{ photoId: string }>);
    const ticket = await server.api('/api/support/tickets', {
      ...auth,
      body: { orderId, reason: 'damaged_item', message: TRACES.at(-3), photoId: photo.photoId },
    });
    expect(ticket.status).toBe(201);
    const { rows: photoKeys } = await server.db.query<{ key: string }>(
      `select v ->> 'key' as key from media_assets a, jsonb_array_elements(a.variants) v where a.id = $1`,
      [photo.photoId],
    );
    const photoFiles = photoKeys.map((row) => join(server.dataDir, 'media', row.key));
    expect(photoFiles.length).toBeGreaterThan(0);
    expect(photoFiles.every((file) => existsSync(file))).toBe(true);
    const { rows: before } = await server.db.query<{ total_paise: number; invoice_total: string }>(
      `select o.total_paise, i.document ->> 'totalPaise' as invoice_total
         from orders o join tax_invoices i on i.order_id = o.id where o.id = $1`,
      [orderId],
    );
    expect(before).toHaveLength(1);
    expect(await tracesOf(server.db, TRACES)).not.toEqual([]);

    const requested = await server.api('/api/privacy/deletion', { ...auth, body: { password: PASSWORD } });
    expect(requested.status).toBe(201);
    expect((await server.api('/api/privacy/deletion', auth)).status).toBe(401);
    expect(await runDueErasures(server.db)).toEqual({ erased: 1, deferred: 0 });

    expect(await tracesOf(server.db, TRACES)).toEqual([]);
    // The photo's files go by a job once the erasure has committed.
    expect(
      (await server.db.query('select 1 from support_tickets where user_id = $1', [asha.userId])).rows,
    ).toEqual([]);
    while ((await runDueJobs(server.jobs, 100)) > 0) {
      // until the queue is empty
    }
    expect(photoFiles.filter((file) => existsSync(file))).toEqual([]);
    const { rows: after } = await server.db.query<{
      total_paise: number;
      invoice_total: string;
      state: string;
    }>(
      `select o.total_paise, i.document ->> 'totalPaise' as invoice_total, o.delivery_address ->> 'state' as state
         from orders o join tax_invoices i on i.order_id = o.id where o.id = $1`,
      [orderId],
    );
    expect(after).toEqual([{ ...before[0], state: ASHA_ADDRESS.state }]);
    const { rows: lines } = await server.db.query('select 1 from order_items where order_id = $1', [orderId]);
    expect(lines).toHaveLength(1);
    const { rows: plans } = await server.db.query<{ is_active: boolean }>(
      'select is_active from subscriptions where user_id = $1',
      [asha.userId],
    );
    expect(plans).toEqual([{ is_active: false }]);
    expect((await signIn(ASHA.email)).body.error.code).toBe('AUTH_INVALID_CREDENTIALS');
    // Her stars and thumbs still count for the rice; her words are gone.
    const { rows: stars } = await server.db.query(
      'select stars, comment from order_ratings where order_id = $1',
      [orderId],
    );
    expect(stars).toEqual([{ stars: 5, comment: null }]);
    // Signing up again with her phone through Ravi's link earns Ravi nothing a second time.
    const again = await signUp(`asha.again.${unique}@example.in`, 'Asha Again', raviCode);
    await server.api('/api/profile', { token: again.token, method: 'PATCH', body: { phone: ASHA.phone } });
    await fillCart(server, again.token, [{ productId: riceId, quantity: 2 }]);
    const third = await placeOrder(server, again.token, { address: ASHA_ADDRESS, paymentMethod: 'cod' });
    expect(third.status).toBe(201);
    await deliver(third.body.order.id as string);
    const { rows: decided } = await server.db.query<{ status: string; not_eligible_reason: string | null }>(
      'select status, not_eligible_reason from referrals where referee_user_id = $1',
      [again.userId],
    );
    expect(decided).toEqual([{ status: 'not_eligible', not_eligible_reason: 'phone_already_rewarded' }]);
    // Erased once: the next round finds nothing.
    expect(await runDueErasures(server.db)).toEqual({ erased: 0, deferred: 0 });
  });

  it('when the account has an order on its way, then the request is refused with a clear message', async () => {
    const ravi = await signUp(`ravi.active.${unique}@example.in`, 'Ravi');
    await fillCart(server, ravi.token, [{ productId: riceId, quantity: 1 }]);
    expect((await placeOrder(server, ravi.token)).status).toBe(201);
    const refused = await server.api('/api/privacy/deletion', {
      token: ravi.token,
      body: { password: PASSWORD },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PRIVACY_ACTIVE_ORDERS');
  });

  it('when the password is wrong, or the caller is an admin, then nothing is scheduled', async () => {
    const meera = await signUp(`meera.${unique}@example.in`, 'Meera');
    const wrong = await server.api('/api/privacy/deletion', {
      token: meera.token,
      body: { password: 'not-it' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('AUTH_CURRENT_PASSWORD_WRONG');
    const admin = await server.api('/api/privacy/deletion', {
      token: adminToken,
      body: { password: 'tokri-demo-123' },
    });
    expect(admin.status).toBe(403);
    expect(admin.body.error.code).toBe('PRIVACY_STAFF_ACCOUNT');
    const { rows } = await server.db.query('select 1 from account_deletion_requests where user_id = $1', [
      meera.userId,
    ]);
    expect(rows).toEqual([]);
  });

  it('when the customer signs in during the grace period and cancels, then the account stays', async () => {
    const kiran = await signUp(`kiran.${unique}@example.in`, 'Kiran');
    await server.db.query(
      `insert into account_deletion_requests (user_id, requested_at, erase_after) values ($1, now(), now() + interval '7 days')`,
      [kiran.userId],
    );
    const session = await signIn(`kiran.${unique}@example.in`);
    expect(session.status).toBe(200);
    const status = await server.api('/api/privacy/deletion', { token: session.body.accessToken });
    expect(status.body.scheduled).not.toBeNull();
    const cancelled = await server.api('/api/privacy/deletion', {
      token: session.body.accessToken,
      method: 'DELETE',
    });
    expect(cancelled.body.scheduled).toBeNull();
    await server.db.query('update account_deletion_requests set erase_after = now() where user_id = $1', [
      kiran.userId,
    ]);
    await runDueErasures(server.db);
    expect((await signIn(`kiran.${unique}@example.in`)).status).toBe(200);
  });
});
