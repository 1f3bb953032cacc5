import { randomBytes } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOriginPath } from '../../http/same-origin-path.js';
import {
  ADDRESS,
  fillCart,
  newCustomer,
  placeOrder,
  productIdBySlug,
  setStock,
} from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  hmacHex,
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from './payment-signatures.js';
import { signSandboxPageToken } from './sandbox-gateway.js';

let server: TestServer;
let rice: string;
let secrets: { keyId: string; keySecret: string; webhookSecret: string };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await setStock(server.db, rice, 1000, 25000);
  await server.db.query('update products set discount_percentage = 0 where id = $1', [rice]);
  const { rows } = await server.db.query<{ value: typeof secrets }>(
    `select value from app_settings where key = 'sandbox_gateway'`,
  );
  secrets = rows[0]!.value;
});
afterAll(async () => server?.stop());

/** An online order waiting for payment, started by its customer: the hosted page's URL carries the page token. */
async function onlineOrder() {
  const customer = await newCustomer(server);
  await fillCart(server, customer.token, [{ productId: rice, quantity: 1 }]);
  const placed = await placeOrder(server, customer.token, { address: ADDRESS, paymentMethod: 'online' });
  expect(placed.status).toBe(201);
  const start = await server.api(`/api/payments/orders/${placed.body.order.id}/start`, {
    method: 'POST',
    token: customer.token,
  });
  expect(start.status).toBe(200);
  const payment = start.body.payment as { gatewayOrderId: string; checkoutUrl: string };
  const pageToken = new URL(payment.checkoutUrl, server.url).searchParams.get('token') ?? '';
  return { ...customer, orderId: placed.body.order.id as string, payment, pageToken };
}

async function orderRow(id: string) {
  const { rows } = await server.db.query<{ status: string; payment_status: string }>(
    'select status, payment_status from orders where id = $1',
    [id],
  );
  return rows[0]!;
}

/** What the hosted page's form sends: the page token in the form body, the callback in the action URL. */
function decide(
  gatewayOrderId: string,
  decision: 'approve' | 'decline',
  token: string | null,
  callback = '/checkout/payment',
) {
  const body = new URLSearchParams(token === null ? {} : { token });
  return fetch(
    `${server.url}/sandbox-gateway/checkout/${gatewayOrderId}/${decision}?callback=${encodeURIComponent(callback)}`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'te' },
      body,
    },
  );
}

const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 60; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
};

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';

