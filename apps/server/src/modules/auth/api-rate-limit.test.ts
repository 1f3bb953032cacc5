import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type RunningServer, startServer } from '../../server.js';
import { countingDatabase } from '../../test-support/counting-database.js';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** Small limits so the test reaches them; behind a trusted proxy, so X-Forwarded-For names the caller. */
const LIMITS = {
  RATE_LIMIT_ENABLED: 'true',
  RATE_LIMIT_PER_USER: '3',
  RATE_LIMIT_PER_IP: '2',
  RATE_LIMIT_WINDOW_SECONDS: '60',
  TRUST_PROXY: 'true',
  DEV_OUTBOX: 'false',
};
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';

let server: TestServer;
let ipCounter = 0;
beforeAll(async () => {
  server = await startTestServer({ env: LIMITS });
});
afterAll(async () => server?.stop());

/** A documentation address (RFC 5737) nobody else in this file uses. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

async function signUp(): Promise<string> {
  const response = await signUpThroughLink(
    server,
    { identifier: `limited${Date.now()}${ipCounter}@example.in`, password: 'shopper-password' },
    from(freshIp()),
  );
  expect(response.status).toBe(200);
  return response.body.accessToken as string;
}

const rateLimitHeaders = (headers: Headers) => ({
  limit: headers.get('ratelimit-limit'),
  remaining: headers.get('ratelimit-remaining'),
  policy: headers.get('ratelimit-policy'),
});

describe('the general API rate limit', () => {
  it('when one address sends more signed-out requests than its limit, then it gets a translated 429 and another address does not', async () => {
    const ip = freshIp();
    const first = await server.api('/api/push/vapid-public-key', { headers: from(ip) });
    const second = await server.api('/api/push/vapid-public-key', { headers: from(ip) });
    const third = await server.api('/api/push/vapid-public-key', {
      headers: from(ip, { 'accept-language': 'hi' }),
    });

    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(rateLimitHeaders(first.headers)).toEqual({ limit: '2', remaining: '1', policy: '2;w=60' });
    expect(rateLimitHeaders(second.headers)).toEqual({ limit: '2', remaining: '0', policy: '2;w=60' });
    expect(rateLimitHeaders(third.headers)).toEqual({ limit: '2', remaining: '0', policy: '2;w=60' });
    const retryAfter = Number(third.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(third.headers.get('ratelimit-reset')).toBe(String(retryAfter));
    expect(third.body.error.code).toBe('RATE_LIMITED');
    expect(third.body.error.message).toBe(`बहुत अधिक अनुरोध। कृपया ${retryAfter} सेकंड रुककर फिर से प्रयास करें।`);
    const telugu = await server.api('/api/push/vapid-public-key', {
      headers: from(ip, { 'accept-language': 'te' }),
    });
    expect(telugu.body.error.message).toBe(
      `చాలా ఎక్కువ అభ్యర్థనలు. దయచేసి ${Number(telugu.headers.get('retry-after'))} సెకన్లు ఆగి మళ్ళీ ప్రయత్నించండి.`,
    );

    const elsewhere = await server.api('/api/push/vapid-public-key', { headers: from(freshIp()) });
    expect(elsewhere.status).toBe(200);
    expect(rateLimitHeaders(elsewhere.headers)).toEqual({ limit: '2', remaining: '1', policy: '2;w=60' });
    // An IPv6 caller is one /64: another address in the same /64 shares its count.
    const v6 = '2001:db8:7:1::10';
    await server.api('/api/push/vapid-public-key', { headers: from(v6) });
    const sameSubnet = await server.api('/api/push/vapid-public-key', { headers: from('2001:db8:7:1::99') });
    expect(sameSubnet.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('when one user sends more requests than theirs, then only that user is refused, even on a shared address', async () => {
    const [alice, bob] = [await signUp(), await signUp()];
    const shared = freshIp();
    // The shared address is spent on signed-out requests: signed-in shoppers behind it are counted by user only.
    await server.api('/api/push/vapid-public-key', { headers: from(shared) });
    await server.api('/api/push/vapid-public-key', { headers: from(shared) });

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await server.api('/api/cart', { token: alice, headers: from(shared) })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const bobs = await server.api('/api/cart', { token: bob, headers: from(shared) });
    expect(bobs.status).toBe(200);
    expect(rateLimitHeaders(bobs.headers)).toEqual({ limit: '3', remaining: '2', policy: '3;w=60' });
    // A token that does not verify is a signed-out caller: counted by its address, not by the user it names.
    const forged = await server.api('/api/cart', { token: `${bob}x`, headers: from(freshIp()) });
    expect(forged.status).toBe(401);
    expect(rateLimitHeaders(forged.headers)).toEqual({ limit: '2', remaining: '1', policy: '2;w=60' });
  });

  it('when a probe or the payment gateway calls, then it is never counted', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      const health = await server.api('/api/health', { headers: from(ip) });
      expect(health.status).toBe(200);
      expect(health.headers.get('ratelimit-limit')).toBeNull();
    }
    expect(
      (await server.api('/api/push/vapid-public-key', { headers: from(ip) })).headers.get(
        'ratelimit-remaining',
      ),
    ).toBe('1');
  });

  it('when a request is counted, then it costs no statement on PGlite and one upsert on a PostgreSQL server', async () => {
    let counter: ReturnType<typeof countingDatabase> | undefined;
    const counted = await startTestServer({
      env: LIMITS,
      wrapDb: (db) => {
        counter = countingDatabase(db);
        return counter.db;
      },
    });
    try {
      const statements = await counter!.count(() =>
        counted.api('/api/push/vapid-public-key', { headers: from('192.0.2.7') }),
      );
      const limitStatements = statements.filter((sql) => sql.includes('rate_limit_counters'));
      expect(limitStatements).toHaveLength(counted.db.engine === 'postgres' ? 1 : 0);
      expect(statements.length - limitStatements.length).toBe(0);
    } finally {
      await counted.stop();
    }
  });

  it('when the limit is switched off, then no request is counted', async () => {
    const unlimited = await startTestServer({ env: { ...LIMITS, RATE_LIMIT_ENABLED: 'false' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await unlimited.api('/api/push/vapid-public-key', { headers: from('192.0.2.1') });
        statuses.push(response.status);
        expect(response.headers.get('ratelimit-limit')).toBeNull();
      }
      expect(statuses).toEqual([200, 200, 200, 200]);
    } finally {
      await unlimited.stop();
    }
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('the rate limit on two instances', () => {
  let other: RunningServer;
  beforeAll(async () => {
    other = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO_DATA: 'false',
        JOBS_ENABLED: 'false',
        AUTH_SECRET,
        WEB_DIST_DIR: '/nonexistent',
        ...LIMITS,
      }),
      { db: await server.database.openAnother() },
    );
  });
  afterAll(async () => other?.close());

  it('when a user and an address spread their requests over both instances, then one count holds for both', async () => {
    const token = await signUp();
    const onOther = (path: string, headers: Record<string, string>) =>
      fetch(`${other.url}${path}`, { headers });
    const statuses = [
      (await server.api('/api/cart', { token })).status,
      (await onOther('/api/cart', { authorization: `Bearer ${token}` })).status,
      (await server.api('/api/cart', { token })).status,
      (await onOther('/api/cart', { authorization: `Bearer ${token}` })).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);

    const ip = freshIp();
    expect((await server.api('/api/push/vapid-public-key', { headers: from(ip) })).status).toBe(200);
    const second = await onOther('/api/push/vapid-public-key', from(ip));
    expect(second.headers.get('ratelimit-remaining')).toBe('0');
    const third = await onOther('/api/push/vapid-public-key', from(ip));
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
  });
});
