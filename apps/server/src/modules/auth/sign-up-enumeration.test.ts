import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newCustomer } from '../../test-support/shop-fixtures.js';
import { signUpLinkToken } from '../../test-support/sign-up-link.js';
import { testNow } from '../../test-support/test-clock.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { hashPassword } from './password-hashing.js';

// The real hash, counted: both sign-up answers must pay for one, or the time tells them apart.
vi.mock('./password-hashing.js', async (original) => {
  const real = await original<typeof import('./password-hashing.js')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let server: TestServer;
/** How far this server's clock stands ahead of the test run's: moved to let a link expire. */
let aheadMs = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(testNow().getTime() + aheadMs) });
});
afterAll(async () => server?.stop());
beforeEach(() => {
  aheadMs = 0;
  vi.mocked(hashPassword).mockClear();
});

let counter = 0;
const uniqueEmail = () => `enum${Date.now()}${counter++}@example.in`;
const password = 'Saffron-Lotus-Kettle-58';

async function emailOf(userId: string): Promise<string> {
  const { rows } = await server.db.query<{ email: string }>('select email from users where id = $1', [
    userId,
  ]);
  return rows[0]!.email;
}

/** The newest message the outbox holds for a recipient. */
async function lastMessageTo(recipient: string) {
  const { rows } = await server.db.query<{
    template: string;
    subject: string;
    body_text: string;
    channel: string;
  }>(
    `select template, subject, body_text, channel from outbox_messages where recipient = $1
      order by created_at desc limit 1`,
    [recipient],
  );
  return rows[0] ?? null;
}

/** The answer with what varies per request left out: the date and the request id. */
function comparable(response: { status: number; headers: Headers; body: unknown }) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name.toLowerCase())),
  );
  return { status: response.status, headers, body: response.body };
}

const signIn = (identifier: string, secret: string) =>
  server.api('/api/auth/sign-in', { body: { identifier, password: secret } });

