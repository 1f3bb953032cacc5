import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { hmacHex, paymentSignature } from '../payments/payment-signatures.js';

/** The wallet API: balance and history, and top-ups through the sandbox gateway with the checkout's signed flow. */

let server: TestServer;
let secrets: { keyId: string; keySecret: string; webhookSecret: string };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const { rows } = await server.db.query<{ value: typeof secrets }>(
    `select value from app_settings where key = 'sandbox_gateway'`,
  );
  secrets = rows[0]!.value;
});
afterAll(async () => server?.stop());

const pageToken = (checkoutUrl: string) =>
  new URL(checkoutUrl, 'http://tokri.localhost').searchParams.get('token') ?? '';

async function startTopup(token: string, amountPaise: number) {
  const started = await server.api('/api/wallet/topups', { token, body: { amountPaise } });
  expect(started.status).toBe(201);
  return started.body as {
    topupId: string;
    payment: { gatewayOrderId: string; checkoutUrl: string; amountPaise: number; orderId: string };
  };
}

/** The customer approves on the sandbox's hosted page; the browser comes back to /wallet with the signed result. */
async function approve(payment: { gatewayOrderId: string; checkoutUrl: string }) {
  const response = await fetch(
    `${server.url}/sandbox-gateway/checkout/${payment.gatewayOrderId}/approve?callback=%2Fwallet`,
    {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ token: pageToken(payment.checkoutUrl) }),
    },
  );
  expect(response.status).toBe(303);
  const callback = new URL(response.headers.get('location')!, server.url);
  expect(callback.pathname).toBe('/wallet');
  return Object.fromEntries(callback.searchParams) as Record<string, string>;
}

