import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpLinkToken, signUpThroughLink } from '../../test-support/sign-up-link.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { pruneAuthThrottles } from './auth-housekeeping.js';

// Issue 9 item 11: the auth policy (OWASP ASVS 5.0 chapter 6, NIST 800-63B §5.1.1.2 and §5.2.2).

const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';
const password = 'kesari-chai-at-dawn';
let server: TestServer;
let counter = 0;
let ipCounter = 0;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      TRUST_PROXY: 'true', // so each test can come from its own addresses (X-Forwarded-For)
      DEV_OUTBOX: 'false',
      SIGNIN_MAX_ATTEMPTS_PER_ACCOUNT: '3',
      SIGNIN_MAX_ATTEMPTS_PER_IP: '6',
      SIGNIN_MAX_UNKNOWN_DEVICE_FAILURES_PER_ACCOUNT: '8',
      PASSWORD_RESET_MAX_PER_ACCOUNT: '2',
      PASSWORD_RESET_MAX_PER_IP: '4',
      REFRESH_REUSE_GRACE_SECONDS: '2',
    },
  });
});
afterAll(async () => server?.stop());

const uniqueEmail = (local = 'policy') => `${local}${Date.now()}${counter++}@example.in`;
/** A fresh documentation-range address per call, so no test shares per-IP counters with another. */
const newIp = () => `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const from = (ip: string, cookie?: string) => ({
  'x-forwarded-for': ip,
  ...(cookie ? { cookie } : {}),
});

/** Signs up from `ip` and opens the link the outbox got (ADR 0072). */
async function signUp(identifier = uniqueEmail(), ip = newIp()) {
  const response = await signUpThroughLink(server, { identifier, password }, from(ip));
  expect(response.status).toBe(200);
  return { identifier, session: response.body };
}

const signIn = (identifier: string, pass: string, ip: string, cookie?: string) =>
  server.api('/api/auth/sign-in', { body: { identifier, password: pass }, headers: from(ip, cookie) });

/** The `name=value` of the device cookie a sign-in set. */
function deviceCookieOf(response: { headers: Headers }): string {
  const header = response.headers.get('set-cookie') ?? '';
  const pair = /tokri_device=[^;]+/.exec(header)?.[0];
  if (!pair) throw new Error(`no device cookie in ${header}`);
  return pair;
}

describe(`password policy on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a new password is common, or common with the usual trimmings, then sign-up refuses it', async () => {
    for (const weak of [
      'password123',
      'P@ssw0rd2024',
      'iloveyou123',
      'qwertyuiop',
      'sachin123',
      'Tokri@123',
    ]) {
      const response = await server.api('/api/auth/sign-up', {
        body: { identifier: uniqueEmail(), password: weak },
        headers: from(newIp()),
      });
      expect({ weak, status: response.status, code: response.body.error?.code }).toEqual({
        weak,
        status: 400,
        code: 'AUTH_PASSWORD_TOO_COMMON',
      });
    }
    const hindi = await server.api('/api/auth/sign-up', {
      body: { identifier: uniqueEmail(), password: 'password123' },
      headers: { ...from(newIp()), 'accept-language': 'hi' },
    });
    expect(hindi.body.error.message).toBe(
      'यह पासवर्ड बहुत आम है या आसानी से अनुमान लगाया जा सकता है। कोई लंबा वाक्यांश आज़माएँ जो केवल आप जानते हों।',
    );
    expect(hindi.body.error.fields.password).toBe(hindi.body.error.message);
  });

  it('when a new password is only spaces, or holds the email or phone number, then it is refused', async () => {
    const blank = await server.api('/api/auth/sign-up', {
      body: { identifier: uniqueEmail(), password: '          ' },
      headers: from(newIp()),
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.code).toBe('AUTH_PASSWORD_BLANK');

    const email = `meera.krishnan@home${Date.now()}${counter++}.in`;
    const ownEmail = await server.api('/api/auth/sign-up', {
      body: { identifier: email, password: `${email.toUpperCase()}!` },
      headers: from(newIp()),
    });
    expect(ownEmail.body.error?.code).toBe('AUTH_PASSWORD_PERSONAL');
    const ownName = await server.api('/api/auth/sign-up', {
      body: { identifier: email, password: 'Meera-Krishnan-Forever' },
      headers: from(newIp()),
    });
    expect(ownName.body.error?.code).toBe('AUTH_PASSWORD_PERSONAL');

    const ownPhone = await server.api('/api/auth/sign-up', {
      body: { identifier: '98480 22339', password: 'lucky-9848022339-pass' },
      headers: from(newIp()),
    });
    expect(ownPhone.status).toBe(400);
    expect(ownPhone.body.error.code).toBe('AUTH_PASSWORD_PERSONAL');
    expect(ownPhone.body.error.message).toBe('Password must not contain your email address or phone number.');
  });

  it('when the demo and fixture passwords are used, then the policy accepts them', async () => {
    for (const accepted of [
      'tokri-demo-123',
      'shopper-password',
      'correct-horse-42',
      'asha-password-1',
      'a-brand-new-password',
    ]) {
      const response = await server.api('/api/auth/sign-up', {
        body: { identifier: uniqueEmail(), password: accepted },
        headers: from(newIp()),
      });
      expect({ accepted, status: response.status }).toEqual({ accepted, status: 202 });
    }
  });
});

