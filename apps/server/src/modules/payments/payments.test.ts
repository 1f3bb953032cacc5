import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let server: TestServer;
let rice: string;
let secrets: { keyId: string; keySecret: string; webhookSecret: string };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  rice = await productIdBySlug(server.db, 'basmati-rice');
  await server.db.query('update products set price_paise = 25000, discount_percentage = 0 where id = $1', [
    rice,
  ]);
  await setStock(server.db, rice, 1000);
  const { rows } = await server.db.query<{ value: typeof secrets }>(
    `select value from app_settings where key = 'sandbox_gateway'`,
  );
  secrets = rows[0]!.value;
});
afterAll(async () => server?.stop());

/** The hosted page's token, which only the paying customer gets (inside the checkout URL). */
const pageToken = (payment: { checkoutUrl: string }) =>
  new URL(payment.checkoutUrl, 'http://tokri.localhost').searchParams.get('token') ?? '';

const tamper = (text: string) => text.slice(0, -1) + (text.endsWith('a') ? 'b' : 'a');

async function onlineOrder() {
  const customer = await newCustomer(server);
  await fillCart(server, customer.token, [{ productId: rice, quantity: 1 }]);
  const placed = await placeOrder(server, customer.token, { address: ADDRESS, paymentMethod: 'online' });
  expect(placed.status).toBe(201);
  expect(placed.body.order).toMatchObject({ status: 'payment_pending', paymentStatus: 'pending' });
  const start = await server.api(`/api/payments/orders/${placed.body.order.id}/start`, {
    method: 'POST',
    token: customer.token,
  });
  expect(start.status).toBe(200);
  return { ...customer, orderId: placed.body.order.id as string, payment: start.body.payment };
}

async function orderRow(id: string) {
  const { rows } = await server.db.query<{ status: string; payment_status: string }>(
    'select status, payment_status from orders where id = $1',
    [id],
  );
  return rows[0]!;
}

async function history(id: string) {
  const { rows } = await server.db.query<{ to_status: string }>(
    'select to_status from order_status_history where order_id = $1 order by created_at',
    [id],
  );
  return rows.map((row) => row.to_status);
}

const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
};

describe('payment signatures (Razorpay scheme)', () => {
  it('accepts the genuine signature and rejects a one-character tamper', () => {
    const signature = paymentSignature('secret', 'order_ABC', 'pay_XYZ');
    expect(signature).toBe(hmacHex('secret', 'order_ABC|pay_XYZ'));
    expect(verifyPaymentSignature('secret', 'order_ABC', 'pay_XYZ', signature)).toBe(true);
    expect(verifyPaymentSignature('secret', 'order_ABC', 'pay_XYZ', tamper(signature))).toBe(false);
    expect(verifyPaymentSignature('secret', 'order_ABD', 'pay_XYZ', signature)).toBe(false);
    expect(verifyPaymentSignature('secret', 'order_ABC', 'pay_XYZ', 'not-hex')).toBe(false);
    const body = '{"event":"payment.captured"}';
    expect(verifyWebhookSignature('wh', body, hmacHex('wh', body))).toBe(true);
    expect(verifyWebhookSignature('wh', `${body} `, hmacHex('wh', body))).toBe(false);
  });
});