/** A different last hex digit (a fixed replacement would equal the genuine one 1 time in 16). */
const tamper = (signature: string) => `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

const wallet = async (token: string) => (await server.api('/api/wallet', { token })).body;

const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met');
};

describe(`wallet on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a new customer opens the wallet, then it is empty, with nothing due tomorrow', async () => {
    const { token } = await newCustomer(server);
    const view = await server.api('/api/wallet', { token });
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      balancePaise: 0,
      entries: [],
      nextBefore: null,
      tomorrowPaise: 0,
      refundsToWallet: false,
    });
    expect((await server.api('/api/wallet')).status).toBe(401);
  });

  it('when a customer tops up through the sandbox, then a forged result is refused and the genuine one credits once', async () => {
    const { token, userId } = await newCustomer(server);
    const { topupId, payment } = await startTopup(token, 500_00);
    expect(payment).toMatchObject({ amountPaise: 500_00, orderId: topupId });
    const page = await fetch(`${server.url}${payment.checkoutUrl}`);
    expect(await page.text()).toContain('₹500');
    const result = await approve(payment);

    const forged = await server.api('/api/wallet/topups/verify', {
      token,
      body: { ...result, razorpay_signature: tamper(result.razorpay_signature!) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('PAYMENT_SIGNATURE_INVALID');

    const stranger = await newCustomer(server);
    expect(
      (await server.api('/api/wallet/topups/verify', { token: stranger.token, body: result })).status,
    ).toBe(404);

    const verified = await server.api('/api/wallet/topups/verify', { token, body: result });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ topupId, status: 'paid', amountPaise: 500_00, balancePaise: 500_00 });
    // The browser retries and the gateway's webhook arrives too: still one credit.
    expect((await server.api('/api/wallet/topups/verify', { token, body: result })).body.balancePaise).toBe(
      500_00,
    );
    await waitFor(async () => {
      const { rows } = await server.db.query(
        `select 1 from payment_webhook_events where payload::text like $1`,
        [`%${payment.gatewayOrderId}%`],
      );
      return rows.length > 0;
    });
    const view = await wallet(token);
    expect(view.balancePaise).toBe(500_00);
    expect(view.entries).toMatchObject([{ kind: 'topup', amountPaise: 500_00, balanceAfterPaise: 500_00 }]);
    expect((await wallet(stranger.token)).balancePaise).toBe(0);
    const { rows } = await server.db.query<{ sum: number }>(
      'select sum(amount_paise)::int as sum from wallet_ledger where user_id = $1',
      [userId],
    );
    expect(rows[0]!.sum).toBe(500_00);
  });

  it('when only the signed webhook reports the capture, then the top-up is credited, once for five deliveries', async () => {
    const { token } = await newCustomer(server);
    const { topupId, payment } = await startTopup(token, 200_00);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: `pay_topup${topupId.slice(0, 8)}`,
            order_id: payment.gatewayOrderId,
            amount: 200_00,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secrets.webhookSecret, body),
    };
    for (let i = 0; i < 5; i++) {
      const delivered = await server.api('/api/payments/webhook', { method: 'POST', rawBody: body, headers });
      expect(delivered.status).toBe(200);
    }
    expect((await wallet(token)).balancePaise).toBe(200_00);
    expect((await server.api(`/api/wallet/topups/${topupId}`, { token })).body.status).toBe('paid');
  });

  it('when the customer declines on the page, then the top-up fails and nothing is credited', async () => {
    const { token } = await newCustomer(server);
    const { topupId, payment } = await startTopup(token, 100_00);
    const reported = await server.api('/api/wallet/topups/failed', {
      token,
      body: { razorpay_order_id: payment.gatewayOrderId, reason: 'payment_declined' },
    });
    expect(reported.status).toBe(200);
    expect(reported.body).toEqual({ topupId, status: 'failed', amountPaise: 100_00, balancePaise: 0 });
    // A signature over another gateway order does not open this one.
    const signature = paymentSignature(secrets.keySecret, 'order_other', 'pay_x1234567');
    const wrong = await server.api('/api/wallet/topups/verify', {
      token,
      body: {
        razorpay_order_id: payment.gatewayOrderId,
        razorpay_payment_id: 'pay_x1234567',
        razorpay_signature: signature,
      },
    });
    expect(wrong.status).toBe(400);
    expect((await wallet(token)).balancePaise).toBe(0);
  });

  it('when the amount is not whole rupees, outside the limits or over the wallet cap, then it is refused with a reason', async () => {
    const { token, userId } = await newCustomer(server);
    for (const amountPaise of [49_00, 10_000_01, 150_50, -100, 0]) {
      const refused = await server.api('/api/wallet/topups', { token, body: { amountPaise } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('WALLET_TOPUP_AMOUNT_INVALID');
    }
    const text = await server.api('/api/wallet/topups', { token, body: { amountPaise: '500' } });
    expect(text.status).toBe(400);
    await server.db.query(`insert into wallets (user_id, balance_paise) values ($1, 1500000)`, [userId]);
    const capped = await server.api('/api/wallet/topups', { token, body: { amountPaise: 6_000_00 } });
    expect(capped.status).toBe(409);
    expect(capped.body.error.code).toBe('WALLET_BALANCE_LIMIT');
    expect((await server.api('/api/wallet/topups', { token, body: { amountPaise: 5_000_00 } })).status).toBe(
      201,
    );
    const { rows } = await server.db.query('select 1 from wallet_topups where user_id = $1', [userId]);
    expect(rows).toHaveLength(1);
  });

  it('when the history is longer than a page, then it comes newest first and pages by cursor without gaps', async () => {
    const { token } = await newCustomer(server);
    for (const amount of [100_00, 200_00, 300_00]) {
      const { payment } = await startTopup(token, amount);
      await server.api('/api/wallet/topups/verify', { token, body: await approve(payment) });
    }
    const first = (await server.api('/api/wallet?limit=2', { token })).body;
    expect(first.entries.map((e: { amountPaise: number }) => e.amountPaise)).toEqual([300_00, 200_00]);
    expect(first.balancePaise).toBe(600_00);
    const second = (await server.api(`/api/wallet?limit=2&before=${first.nextBefore}`, { token })).body;
    expect(second.entries.map((e: { amountPaise: number }) => e.amountPaise)).toEqual([100_00]);
    expect(second.nextBefore).toBeNull();
    expect((await server.api('/api/wallet?limit=500', { token })).status).toBe(400);
  });
});
