import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../jobs/job-runner.js';
import { type LocalPushService, startLocalPushService } from '../../test-support/local-push-service.js';
import {
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let pushService: LocalPushService;
let adminToken: string;
let rice: string;

beforeAll(async () => {
  pushService = await startLocalPushService();
  server = await startTestServer({
    seed: true,
    pushAgent: pushService.agent,
    env: { PUSH_ALLOWED_HOSTS: pushService.allowedHost },
  });
  adminToken = (await signInAsAdmin(server)).token;
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set price_paise = 30000, discount_percentage = 0 where id = $1', [
    rice,
  ]);
  await setStock(server.db, rice, 1000);
});
afterAll(async () => {
  await server?.stop();
  await pushService?.close();
});

async function drainJobs() {
  while ((await runDueJobs(server.jobs, 100)) > 0) {
    // keep going
  }
}

/** A customer with a phone, a push subscription at `/push/<name>`, and the toggles given. */
async function customer(name: string, toggles: Record<string, boolean | string>, phone = '98765 43210') {
  const made = await newCustomer(server, name);
  const saved = await server.api('/api/profile', {
    method: 'PATCH',
    token: made.token,
    body: { phone, ...toggles },
  });
  expect(saved.status).toBe(200);
  const subscribed = await server.api('/api/push/subscriptions', {
    token: made.token,
    body: pushService.subscription(`/push/${name}`),
  });
  expect(subscribed.status).toBe(201);
  return made;
}

async function order(token: string) {
  await fillCart(server, token, [{ productId: rice, quantity: 1 }]);
  const placed = await placeOrder(server, token);
  expect(placed.status).toBe(201);
  return placed.body.order.id as string;
}

async function outbox(channel: 'sms' | 'email', to: string) {
  const { rows } = await server.db.query<{ body_text: string; subject: string; template: string }>(
    // Every new customer's sign-up link (ADR 0072) is not one of the messages these toggles decide.
    `select body_text, subject, template from outbox_messages
      where channel = $1 and recipient = $2 and template <> 'sign_up_confirm' order by created_at`,
    [channel, to],
  );
  return rows;
}

const pushesTo = (name: string) => pushService.received.filter((r) => r.path === `/push/${name}`);

describe(`the profile's channel toggles on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when push is off, then no Web Push leaves but the in-app notification and the SMS still come', async () => {
    const quiet = await customer('quiet', { pushNotifications: false }, '98765 11111');
    const id = await order(quiet.token);
    await drainJobs();
    expect(pushesTo('quiet')).toEqual([]);
    const bell = await server.api('/api/notifications', { token: quiet.token });
    expect(bell.body.items.map((n: { order_id: string }) => n.order_id)).toContain(id);
    expect(await outbox('sms', '+919876511111')).toHaveLength(1);
    const test = await server.api('/api/push/test', { method: 'POST', token: quiet.token });
    expect(test.body).toMatchObject({ sent: 0, declined: true });
  });

  it('when push is on, then the order notification is pushed', async () => {
    const loud = await customer('loud', { pushNotifications: true }, '98765 22222');
    const id = await order(loud.token);
    await drainJobs();
    expect(pushesTo('loud').map((r) => r.payload)).toContainEqual(
      expect.objectContaining({ url: `/track-order/${id}` }),
    );
  });

  it('when a queued push waits and push is turned off before it is sent, then it is not sent', async () => {
    const late = await customer('late', { pushNotifications: true }, '98765 33333');
    await order(late.token);
    await server.api('/api/profile', {
      method: 'PATCH',
      token: late.token,
      body: { pushNotifications: false },
    });
    await drainJobs();
    expect(pushesTo('late')).toEqual([]);
  });

  it('when SMS updates are on, then order SMS go to the phone in the customer language with ₹ amounts', async () => {
    const texts = await customer('texts', { smsUpdates: true, preferredLanguage: 'hi' }, '98765 44444');
    const id = await order(texts.token);
    await server.api(`/api/admin/orders/${id}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status: 'cancelled' },
    });
    await drainJobs();
    await drainJobs();
    const sms = await outbox('sms', '+919876544444');
    expect(sms.map((m) => m.template)).toEqual(['order_placed', 'order_cancelled']);
    expect(sms[0]!.body_text).toContain(`#${id.slice(-8)}`);
    expect(sms[0]!.body_text).toContain('₹300');
    expect(sms[0]!.body_text).toContain('प्लेस');
    // Pushes are untouched by the SMS switch.
    expect(pushesTo('texts').length).toBeGreaterThan(0);
  });

  it('when SMS updates are off, then no SMS is sent while push still is', async () => {
    const silent = await customer('silent', { smsUpdates: false }, '98765 55555');
    await order(silent.token);
    await drainJobs();
    expect(await outbox('sms', '+919876555555')).toEqual([]);
    expect(pushesTo('silent').length).toBeGreaterThan(0);
  });

  it('when a customer has no phone, then no SMS is attempted', async () => {
    const nophone = await newCustomer(server, 'No Phone');
    const before = (
      await server.db.query('select count(*)::int as n from outbox_messages where channel = $1', ['sms'])
    ).rows[0] as { n: number };
    await order(nophone.token);
    await drainJobs();
    const after = (
      await server.db.query('select count(*)::int as n from outbox_messages where channel = $1', ['sms'])
    ).rows[0] as { n: number };
    expect(after.n).toBe(before.n);
  });

  it('when an admin broadcasts, then only customers with email offers on get the email, with a way to stop it', async () => {
    const yes = await customer('offers', { emailMarketing: true, preferredLanguage: 'te' }, '98765 66666');
    const no = await customer('nooffers', { emailMarketing: false }, '98765 77777');
    const emailOf = async (userId: string) =>
      (await server.db.query<{ email: string }>('select email from users where id = $1', [userId])).rows[0]!
        .email;
    const sent = await server.api('/api/admin/broadcasts', {
      token: adminToken,
      body: { title: { en: 'Mango season', te: 'మామిడి సీజన్' }, message: { en: 'Alphonso is in.' } },
    });
    expect(sent.status).toBe(201);
    await drainJobs();
    const mail = await outbox('email', await emailOf(yes.userId));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: 'marketing_broadcast', subject: 'మామిడి సీజన్' });
    expect(mail[0]!.body_text).toContain('Alphonso is in.');
    expect(mail[0]!.body_text).toMatch(/\/settings/);
    expect(await outbox('email', await emailOf(no.userId))).toEqual([]);
    // The broadcast still reached both in the app, and by push.
    for (const who of [yes, no]) {
      const bell = await server.api('/api/notifications', { token: who.token });
      expect(bell.body.items.map((n: { title: string }) => n.title)).toContain(
        who === yes ? 'మామిడి సీజన్' : 'Mango season',
      );
    }
    expect(pushesTo('nooffers').length).toBeGreaterThan(0);
  });

  it('when email offers are off, then transactional mail (a password reset) still goes', async () => {
    const made = await newCustomer(server, 'Reset Me');
    const { email } = (
      await server.db.query<{ email: string }>('select email from users where id = $1', [made.userId])
    ).rows[0]!;
    const reset = await server.api('/api/auth/password-reset', { body: { identifier: email } });
    expect(reset.status).toBe(202);
    const mail = await outbox('email', email);
    expect(mail.map((m) => m.template)).toContain('password_reset');
  });
});
