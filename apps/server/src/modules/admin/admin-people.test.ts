import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, newCustomer, productIdBySlug } from '../../test-support/shop-fixtures.js';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { connectRealtime } from '../../test-support/socket-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createAdminAccounts } from '../auth/admin-accounts.js';
import { recordAdminChange } from './admin-audit.js';

/** Issue 13 item 7: riders, customers, blocking and the admin role, through the real API. */

let server: TestServer;
let adminToken: string;
let adminId: string;
let storeId: string;
let counter = 0;
const unique = () => {
  counter += 1;
  return `${Date.now()}${counter}`;
};

beforeAll(async () => {
  // A socket re-check this rare never fires during a test: a socket closing at once proves the revocation's NOTIFY did it.
  server = await startTestServer({ seed: true, env: { REALTIME_SESSION_RECHECK_SECONDS: '3600' } });
  const admin = await server.api('/api/auth/sign-in', {
    body: { identifier: 'admin@tokri.in', password: 'tokri-demo-123' },
  });
  adminToken = admin.body.accessToken;
  adminId = admin.body.user.id;
  const { rows } = await server.db.query<{ id: string }>(
    `select id from seller_locations where name = 'Tokri Jayanagar'`,
  );
  storeId = rows[0]!.id;
});
afterAll(async () => server?.stop());

const riderBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Suresh Babu',
  email: `suresh${unique()}@delivery.tokri.in`,
  phone: '+91 98450 12345',
  vehicleType: 'ev_scooter',
  vehicleNumber: 'ka 05 ab 1234',
  homeStoreId: storeId,
  isActive: true,
  ...overrides,
});
const admin = (
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => server.api(`/api/admin${path}`, { token: adminToken, ...init });
const auditRows = async (entity: string, entityId: string) =>
  (
    await server.db.query<{ action: string; actor_user_id: string; before: unknown; after: unknown }>(
      `select action, actor_user_id, before, after from admin_audit_log
        where entity = $1 and entity_id = $2 order by created_at, id`,
      [entity, entityId],
    )
  ).rows;
const linkToken = async (email: string, template: string) => {
  const { rows } = await server.db.query<{ body_text: string; template: string }>(
    `select body_text, template from outbox_messages where recipient = $1 order by created_at desc limit 1`,
    [email],
  );
  expect(rows[0]?.template).toBe(template);
  return /[?&]token=([A-Za-z0-9_-]+)/.exec(rows[0]!.body_text)![1]!;
};
const signIn = (identifier: string, password: string) =>
  server.api('/api/auth/sign-in', { body: { identifier, password } });

describe('riders', () => {
  it('when an admin creates a rider, then the rider gets a mailed link, sets a password and signs in as a delivery partner', async () => {
    const body = riderBody();
    const created = await admin('/riders', { body });
    expect(created.status).toBe(201);
    expect(created.body.rider).toMatchObject({
      fullName: 'Suresh Babu',
      email: body.email,
      phone: '+919845012345',
      vehicleType: 'ev_scooter',
      vehicleNumber: 'KA 05 AB 1234',
      homeStoreId: storeId,
      homeStoreName: 'Tokri Jayanagar',
      isActive: true,
      isOnline: false,
      deliveredToday: 0,
    });
    const riderId = created.body.rider.id as string;

    // Nobody knows the password yet: the admin cannot sign in as the rider with anything guessable.
    expect((await signIn(body.email, 'tokri-demo-123')).status).toBe(401);
    const token = await linkToken(body.email, 'rider_invite');
    const verified = await server.api('/api/auth/password-reset/verify', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body.user.isDeliveryPartner).toBe(true);
    const password = 'Saffron-Rider-Kettle-58';
    const set = await server.api('/api/auth/password', {
      token: verified.body.accessToken,
      body: { password },
    });
    expect(set.status).toBe(204);
    const signedIn = await signIn(body.email, password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      isDeliveryPartner: true,
      isAdmin: false,
      fullName: 'Suresh Babu',
    });

    // A second link can be sent (the first one expired or got lost); the rider's password stays as it was.
    const resent = await admin(`/riders/${riderId}/invite`, { body: {} });
    expect(resent.status).toBe(202);
    const second = await linkToken(body.email, 'rider_invite');
    expect(second).not.toBe(token);
    expect((await signIn(body.email, password)).status).toBe(200);
    expect((await admin('/riders/00000000-0000-4000-8000-000000000000/invite', { body: {} })).status).toBe(
      404,
    );

    const audit = await auditRows('rider', riderId);
    expect(audit.map((row) => row.action)).toEqual(['create', 'invite']);
    expect(audit[0]).toMatchObject({ action: 'create', actor_user_id: adminId, before: null });
    expect(audit[0]!.after).toMatchObject({ email: body.email, homeStoreId: storeId });
  });

  it('when the email is not on the delivery domain, then 422 with a translated field error, and nothing is created', async () => {
    const body = riderBody({ email: `suresh${unique()}@gmail.com` });
    const refused = await admin('/riders', { body, headers: { 'accept-language': 'hi' } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'RIDER_EMAIL_DOMAIN',
      message: 'राइडर का ईमेल @delivery.tokri.in पर खत्म होना चाहिए।',
      fields: { email: 'राइडर का ईमेल @delivery.tokri.in पर खत्म होना चाहिए।' },
    });
    const { rows } = await server.db.query('select 1 from users where email = $1', [body.email]);
    expect(rows).toHaveLength(0);
  });

  it('when the phone, vehicle or store is wrong or the email taken, then each is a 4xx naming its field', async () => {
    const phone = await admin('/riders', { body: riderBody({ phone: '12345' }) });
    expect(phone.status).toBe(400);
    expect(phone.body.error).toMatchObject({ code: 'INVALID_PHONE', fields: { phone: expect.any(String) } });
    const vehicle = await admin('/riders', { body: riderBody({ vehicleType: 'truck', fullName: '' }) });
    expect(vehicle.status).toBe(400);
    expect(Object.keys(vehicle.body.error.fields).sort()).toEqual(['fullName', 'vehicleType']);
    const store = await admin('/riders', {
      body: riderBody({ homeStoreId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(store.status).toBe(400);
    expect(Object.keys(store.body.error.fields)).toEqual(['homeStoreId']);
    const taken = await admin('/riders', { body: riderBody({ email: 'rider@delivery.tokri.in' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('AUTH_ACCOUNT_EXISTS');
  });

  it('when an admin edits and deactivates a rider, then the list shows it newest first, with today’s deliveries, audited', async () => {
    const first = (await admin('/riders', { body: riderBody({ fullName: 'First Rider' }) })).body.rider;
    const second = (
      await admin('/riders', { body: riderBody({ fullName: 'Second Rider', homeStoreId: null }) })
    ).body.rider;
    await server.db.query('update delivery_agents set is_online = true where id = $1', [first.id]);
    const customer = await newCustomer(server, 'Delivered To');
    const rice = await productIdBySlug(server.db, 'basmati-rice');
    const orderId = await insertOrder(server.db, customer.userId, [{ productId: rice, quantity: 1 }]);
    await server.db.query('update orders set rider_id = $2 where id = $1', [orderId, first.id]);

    const edited = await admin(`/riders/${first.id}`, {
      method: 'PUT',
      body: { isActive: false, vehicleType: 'bicycle', vehicleNumber: null, phone: '9988776655' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.rider).toMatchObject({
      isActive: false,
      isOnline: false,
      vehicleType: 'bicycle',
      vehicleNumber: null,
      phone: '+919988776655',
      homeStoreId: storeId,
    });
    const audit = await auditRows('rider', first.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]!.before).toMatchObject({ isActive: true, isOnline: true, vehicleType: 'ev_scooter' });
    expect(audit[1]!.after).toMatchObject({ isActive: false, vehicleType: 'bicycle' });

    const list = await admin('/riders');
    const ids = list.body.riders.map((rider: { id: string }) => rider.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.body.riders.find((rider: { id: string }) => rider.id === first.id).deliveredToday).toBe(1);
    expect(list.body.riders.find((rider: { id: string }) => rider.id === second.id)).toMatchObject({
      deliveredToday: 0,
      homeStoreName: null,
    });

    expect((await admin(`/riders/${first.id}`, { method: 'PUT', body: {} })).status).toBe(400);
    expect(
      (
        await admin('/riders/00000000-0000-4000-8000-000000000000', {
          method: 'PUT',
          body: { isActive: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe('blocking a customer', () => {
  it('when an admin blocks a customer, then every session dies, refresh and sign-in are refused (translated), and unblocking lets them back', async () => {
    const email = `blocked${unique()}@example.in`;
    const password = 'Saffron-Lotus-Kettle-58';
    const signedUp = await signUpThroughLink(server, { identifier: email, password, fullName: 'Blocked' });
    const userId = signedUp.body.user.id as string;
    const second = await signIn(email, password);

    const blocked = await admin(`/customers/${userId}/block`, { body: { reason: 'Abusive to riders' } });
    expect(blocked.status).toBe(200);
    for (const token of [signedUp.body.accessToken, second.body.accessToken]) {
      expect((await server.api('/api/auth/user', { token })).status).toBe(401);
    }
    const refresh = await server.api('/api/auth/refresh', {
      body: { refreshToken: second.body.refreshToken },
    });
    expect(refresh.status).toBe(401);
    const { rows: sessions } = await server.db.query<{ revoked_reason: string | null }>(
      'select revoked_reason from sessions where user_id = $1',
      [userId],
    );
    expect(sessions.map((row) => row.revoked_reason)).toEqual(['blocked', 'blocked']);

    const refused = await server.api('/api/auth/sign-in', {
      body: { identifier: email, password },
      headers: { 'accept-language': 'te' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'AUTH_ACCOUNT_BLOCKED',
      message: 'ఈ ఖాతా బ్లాక్ చేయబడింది. దయచేసి Tokri సహాయ కేంద్రాన్ని సంప్రదించండి.',
    });
    // A wrong password learns nothing about the block.
    expect((await signIn(email, 'Wrong-Password-Kettle-1')).body.error.code).toBe('AUTH_INVALID_CREDENTIALS');
    // Nor does a reset link open a session for them.
    await server.api('/api/auth/password-reset', { body: { identifier: email } });
    const token = await linkToken(email, 'password_reset');
    expect((await server.api('/api/auth/password-reset/verify', { body: { token } })).status).toBe(400);

    const detail = await admin(`/customers/${userId}`);
    expect(detail.body.customer).toMatchObject({ blockedReason: 'Abusive to riders' });
    expect(detail.body.customer.blockedAt).not.toBeNull();

    const unblocked = await admin(`/customers/${userId}/unblock`, { body: {} });
    expect(unblocked.body).toEqual({ userId, changed: true });
    expect((await signIn(email, password)).status).toBe(200);
    const audit = await auditRows('user', userId);
    expect(audit.map((row) => row.action)).toEqual(['block', 'unblock']);
    expect(audit[0]).toMatchObject({
      actor_user_id: adminId,
      before: { blockedAt: null, blockedReason: null },
    });
    expect(audit[0]!.after).toMatchObject({ blockedReason: 'Abusive to riders', revokedSessions: 2 });
    expect(audit[1]!.after).toEqual({ blockedAt: null, blockedReason: null });
  });

  it('when an admin blocks a customer with the app open, then their live socket closes at once', async () => {
    const customer = await newCustomer(server, 'Live Socket');
    const socket = await connectRealtime(server.url, customer.token, { topics: ['notifications'] });
    expect((await admin(`/customers/${customer.userId}/block`, { body: { reason: 'Fraud' } })).status).toBe(
      200,
    );
    const closed = await Promise.race([
      socket.closed,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('socket still open')), 3000)),
    ]);
    expect(closed).toEqual({ code: 1008, reason: 'session revoked' });
  });

  it('when an admin tries to block themself or another admin, or gives no reason, then it is refused and nothing changes', async () => {
    const self = await admin(`/customers/${adminId}/block`, { body: { reason: 'oops' } });
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('ADMIN_CANNOT_BLOCK_ADMIN');
    const other = await newCustomer(server, 'Other Admin');
    expect((await admin(`/users/${other.userId}/admin`, { body: {} })).status).toBe(200);
    expect((await admin(`/customers/${other.userId}/block`, { body: { reason: 'x' } })).status).toBe(409);
    const customer = await newCustomer(server, 'No Reason');
    const noReason = await admin(`/customers/${customer.userId}/block`, { body: { reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toHaveProperty('reason');
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from users where id = any($1::uuid[]) and blocked_at is not null',
      [[adminId, other.userId, customer.userId]],
    );
    expect(rows[0]!.n).toBe(0);
    expect((await server.api('/api/auth/user', { token: customer.token })).status).toBe(200);
  });
});

describe('the admin role', () => {
  it('when an admin grants and revokes the role, then the user gains and loses the admin pages, audited; one’s own role stays', async () => {
    const customer = await newCustomer(server, 'Promoted');
    expect((await admin('/riders', { token: customer.token })).status).toBe(403);
    const granted = await admin(`/users/${customer.userId}/admin`, { body: {} });
    expect(granted.body).toEqual({ userId: customer.userId, changed: true });
    expect((await admin('/riders', { token: customer.token })).status).toBe(200);
    expect((await admin(`/users/${customer.userId}/admin`, { body: {} })).body.changed).toBe(false);

    // The new admin cannot take away their own role, but can take another's… and the first admin theirs.
    const own = await admin(`/users/${customer.userId}/admin`, { method: 'DELETE', token: customer.token });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('ADMIN_ROLE_SELF');
    const revoked = await admin(`/users/${customer.userId}/admin`, { method: 'DELETE' });
    expect(revoked.body).toEqual({ userId: customer.userId, changed: true });
    expect((await admin('/riders', { token: customer.token })).status).toBe(403);

    const audit = await auditRows('user_role', customer.userId);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['grant', { roles: [] }, { roles: ['admin'] }],
      ['revoke', { roles: ['admin'] }, { roles: [] }],
    ]);
    expect((await admin(`/users/00000000-0000-4000-8000-000000000000/admin`, { body: {} })).status).toBe(404);
  });

  it('when the only other admin’s role is gone, then the last admin cannot lose theirs', async () => {
    const { rows: admins } = await server.db.query<{ user_id: string }>(
      `select user_id from user_roles where role = 'admin'`,
    );
    // Only the demo admin is left (the test above revoked its grant; the blocked-admin test's one is revoked here).
    for (const { user_id } of admins) {
      if (user_id !== adminId) await admin(`/users/${user_id}/admin`, { method: 'DELETE' });
    }
    const self = await admin(`/users/${adminId}/admin`, { method: 'DELETE' });
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('ADMIN_ROLE_SELF');
    // Someone else (here: straight through the module, as a racing revocation would reach it) still cannot.
    const stranger = await newCustomer(server, 'Not An Admin');
    await expect(
      createAdminAccounts(server.db, recordAdminChange).revokeAdmin(stranger.userId, adminId),
    ).rejects.toMatchObject({
      code: 'ADMIN_LAST_ADMIN',
    });
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from user_roles where role = 'admin'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('customers', () => {
  it('when an admin searches, then name, any form of the phone, its last digits and email all find the customer, with orders and spend', async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const email = `meera${unique()}@example.in`;
    const signedUp = await signUpThroughLink(server, {
      identifier: email,
      password: 'Saffron-Lotus-Kettle-58',
      fullName: 'Meera Krishnan',
    });
    const userId = signedUp.body.user.id as string;
    await server.db.query('update profiles set phone = $2 where user_id = $1', [userId, `+91${phone}`]);
    const rice = await productIdBySlug(server.db, 'basmati-rice');
    const delivered = await insertOrder(server.db, userId, [{ productId: rice, quantity: 1 }]);
    const cancelled = await insertOrder(server.db, userId, [{ productId: rice, quantity: 1 }], {
      status: 'cancelled',
    });
    const unpaid = await insertOrder(server.db, userId, [{ productId: rice, quantity: 1 }], {
      status: 'payment_pending',
    });
    for (const [id, total] of [
      [delivered, 12_345],
      [cancelled, 50_000],
      [unpaid, 70_000],
    ] as const) {
      await server.db.query('update orders set total_paise = $2 where id = $1', [id, total]);
    }

    for (const q of [
      'meera krish',
      `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      phone,
      phone.slice(0, 2),
      phone.slice(-4),
      email.toUpperCase(),
    ]) {
      const found = await admin(`/customers?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      const row = found.body.customers.find((customer: { id: string }) => customer.id === userId);
      expect(row, q).toMatchObject({ fullName: 'Meera Krishnan', orderCount: 2, totalSpentPaise: 12_345 });
    }
    const missing = await admin(`/customers?q=${encodeURIComponent('nobody-called-this')}`);
    expect(missing.body).toMatchObject({ customers: [], total: 0 });
    // A % in the query is a character, not a wildcard.
    expect((await admin(`/customers?q=${encodeURIComponent('%')}`)).body.customers).toEqual([]);

    const detail = await admin(`/customers/${userId}`);
    expect(detail.body.orders.map((order: { id: string }) => order.id).sort()).toEqual(
      [delivered, cancelled].sort(),
    );
    expect(detail.body.subscriptions).toEqual([]);
    expect((await admin('/customers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin('/customers/not-a-uuid')).status).toBe(404);
  });

  it('when customers are paged, then newest first, the total counts all of them, and riders are not customers', async () => {
    const older = await newCustomer(server, 'Paging Older');
    const newer = await newCustomer(server, 'Paging Newer');
    await server.db.query(`update users set created_at = now() + interval '1 minute' where id = $1`, [
      newer.userId,
    ]);
    await server.db.query(`update users set created_at = now() + interval '30 seconds' where id = $1`, [
      older.userId,
    ]);
    const first = await admin('/customers?page=1&pageSize=1');
    const second = await admin('/customers?page=2&pageSize=1');
    expect(first.body.customers[0].id).toBe(newer.userId);
    expect(second.body.customers[0].id).toBe(older.userId);
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from users u where not exists (select 1 from delivery_agents d where d.user_id = u.id)',
    );
    expect(first.body.total).toBe(rows[0]!.n);
    const all = await admin('/customers?pageSize=100');
    const emails = all.body.customers.map((customer: { email: string }) => customer.email);
    expect(emails).not.toContain('rider@delivery.tokri.in');
    expect((await admin('/customers?page=0')).status).toBe(400);
  });
});
