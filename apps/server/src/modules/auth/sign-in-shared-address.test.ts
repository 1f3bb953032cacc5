import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createSignInRateLimit } from './sign-in-rate-limit.js';

// Issue 31 part 4 item 1 (ADR 0072): thirty failures on made-up accounts from one carrier-NAT address must not
// lock out the thousands of customers behind it; per-account and per-account+address limits still hold.

const password = 'monsoon-on-the-tin-roof';
let server: TestServer;
let counter = 0;
let ipCounter = 0;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      TRUST_PROXY: 'true',
      DEV_OUTBOX: 'false',
      SIGNIN_MAX_ATTEMPTS_PER_ACCOUNT: '3',
      SIGNIN_MAX_ATTEMPTS_PER_IP: '30',
      SIGNIN_MAX_UNKNOWN_DEVICE_FAILURES_PER_ACCOUNT: '8',
    },
  });
});
afterAll(async () => server?.stop());

const uniqueEmail = () => `shared${Date.now()}${counter++}@example.in`;
const newIp = () => `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const signIn = (identifier: string, pass: string, ip: string) =>
  server.api('/api/auth/sign-in', {
    body: { identifier, password: pass },
    headers: { 'x-forwarded-for': ip },
  });

async function signUp() {
  const identifier = uniqueEmail();
  const response = await signUpThroughLink(server, { identifier, password }, { 'x-forwarded-for': newIp() });
  expect(response.status).toBe(200);
  return identifier;
}

async function sprayFrom(ip: string, times: number) {
  for (let i = 0; i < times; i++)
    expect((await signIn(uniqueEmail(), 'spray-and-pray-1', ip)).status).toBe(401);
}

describe('sign-in from a shared address (carrier NAT)', () => {
  it('when 30 sign-ins on made-up accounts failed from one address, then a real user there signs in with the right password on a new device', async () => {
    const carrierNat = newIp();
    const customer = await signUp();
    await sprayFrom(carrierNat, 30);

    const signedIn = await signIn(customer, password, carrierNat);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(customer);

    // Over the limit a wrong password gets no free answer: it is refused with the address's wait.
    const wrong = await signIn(await signUp(), 'not-the-password', carrierNat);
    expect(wrong.status).toBe(429);
    expect(wrong.body.error.code).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(Number(wrong.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when one account gets wrong passwords from one address, then that account is still delayed there, right password or not', async () => {
    const carrierNat = newIp();
    const customer = await signUp();
    for (let i = 0; i < 3; i++)
      expect((await signIn(customer, 'guess-again-99', carrierNat)).status).toBe(401);
    const delayed = await signIn(customer, password, carrierNat);
    expect(delayed.status).toBe(429);
    expect(delayed.body.error.code).toBe('AUTH_SIGN_IN_DELAYED');
    // Another customer behind the same address is not slowed.
    expect((await signIn(await signUp(), password, carrierNat)).status).toBe(200);
  });

  it('when one account gets wrong passwords from many addresses, then new devices are refused for that account only', async () => {
    const customer = await signUp();
    for (let ip = 0; ip < 4; ip++) {
      const stranger = newIp();
      for (let i = 0; i < 2; i++)
        expect((await signIn(customer, 'botnet-guess-42', stranger)).status).toBe(401);
    }
    const refused = await signIn(customer, password, newIp());
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect((await signIn(await signUp(), password, newIp())).status).toBe(200);
  });

  it('when a challenge hook is configured and an address is over its limit, then the hook decides before the password is checked', async () => {
    const asked: (string | null)[] = [];
    const limit = createSignInRateLimit(
      server.db,
      {
        freeFailuresPerPair: 3,
        maxDelaySeconds: 900,
        perIp: { limit: 2, windowSeconds: 900 },
        perAccountFromUnknownDevices: { limit: 100, windowSeconds: 86_400 },
      },
      {
        passed: async (_attempt, response) => {
          asked.push(response);
          return response === 'solved';
        },
      },
    );
    const ip = newIp();
    for (let i = 0; i < 2; i++) await limit.recordFailure({ account: uniqueEmail(), ip, deviceId: null });
    const attempt = { account: uniqueEmail(), ip, deviceId: null };
    await expect(limit.assertAllowed({ ...attempt, challengeResponse: null })).rejects.toMatchObject({
      code: 'AUTH_TOO_MANY_ATTEMPTS',
    });
    await expect(limit.assertAllowed({ ...attempt, challengeResponse: 'solved' })).resolves.toEqual({
      ipOverLimit: true,
    });
    expect(asked).toEqual([null, 'solved']);
    // Under the limit nobody is asked.
    await expect(limit.assertAllowed({ ...attempt, ip: newIp() })).resolves.toEqual({ ipOverLimit: false });
    expect(asked).toHaveLength(2);
  });
});
