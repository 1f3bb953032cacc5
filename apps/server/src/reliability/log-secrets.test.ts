import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test-support/server-process.js';
import { ADDRESS } from '../test-support/shop-fixtures.js';
import { signUpLinkToken } from '../test-support/sign-up-link.js';
import { createTestDatabase, type TestDatabase, testEngine } from '../test-support/test-database.js';

/**
 * Issue 19 item 3: the logs never hold a password, a token, a one-time code or a payment instrument. The real
 * server as its own process at `trace` level (everything it would ever write), through a whole flow: sign up,
 * sign in, a password reset by emailed token, a saved UPI id, an online checkout paid on the gateway's page
 * (signed result and signed webhook), a bad sign-in; then its stdout and stderr are searched for each secret.
 */
let database: TestDatabase | null = null;
let dataDir: string | null = null;
let server: ServerProcess;

beforeAll(async () => {
  if (testEngine() === 'postgres') database = await createTestDatabase({ migrate: false });
  else dataDir = await mkdtemp(join(tmpdir(), 'tokri-logs-'));
  server = await startServerProcess(database?.url ?? null, {
    LOG_LEVEL: 'trace',
    DEV_OUTBOX: 'true',
    MINIMUM_ORDER_PAISE: '0',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await database?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
  body: any;
}

async function call(path: string, init: { token?: string; body?: unknown } = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe(`secrets in the logs on ${testEngine()}`, () => {
  it('when a customer signs up, signs in, resets the password, saves a UPI id and pays online, then no password, token, reset token, UPI id or payment signature appears in the log, which did record the requests', async () => {
    const email = `logs-${randomUUID()}@example.in`;
    const password = `Saffron-${randomUUID().slice(0, 8)}-Kettle`;
    const newPassword = `Monsoon-${randomUUID().slice(0, 8)}-Lantern`;
    const upiId = `asha.${randomUUID().slice(0, 6)}@okaxis`;
    const secrets: Record<string, string> = { password, newPassword, upiId };

    const signUp = await call('/api/auth/sign-up', {
      body: { identifier: email, password, fullName: 'Asha' },
    });
    expect(signUp.status).toBe(202);
    secrets.signUpToken = (await signUpLinkToken(server.url, email)) ?? 'no sign-up link';
    const confirmed = await call('/api/auth/sign-up/confirm', { body: { token: secrets.signUpToken } });
    expect(confirmed.status).toBe(200);
    const signIn = await call('/api/auth/sign-in', { body: { identifier: email, password } });
    expect(signIn.status).toBe(200);
    secrets.accessToken = signIn.body.accessToken;
    secrets.refreshToken = signIn.body.refreshToken;
    expect(
      (await call('/api/auth/sign-in', { body: { identifier: email, password: `${password}x` } })).status,
    ).toBe(401);
    const refreshed = await call('/api/auth/refresh', { body: { refreshToken: signIn.body.refreshToken } });
    expect(refreshed.status).toBe(200);
    secrets.refreshedAccessToken = refreshed.body.accessToken;

    expect((await call('/api/auth/password-reset', { body: { identifier: email } })).status).toBe(202);
    const outbox = await call(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
    const resetToken = new URL(/https?:\/\/\S+/.exec(outbox.body.items[0].body_text)![0]).searchParams.get(
      'token',
    )!;
    secrets.resetToken = resetToken;
    const recovery = await call('/api/auth/password-reset/verify', { body: { token: resetToken } });
    expect(recovery.status).toBe(200);
    expect(
      (
        await call('/api/auth/password', {
          token: recovery.body.accessToken,
          body: { password: newPassword },
        })
      ).status,
    ).toBe(204);
    const again = await call('/api/auth/sign-in', { body: { identifier: email, password: newPassword } });
    expect(again.status).toBe(200);
    const token = again.body.accessToken as string;
    secrets.recoveryToken = recovery.body.accessToken;
    secrets.finalAccessToken = token;

    expect((await call('/api/payment-methods', { token, body: { kind: 'upi', upiId } })).status).toBe(201);

    const list = await call('/api/products?limit=50', { token });
    const product = list.body.items.find(
      (item: { hasVariants: boolean; stockQuantity: number }) => !item.hasVariants && item.stockQuantity > 5,
    );
    expect(
      (
        await call('/api/cart/items', {
          token,
          body: { productId: product.id, variantId: null, quantity: 1 },
        })
      ).status,
    ).toBe(201);
    const response = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ address: ADDRESS, paymentMethod: 'online' }),
    });
    expect(response.status).toBe(201);
    const orderId = ((await response.json()) as { order: { id: string } }).order.id;
    const start = await call(`/api/payments/orders/${orderId}/start`, { token, body: {} });
    expect(start.status).toBe(200);
    const payment = start.body.payment as { checkoutUrl: string; gatewayOrderId: string };
    const pageToken = new URL(payment.checkoutUrl, server.url).searchParams.get('token')!;
    secrets.pageToken = pageToken;
    // The page token travels in the query string: the access log keeps the route pattern only.
    expect((await fetch(`${server.url}${payment.checkoutUrl}`)).status).toBe(200);
    const approve = await fetch(
      `${server.url}/sandbox-gateway/checkout/${payment.gatewayOrderId}/approve?callback=%2Fcheckout%2Fpayment`,
      { method: 'POST', redirect: 'manual', body: new URLSearchParams({ token: pageToken }) },
    );
    expect(approve.status).toBe(303);
    const result = Object.fromEntries(new URL(approve.headers.get('location')!, server.url).searchParams);
    secrets.paymentSignature = result.razorpay_signature!;
    expect((await call('/api/payments/verify', { token, body: result })).status).toBe(200);
    // The signed webhook arrives too (the sandbox posts it through the app); wait for its access-log line.
    for (let i = 0; i < 100 && !server.output().includes('"route":"/api/payments/webhook"'); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));

    const log = server.output();
    expect(log).toContain('"route":"/api/payments/webhook"');
    expect(log).toContain('"route":"/api/auth/password-reset/verify"');
    expect(log).toContain('"route":"/sandbox-gateway/checkout/:orderId"');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(8);
      expect(log.includes(secret), `${name} is in the log`).toBe(false);
    }
  });
});