describe('sign-in throttling that a stranger cannot turn against the owner', () => {
  it('when a stranger keeps guessing from their IP, then they must wait longer each time and the owner is not slowed', async () => {
    const { identifier } = await signUp();
    const stranger = newIp();
    for (let i = 0; i < 3; i++)
      expect((await signIn(identifier, 'guess-number-one', stranger)).status).toBe(401);

    const delayed = await signIn(identifier, password, stranger); // even the right password must wait
    expect(delayed.status).toBe(429);
    expect(delayed.body.error.code).toBe('AUTH_SIGN_IN_DELAYED');
    const firstWait = Number(delayed.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThanOrEqual(1);
    expect(firstWait).toBeLessThanOrEqual(2);

    // The owner, from home, gets in at once.
    expect((await signIn(identifier, password, newIp())).status).toBe(200);

    // After the wait the stranger tries again, fails, and the next wait has doubled.
    await server.db.query(
      `update sign_in_throttles set last_failure_at = last_failure_at - interval '3 seconds' where key like $1`,
      [`%${stranger}`],
    );
    expect((await signIn(identifier, 'guess-number-two', stranger)).status).toBe(401);
    const longer = await signIn(identifier, 'guess-number-three', stranger);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(firstWait);
    expect(Number(longer.headers.get('retry-after'))).toBeLessThanOrEqual(4);
  });

  it('when an IP is over its limit, then a right password still signs in from any device, and a wrong one waits', async () => {
    const sharedIp = newIp(); // a mobile carrier's NAT: many customers behind one address
    const owner = await signUp();
    const first = await signIn(owner.identifier, password, sharedIp);
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(first.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    expect(first.headers.get('set-cookie')).toMatch(/Path=\/api\/auth/i);
    const ownerDevice = deviceCookieOf(first);

    // Someone on the same address sprays guesses across accounts until the address is over its limit.
    const attacker = await signUp();
    const attackerDevice = deviceCookieOf(await signIn(attacker.identifier, password, sharedIp));
    for (let i = 0; i < 6; i++) {
      expect((await signIn(uniqueEmail(), 'spray-and-pray-1', sharedIp)).status).toBe(401);
    }

    // ADR 0072: the neighbour on a device never seen is not locked out by the spray.
    const neighbour = await signUp();
    expect((await signIn(neighbour.identifier, password, sharedIp)).status).toBe(200);
    expect((await signIn(owner.identifier, password, sharedIp, ownerDevice)).status).toBe(200);
    // Over the limit no device gets free guesses, and a cookie only vouches for its own account.
    const wrong = await signIn(owner.identifier, 'not-my-password', sharedIp, ownerDevice);
    expect(wrong.status).toBe(429);
    expect(wrong.body.error.code).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect((await signIn(neighbour.identifier, 'not-my-password', sharedIp)).status).toBe(429);
    expect((await signIn(owner.identifier, 'not-my-password', sharedIp, attackerDevice)).status).toBe(429);
  });

  it('when strangers on many IPs guess at one account, then unknown devices are refused but the owner’s device gets in', async () => {
    const owner = await signUp();
    const ownerDevice = deviceCookieOf(await signIn(owner.identifier, password, newIp()));
    for (let ip = 0; ip < 4; ip++) {
      const stranger = newIp();
      for (let i = 0; i < 2; i++) {
        expect((await signIn(owner.identifier, 'botnet-guess-42', stranger)).status).toBe(401);
      }
    }
    const freshStranger = await signIn(owner.identifier, password, newIp());
    expect(freshStranger.status).toBe(429);
    const ownerOnTheRoad = await signIn(owner.identifier, password, newIp(), ownerDevice);
    expect(ownerOnTheRoad.status).toBe(200);
  });
});

describe('changing a password', () => {
  it('when a signed-in user changes their password, then the current one is required and must be right', async () => {
    const { identifier, session } = await signUp();
    const ip = newIp();
    const change = (body: Record<string, string>) =>
      server.api('/api/auth/password', { token: session.accessToken, body, headers: from(ip) });

    const without = await change({ password: 'monsoon-rain-on-tin' });
    expect(without.status).toBe(400);
    expect(without.body.error.code).toBe('AUTH_CURRENT_PASSWORD_REQUIRED');
    expect(without.body.error.fields.currentPassword).toBe('Enter your current password to set a new one.');
    const wrong = await change({ currentPassword: 'not-the-password', password: 'monsoon-rain-on-tin' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('AUTH_CURRENT_PASSWORD_WRONG');
    const common = await change({ currentPassword: password, password: 'password123' });
    expect(common.body.error.code).toBe('AUTH_PASSWORD_TOO_COMMON');

    expect((await change({ currentPassword: password, password: 'monsoon-rain-on-tin' })).status).toBe(204);
    expect((await signIn(identifier, password, newIp())).status).toBe(401);
    expect((await signIn(identifier, 'monsoon-rain-on-tin', newIp())).status).toBe(200);
  });

  it('when the current password is guessed through the change form, then the guesses are throttled', async () => {
    const { session } = await signUp();
    const ip = newIp();
    const guess = (currentPassword: string) =>
      server.api('/api/auth/password', {
        token: session.accessToken,
        body: { currentPassword, password: 'monsoon-rain-on-tin' },
        headers: from(ip),
      });
    for (let i = 0; i < 3; i++) expect((await guess(`wrong-guess-${i}`)).status).toBe(400);
    const throttled = await guess(password);
    expect(throttled.status).toBe(429);
  });

  it('when a reset link opened the session, then it sets a password without the current one, once', async () => {
    const { identifier } = await signUp();
    const request = await server.api('/api/auth/password-reset', {
      body: { identifier },
      headers: from(newIp()),
    });
    expect(request.status).toBe(202);
    const { rows } = await server.db.query<{ body_text: string }>(
      'select body_text from outbox_messages where recipient = $1 order by created_at desc limit 1',
      [identifier],
    );
    const token = new URL(/https?:\/\/\S+/.exec(rows[0]!.body_text)![0]).searchParams.get('token');
    const recovery = await server.api('/api/auth/password-reset/verify', { body: { token } });
    expect(recovery.status).toBe(200);
    const set = (next: string) =>
      server.api('/api/auth/password', { token: recovery.body.accessToken, body: { password: next } });
    expect((await set('saffron-fields-bloom')).status).toBe(204);
    const again = await set('another-fresh-phrase');
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('AUTH_CURRENT_PASSWORD_REQUIRED');
  });
});

describe('a reset link’s allowance', () => {
  it('when two changes race in the session a reset link opened, then only one skips the current password', async () => {
    const { identifier } = await signUp();
    await server.api('/api/auth/password-reset', { body: { identifier }, headers: from(newIp()) });
    const { rows } = await server.db.query<{ body_text: string }>(
      'select body_text from outbox_messages where recipient = $1 order by created_at desc limit 1',
      [identifier],
    );
    const token = new URL(/https?:\/\/\S+/.exec(rows[0]!.body_text)![0]).searchParams.get('token');
    const recovery = await server.api('/api/auth/password-reset/verify', { body: { token } });
    const change = (next: string) =>
      server.api('/api/auth/password', { token: recovery.body.accessToken, body: { password: next } });
    const results = await Promise.all([change('lotus-pond-at-noon'), change('banyan-shade-by-well')]);
    expect(results.map((result) => result.status).sort()).toEqual([204, 400]);
  });
});

describe('password-reset requests', () => {
  it('when one address is asked about too often, then further requests are refused, account or not', async () => {
    for (const identifier of [(await signUp()).identifier, uniqueEmail('nobody')]) {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await server.api('/api/auth/password-reset', {
          body: { identifier },
          headers: from(newIp()),
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.body.error.code).toBe('AUTH_RESET_TOO_MANY');
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([202, 202, 429]);
    }
  });

  it('when one IP asks for many resets, then it is refused after its limit', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await server.api('/api/auth/password-reset', {
        body: { identifier: uniqueEmail('spray') },
        headers: from(ip),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
  });
});

describe('tokens', () => {
  it('when two tabs refresh with the same token at once, then both stay signed in', async () => {
    const { session } = await signUp();
    const [a, b] = await Promise.all([
      server.api('/api/auth/refresh', { body: { refreshToken: session.refreshToken } }),
      server.api('/api/auth/refresh', { body: { refreshToken: session.refreshToken } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    for (const tab of [a, b]) {
      expect((await server.api('/api/auth/user', { token: tab.body.accessToken })).status).toBe(200);
    }
    // Each tab carries on with its own successor.
    expect(
      (await server.api('/api/auth/refresh', { body: { refreshToken: b.body.refreshToken } })).status,
    ).toBe(200);
  });

  it('when a spent token is replayed after the grace window, then the session is revoked', async () => {
    const { session } = await signUp();
    const next = await server.api('/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(next.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const replay = await server.api('/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(replay.status).toBe(401);
    expect((await server.api('/api/auth/user', { token: next.body.accessToken })).status).toBe(401);
    expect(
      (await server.api('/api/auth/refresh', { body: { refreshToken: next.body.refreshToken } })).status,
    ).toBe(401);
  });

  it('when a token has no exp, or an exp beyond the token lifetime, then it is refused', async () => {
    const { session } = await signUp();
    const { sid, sub } = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());
    const key = new TextEncoder().encode(AUTH_SECRET);
    const base = () =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer('tokri')
        .setAudience('tokri-api')
        .setIssuedAt();
    const noExp = await base().sign(key);
    const tenYears = await base()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 10 * 365 * 86_400)
      .sign(key);
    const proper = await base().setExpirationTime('10 minutes').sign(key);
    expect((await server.api('/api/auth/user', { token: noExp })).status).toBe(401);
    expect((await server.api('/api/auth/user', { token: tenYears })).status).toBe(401);
    expect((await server.api('/api/auth/user', { token: proper })).status).toBe(200);
  });

  it('when tokens are handed out, then the response may not be cached', async () => {
    const identifier = uniqueEmail();
    const responses = [
      await server.api('/api/auth/sign-up', { body: { identifier, password }, headers: from(newIp()) }),
    ];
    const token = await signUpLinkToken(server, identifier);
    responses.push(
      await server.api('/api/auth/sign-up/confirm', { body: { token }, headers: from(newIp()) }),
      await signIn(identifier, password, newIp()),
      await signIn(identifier, 'a-wrong-password', newIp()),
    );
    responses.push(
      await server.api('/api/auth/refresh', { body: { refreshToken: responses[2]!.body.refreshToken } }),
    );
    for (const response of responses) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('housekeeping', () => {
  it('when throttle rows are older than any window, then the hourly prune deletes them and keeps live ones', async () => {
    const stale = `signin:pair:stale${counter++}@example.in:203.0.113.9`;
    const live = `signin:pair:live${counter++}@example.in:203.0.113.9`;
    await server.db.query(
      `insert into sign_in_throttles (key, failures, last_failure_at)
       values ($1, 4, now() - interval '3 days'), ($2, 4, now())`,
      [stale, live],
    );
    await server.db.query(
      `insert into rate_limit_counters (key, window_started_at, hits)
       values ($1, now() - interval '3 days', 9), ($2, now(), 1)`,
      [`reset:ip:${stale}`, `reset:ip:${live}`],
    );
    expect(await pruneAuthThrottles(server.db)).toBeGreaterThanOrEqual(2);
    const { rows } = await server.db.query<{ key: string }>(
      `select key from sign_in_throttles where key in ($1, $2)
       union all select key from rate_limit_counters where key in ($3, $4)`,
      [stale, live, `reset:ip:${stale}`, `reset:ip:${live}`],
    );
    expect(rows.map((row) => row.key).sort()).toEqual([live, `reset:ip:${live}`].sort());
  });
});