describe(`sign-up enumeration (ADR 0072) on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a new and a registered email sign up, then the answers are the same and both hash the password', async () => {
    const existing = await emailOf((await newCustomer(server, 'Already Here')).userId);
    vi.mocked(hashPassword).mockClear();

    const fresh = await server.api('/api/auth/sign-up', { body: { identifier: uniqueEmail(), password } });
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(1);
    const taken = await server.api('/api/auth/sign-up', { body: { identifier: existing, password } });
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(2);

    expect(fresh.status).toBe(202);
    expect(fresh.body).toEqual({ sent: true });
    expect(comparable(taken)).toEqual(comparable(fresh));
    expect(taken.headers.get('set-cookie')).toBeNull();
    expect(taken.headers.get('cache-control')).toBe('no-store');
  });

  it('when a registered address signs up, then its owner gets a notice in their language and nothing else changes', async () => {
    for (const [language, subject] of [
      ['hi', 'किसी ने आपके ईमेल से साइन अप करने की कोशिश की'],
      ['te', 'మీ ఈమెయిల్‌తో ఎవరో సైన్ అప్ చేయడానికి ప్రయత్నించారు'],
      ['en', 'Someone tried to sign up with your email'],
    ] as const) {
      const owner = await newCustomer(server, `Owner ${language}`);
      const email = await emailOf(owner.userId);
      await server.db.query('update profiles set preferred_language = $2 where user_id = $1', [
        owner.userId,
        language,
      ]);
      const { rows: before } = await server.db.query('select password_hash from users where id = $1', [
        owner.userId,
      ]);

      // The caller reads English; the notice follows the account's language, not the caller's.
      const attempt = await server.api('/api/auth/sign-up', {
        body: { identifier: email, password: 'Another-Kettle-Saffron-91', fullName: 'Intruder' },
        headers: { 'x-language': 'en' },
      });
      expect(attempt.status).toBe(202);

      const notice = await lastMessageTo(email);
      expect(notice).toMatchObject({ template: 'sign_up_existing', subject, channel: 'email' });
      expect(notice!.body_text).toContain('http://tokri.localhost/auth?mode=forgot');
      expect(notice!.body_text).not.toMatch(/token=|\{\{/);
      const { rows: after } = await server.db.query('select password_hash from users where id = $1', [
        owner.userId,
      ]);
      expect(after).toEqual(before);
      const { rows: pending } = await server.db.query('select 1 from sign_up_requests where email = $1', [
        email,
      ]);
      expect(pending).toHaveLength(0);
      expect((await signIn(email, 'shopper-password')).status).toBe(200);
      expect((await signIn(email, 'Another-Kettle-Saffron-91')).status).toBe(401);
    }
  });

  it('when a new account has not opened its link, then it cannot sign in; after the link it can, once', async () => {
    const email = uniqueEmail();
    const asked = await server.api('/api/auth/sign-up', {
      body: { identifier: email, password, fullName: 'Meera' },
      headers: { 'x-language': 'te' },
    });
    expect(asked.status).toBe(202);
    const link = await lastMessageTo(email);
    expect(link).toMatchObject({ template: 'sign_up_confirm', subject: 'మీ Tokri ఖాతా సృష్టిని పూర్తి చేయండి' });
    expect(link!.body_text).toMatch(/http:\/\/tokri\.localhost\/auth\/callback\?type=signup&token=\S+/);

    const early = await signIn(email, password);
    const wrong = await signIn(uniqueEmail(), password);
    expect(early.status).toBe(401);
    expect(early.body).toEqual(wrong.body);

    const token = await signUpLinkToken(server, email);
    const confirmed = await server.api('/api/auth/sign-up/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ email, fullName: 'Meera' });
    expect((await server.api('/api/auth/user', { token: confirmed.body.accessToken })).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(200);

    const again = await server.api('/api/auth/sign-up/confirm', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('AUTH_SIGN_UP_LINK_INVALID');
  });

  it('when a phone number signs up, then the link goes by SMS and makes the account', async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    expect((await server.api('/api/auth/sign-up', { body: { identifier: phone, password } })).status).toBe(
      202,
    );
    const sms = await lastMessageTo(`+91${phone}`);
    expect(sms).toMatchObject({ template: 'sign_up_confirm', channel: 'sms' });
    const token = await signUpLinkToken(server, phone);
    const confirmed = await server.api('/api/auth/sign-up/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.phone).toBe(`+91${phone}`);
  });

  it('when the link is older than a day, then it makes nothing', async () => {
    const email = uniqueEmail();
    expect((await server.api('/api/auth/sign-up', { body: { identifier: email, password } })).status).toBe(
      202,
    );
    const token = await signUpLinkToken(server, email);
    aheadMs = 24 * 60 * 60 * 1000 + 60_000;
    const late = await server.api('/api/auth/sign-up/confirm', { body: { token } });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('AUTH_SIGN_UP_LINK_INVALID');
    expect((await signIn(email, password)).status).toBe(401);
    const { rows } = await server.db.query('select 1 from users where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('when two links of one address are opened, then the first makes the account and the second is told it exists', async () => {
    const email = uniqueEmail();
    await server.api('/api/auth/sign-up', { body: { identifier: email, password } });
    const first = await signUpLinkToken(server, email);
    await server.api('/api/auth/sign-up', {
      body: { identifier: email, password: 'Second-Kettle-Lotus-77' },
    });
    const second = await signUpLinkToken(server, email);
    expect(second).not.toBe(first);
    expect((await server.api('/api/auth/sign-up/confirm', { body: { token: second } })).status).toBe(200);
    const stale = await server.api('/api/auth/sign-up/confirm', { body: { token: first } });
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('AUTH_SIGN_UP_LINK_INVALID');
    expect((await signIn(email, 'Second-Kettle-Lotus-77')).status).toBe(200);
  });

  it('when one address is asked for again and again, then the answer stays the same but only three messages go', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      const asked = await server.api('/api/auth/sign-up', { body: { identifier: email, password } });
      expect(asked.status).toBe(202);
    }
    const { rows } = await server.db.query('select 1 from outbox_messages where recipient = $1', [email]);
    expect(rows).toHaveLength(3);
  });
});