describe(`online payments through the sandbox gateway on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when the customer approves on the hosted page, then the signed result marks the order placed and paid, once', async () => {
    const { token, orderId, payment } = await onlineOrder();
    expect(payment).toMatchObject({
      provider: 'sandbox',
      amountPaise: 25000,
      currency: 'INR',
      keyId: secrets.keyId,
    });
    const page = await fetch(`${server.url}${payment.checkoutUrl}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('₹250');
    const approve = await fetch(
      `${server.url}/sandbox-gateway/checkout/${payment.gatewayOrderId}/approve?callback=%2Fcheckout%2Fpayment`,
      { method: 'POST', redirect: 'manual', body: new URLSearchParams({ token: pageToken(payment) }) },
    );
    expect(approve.status).toBe(303);
    const callback = new URL(approve.headers.get('location')!, server.url);
    expect(callback.pathname).toBe('/checkout/payment');
    const result = Object.fromEntries(callback.searchParams);

    const forged = await server.api('/api/payments/verify', {
      token,
      body: { ...result, razorpay_signature: tamper(result.razorpay_signature!) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('PAYMENT_SIGNATURE_INVALID');

    const verified = await server.api('/api/payments/verify', { token, body: result });
    expect(verified.status).toBe(200);
    expect(await orderRow(orderId)).toEqual({ status: 'placed', payment_status: 'paid_online' });
    // The gateway's webhook arrives as well; the order still changed only once.
    await waitFor(async () => {
      const { rows } = await server.db.query('select 1 from payment_webhook_events');
      return rows.length > 0;
    });
    expect(await history(orderId)).toEqual(['payment_pending', 'placed']);
    const admin = await server.db.query('select 1 from orders where id = $1 and status <> $2', [
      orderId,
      'payment_pending',
    ]);
    expect(admin.rows).toHaveLength(1);
  });

  it('when the same signed webhook is delivered five times, then the order changes once', async () => {
    const { orderId, payment } = await onlineOrder();
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_webhook5',
            order_id: payment.gatewayOrderId,
            amount: 25000,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secrets.webhookSecret, body),
      'x-razorpay-event-id': 'evt_five',
    };
    const tampered = await server.api('/api/payments/webhook', {
      method: 'POST',
      rawBody: body.replace('25000', '25001'),
      headers,
    });
    expect(tampered.status).toBe(400);
    expect(await orderRow(orderId)).toMatchObject({ status: 'payment_pending' });
    const deliveries = [];
    for (let i = 0; i < 5; i++) {
      deliveries.push(await server.api('/api/payments/webhook', { method: 'POST', rawBody: body, headers }));
    }
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    expect(deliveries.map((d) => d.body.duplicate)).toEqual([false, true, true, true, true]);
    expect(await orderRow(orderId)).toEqual({ status: 'placed', payment_status: 'paid_online' });
    expect(await history(orderId)).toEqual(['payment_pending', 'placed']);
  });

  it('when the customer declines, then the payment fails, the order waits unpaid and stays out of the admin list', async () => {
    const admin = await server.api('/api/auth/sign-in', {
      body: { identifier: 'admin@tokri.in', password: 'tokri-demo-123' },
    });
    const { token, orderId, payment } = await onlineOrder();
    const decline = await fetch(`${server.url}/sandbox-gateway/checkout/${payment.gatewayOrderId}/decline`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ token: pageToken(payment) }),
    });
    expect(decline.status).toBe(303);
    const callback = new URL(decline.headers.get('location')!, server.url);
    expect(callback.searchParams.get('error_reason')).toBe('payment_declined');
    const reported = await server.api('/api/payments/failed', {
      token,
      body: { razorpay_order_id: payment.gatewayOrderId, reason: 'payment_declined' },
    });
    expect(reported.status).toBe(200);
    await waitFor(async () => (await orderRow(orderId)).payment_status === 'failed');
    expect(await orderRow(orderId)).toEqual({ status: 'payment_pending', payment_status: 'failed' });
    const list = await server.api('/api/admin/orders?limit=100', { token: admin.body.accessToken });
    expect(list.body.items.map((o: { id: string }) => o.id)).not.toContain(orderId);
    // The customer may try again: a fresh gateway order.
    const retry = await server.api(`/api/payments/orders/${orderId}/start`, { method: 'POST', token });
    expect(retry.status).toBe(200);
    expect(retry.body.payment.gatewayOrderId).not.toBe(payment.gatewayOrderId);
  });

  it("when another customer tries someone's payment, then 404", async () => {
    const { orderId, payment } = await onlineOrder();
    const stranger = await newCustomer(server);
    expect(
      (await server.api(`/api/payments/orders/${orderId}/start`, { method: 'POST', token: stranger.token }))
        .status,
    ).toBe(404);
    const signature = paymentSignature(secrets.keySecret, payment.gatewayOrderId, 'pay_stranger1');
    const verify = await server.api('/api/payments/verify', {
      token: stranger.token,
      body: {
        razorpay_order_id: payment.gatewayOrderId,
        razorpay_payment_id: 'pay_stranger1',
        razorpay_signature: signature,
      },
    });
    expect(verify.status).toBe(404);
    expect(await orderRow(orderId)).toMatchObject({ status: 'payment_pending' });
  });

  it('when orders are cancelled, then payments marks a captured payment for refund and an open attempt failed', async () => {
    const paid = await onlineOrder();
    const approve = await fetch(
      `${server.url}/sandbox-gateway/checkout/${paid.payment.gatewayOrderId}/approve?callback=%2Fcheckout%2Fpayment`,
      { method: 'POST', redirect: 'manual', body: new URLSearchParams({ token: pageToken(paid.payment) }) },
    );
    const result = Object.fromEntries(new URL(approve.headers.get('location')!, server.url).searchParams);
    expect((await server.api('/api/payments/verify', { token: paid.token, body: result })).status).toBe(200);
    const open = await onlineOrder();

    for (const { token, orderId } of [paid, open]) {
      const cancelled = await server.api(`/api/orders/${orderId}/cancel`, { method: 'POST', token });
      expect(cancelled.status).toBe(200);
    }
    const paymentsOf = async (orderId: string) =>
      (
        await server.db.query<{ status: string }>('select status from payments where order_id = $1', [
          orderId,
        ])
      ).rows.map((row) => row.status);
    expect(await orderRow(paid.orderId)).toEqual({ status: 'cancelled', payment_status: 'refund_pending' });
    expect(await paymentsOf(paid.orderId)).toEqual(['refund_pending']);
    expect(await orderRow(open.orderId)).toEqual({ status: 'cancelled', payment_status: 'failed' });
    expect(await paymentsOf(open.orderId)).toEqual(['failed']);
  });
});