describe(`sandbox gateway approve and decline need the customer's page token on ${engine}`, () => {
  it('when someone without the page token approves or declines, then 403 and the order stays unpaid', async () => {
    const { orderId, payment } = await onlineOrder();
    for (const decision of ['approve', 'decline'] as const) {
      const response = await decide(payment.gatewayOrderId, decision, null);
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
      const text = await response.text();
      expect(text).toContain('lang="te"');
      expect(text).toMatch(/[\u0C00-\u0C7F]/); // Telugu, as the caller asked
    }
    expect(await orderRow(orderId)).toEqual({ status: 'payment_pending', payment_status: 'pending' });
    const { rows } = await server.db.query<{ status: string }>(
      'select status from sandbox_gateway_orders where id = $1',
      [payment.gatewayOrderId],
    );
    expect(rows[0]?.status).toBe('created');
  });

  it('when the token is forged, re-dated, expired or belongs to another payment, then approve is refused', async () => {
    const { orderId, payment, pageToken } = await onlineOrder();
    const other = await onlineOrder();
    const [expiresAt, mac] = pageToken.split('.');
    const past = Math.floor(Date.now() / 1000) - 1;
    const forgeries = [
      '',
      'x',
      `${expiresAt}.${mac?.slice(0, -1)}${mac?.endsWith('a') ? 'b' : 'a'}`,
      `${expiresAt}.${mac?.toUpperCase()}`,
      `${Number(expiresAt) + 86_400}.${mac}`,
      signSandboxPageToken(secrets.keySecret, payment.gatewayOrderId, past),
      signSandboxPageToken(randomBytes(24).toString('base64url'), payment.gatewayOrderId, past + 3600),
      other.pageToken,
    ];
    for (const token of forgeries) {
      const response = await decide(payment.gatewayOrderId, 'approve', token);
      expect(response.status, `token ${token}`).toBe(403);
    }
    const page = await fetch(
      `${server.url}/sandbox-gateway/checkout/${payment.gatewayOrderId}?token=${other.pageToken}`,
    );
    expect(page.status).toBe(403);
    expect(await page.text()).not.toContain('₹250');
    expect(await orderRow(orderId)).toEqual({ status: 'payment_pending', payment_status: 'pending' });
  });

  it('when the hosted page is opened without its token, then it shows nothing about the payment', async () => {
    const { payment } = await onlineOrder();
    const bare = await fetch(`${server.url}/sandbox-gateway/checkout/${payment.gatewayOrderId}`);
    expect(bare.status).toBe(403);
    const text = await bare.text();
    expect(text).not.toContain('₹250');
    expect(text).not.toContain('Approve payment');
    // An unknown id answers exactly the same, so ids cannot be probed.
    const unknown = await fetch(`${server.url}/sandbox-gateway/checkout/order_doesnotexist`);
    expect(unknown.status).toBe(403);
  });

  it("when the customer uses the page's own form, then approve works once and a second use is refused", async () => {
    const { token, orderId, payment, pageToken } = await onlineOrder();
    const page = await fetch(`${server.url}${payment.checkoutUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('₹250');
    // The token rides in the form body (not in the action URL, which can end up in logs).
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(action).not.toContain(pageToken);
    expect(html).toContain(`name="token" value="${pageToken}"`);

    const approve = await decide(payment.gatewayOrderId, 'approve', pageToken);
    expect(approve.status).toBe(303);
    const result = Object.fromEntries(new URL(approve.headers.get('location')!, server.url).searchParams);
    const verified = await server.api('/api/payments/verify', { token, body: result });
    expect(verified.status).toBe(200);
    await waitFor(async () => (await orderRow(orderId)).status === 'placed');

    const again = await decide(payment.gatewayOrderId, 'approve', pageToken);
    expect(again.status).toBe(409);
    const declineAfter = await decide(payment.gatewayOrderId, 'decline', pageToken);
    expect(declineAfter.status).toBe(409);
    expect(await orderRow(orderId)).toEqual({ status: 'placed', payment_status: 'paid_online' });
  });
});

describe('sandbox callback is a same-origin path (open redirect)', () => {
  const fallback = '/checkout/payment';
  it.each([
    '/\\evil.example/steal',
    '\\\\evil.example/steal',
    '//evil.example/steal',
    '/\t/evil.example',
    '/.//evil.example/steal',
    '/%2e//evil.example',
    'https://evil.example/steal',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '',
    'https://',
  ])('when the callback is %j, then the fallback path is used', (raw) => {
    expect(sameOriginPath(raw, fallback)).toBe(fallback);
  });

  it.each([
    ['/checkout/payment', '/checkout/payment'],
    ['/checkout/payment?from=app', '/checkout/payment?from=app'],
    ['/orders/../checkout/payment', '/checkout/payment'],
    ['/checkout/payment#top', '/checkout/payment'],
  ])('when the callback is %j, then it is kept as %j', (raw, expected) => {
    expect(sameOriginPath(raw, fallback)).toBe(expected);
  });

  it(`when approve is posted with callback=/\\evil.example/steal on ${engine}, then the signed result stays on this site`, async () => {
    const { payment, pageToken } = await onlineOrder();
    const approve = await decide(payment.gatewayOrderId, 'approve', pageToken, '/\\evil.example/steal');
    expect(approve.status).toBe(303);
    const location = approve.headers.get('location')!;
    const target = new URL(location, server.url);
    expect(target.origin).toBe(new URL(server.url).origin);
    expect(target.pathname).toBe('/checkout/payment');
    expect(target.searchParams.get('razorpay_signature')).toMatch(/^[0-9a-f]{64}$/);
    // Resolved by a browser against any origin, it still stays there.
    expect(new URL(location, 'https://tokri.in').origin).toBe('https://tokri.in');
  });
});

describe(`webhook identity and signatures on ${engine}`, () => {
  function capturedEvent(gatewayOrderId: string, paymentId: string) {
    return JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paymentId,
            order_id: gatewayOrderId,
            amount: 25000,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  it('when one signed event arrives again under a different unsigned event-id header, then it is a duplicate', async () => {
    const { payment } = await onlineOrder();
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const body = capturedEvent(payment.gatewayOrderId, paymentId);
    const signature = hmacHex(secrets.webhookSecret, body);
    const send = (eventId?: string) =>
      server.api('/api/payments/webhook', {
        method: 'POST',
        rawBody: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
        },
      });
    const first = await send('evt_first');
    expect(first.status).toBe(200);
    expect(first.body.duplicate).toBe(false);
    const replays = [await send('evt_replayed_1'), await send('evt_replayed_2'), await send()];
    expect(replays.map((r) => [r.status, r.body.duplicate])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    const { rows } = await server.db.query(
      `select 1 from payment_webhook_events where payload::text like $1`,
      [`%${paymentId}%`],
    );
    expect(rows).toHaveLength(1);
  });

  it('when the webhook signature is the right digest in upper case, then it is refused like the official check does', async () => {
    const { orderId, payment } = await onlineOrder();
    const body = capturedEvent(payment.gatewayOrderId, `pay_${randomBytes(7).toString('hex')}`);
    const upper = hmacHex(secrets.webhookSecret, body).toUpperCase();
    expect(validateWebhookSignature(body, upper, secrets.webhookSecret)).toBe(false);
    const response = await server.api('/api/payments/webhook', {
      method: 'POST',
      rawBody: body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': upper },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect(await orderRow(orderId)).toMatchObject({ status: 'payment_pending' });
  });

  it('when a payment signature is the right digest in upper case, then verify refuses it', async () => {
    const { token, orderId, payment } = await onlineOrder();
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const upper = paymentSignature(secrets.keySecret, payment.gatewayOrderId, paymentId).toUpperCase();
    const response = await server.api('/api/payments/verify', {
      token,
      body: {
        razorpay_order_id: payment.gatewayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: upper,
      },
    });
    expect(response.status).toBe(400);
    expect(await orderRow(orderId)).toMatchObject({ status: 'payment_pending' });
  });
});

describe("signatures agree with Razorpay's official utilities (known answers)", () => {
  it('when 200 random payments and bodies are signed, then ours and the official check agree on every variant', () => {
    for (let i = 0; i < 200; i++) {
      const secret = randomBytes(1 + (i % 40)).toString('base64url');
      const orderId = `order_${randomBytes(7).toString('base64url')}`;
      const paymentId = `pay_${randomBytes(7).toString('base64url')}`;
      const signature = paymentSignature(secret, orderId, paymentId);
      const body = JSON.stringify({ event: 'payment.captured', n: i, text: randomBytes(i).toString('hex') });
      const bodySignature = hmacHex(secret, body);
      const candidates = [
        signature,
        signature.toUpperCase(),
        `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
        signature.slice(2),
        `${signature} `,
        paymentSignature(secret, orderId, `${paymentId}x`),
      ];
      for (const candidate of candidates) {
        expect(verifyPaymentSignature(secret, orderId, paymentId, candidate)).toBe(
          validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, candidate, secret),
        );
      }
      for (const candidate of [bodySignature, bodySignature.toUpperCase(), hmacHex(secret, `${body} `)]) {
        expect(verifyWebhookSignature(secret, body, candidate)).toBe(
          validateWebhookSignature(body, candidate, secret),
        );
      }
      expect(
        validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, secret),
      ).toBe(true);
    }
  });
});
