import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayRefundRefused } from './payment-gateway.js';
import { hmacHex, paymentSignature } from './payment-signatures.js';
import { createRazorpayGateway } from './razorpay-gateway.js';

/**
 * A local stand-in for Razorpay: checks basic auth and answers like /v1/orders and /v1/payments/:id/refund do
 * (partial refunds up to the captured amount, X-Refund-Idempotency replays, BAD_REQUEST_ERROR refusals).
 */
let fake: Server;
let base: string;
const received: { auth?: string; body?: Record<string, unknown> } = {};
const CAPTURED: Record<string, number> = { pay_FAKE_CAPTURED: 10_000 };
interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  receipt: string;
}
const fakeRefunds: FakeRefund[] = [];
const refundsByKey = new Map<string, { body: string; refund: FakeRefund }>();
/** Answer the next N refund requests with a 500 (Razorpay down). */
let failNextRefunds = 0;

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
const badRequest = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

function fakeRefund(paymentId: string, raw: string, key: string | undefined, response: ServerResponse) {
  if (failNextRefunds > 0) {
    failNextRefunds--;
    return answer(response, 500, {
      error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' },
    });
  }
  const earlier = key ? refundsByKey.get(key) : undefined;
  if (earlier) {
    if (earlier.body !== raw)
      return answer(
        response,
        400,
        badRequest('Different request with the same idempotency key has already been processed.'),
      );
    return answer(response, 200, { entity: 'refund', ...earlier.refund });
  }
  const captured = CAPTURED[paymentId];
  if (captured === undefined) return answer(response, 400, badRequest('The id provided does not exist'));
  const amount = Number(received.body?.amount ?? captured);
  const refunded = fakeRefunds
    .filter((r) => r.payment_id === paymentId)
    .reduce((sum, r) => sum + r.amount, 0);
  if (refunded + amount > captured)
    return answer(response, 400, badRequest('The refund amount provided is greater than amount captured'));
  const refund = {
    id: `rfnd_FAKE${fakeRefunds.length + 1}`,
    payment_id: paymentId,
    amount,
    status: 'processed',
    receipt: String(received.body?.receipt ?? ''),
  };
  fakeRefunds.push(refund);
  if (key) refundsByKey.set(key, { body: raw, refund });
  return answer(response, 200, { entity: 'refund', ...refund });
}

beforeAll(async () => {
  fake = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.auth = request.headers.authorization;
      received.body = JSON.parse(raw || '{}');
      if (
        request.headers.authorization !== `Basic ${Buffer.from('rzp_test_key:key_secret').toString('base64')}`
      ) {
        return answer(response, 401, badRequest('Authentication failed'));
      }
      const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
      if (request.method === 'POST' && refundPath) {
        const key = request.headers['x-refund-idempotency'];
        return fakeRefund(
          decodeURIComponent(refundPath[1]!),
          raw,
          typeof key === 'string' ? key : undefined,
          response,
        );
      }
      if (request.url !== '/v1/orders')
        return answer(response, 404, badRequest('The requested URL was not found'));
      answer(response, 200, {
        id: 'order_FAKE12345',
        entity: 'order',
        amount: received.body?.amount,
        currency: 'INR',
        status: 'created',
      });
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('Razorpay adapter', () => {
  it('creates an order through the Orders API with basic auth', async () => {
    const gateway = createRazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'key_secret',
      webhookSecret: 'wh',
      apiBase: base,
    });
    const order = await gateway.createOrder({
      amountPaise: 45050,
      currency: 'INR',
      receipt: 'receipt-1',
      notes: { order_id: 'x' },
    });
    expect(order).toEqual({ id: 'order_FAKE12345', amountPaise: 45050, currency: 'INR' });
    expect(received.body).toMatchObject({ amount: 45050, currency: 'INR', receipt: 'receipt-1' });
    expect(gateway.checkoutUrl('order_FAKE12345', '/checkout/payment')).toBeNull();
  });

  it('fails loudly when Razorpay refuses', async () => {
    const gateway = createRazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'wrong',
      webhookSecret: 'wh',
      apiBase: base,
    });
    await expect(
      gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toThrow(/Authentication failed/);
  });

  it('verifies payment and webhook signatures with its secrets', () => {
    const gateway = createRazorpayGateway({
      keyId: 'k',
      keySecret: 'key_secret',
      webhookSecret: 'wh_secret',
      apiBase: base,
    });
    const signature = paymentSignature('key_secret', 'order_1', 'pay_1');
    expect(gateway.verifyPayment('order_1', 'pay_1', signature)).toBe(true);
    expect(gateway.verifyPayment('order_1', 'pay_2', signature)).toBe(false);
    expect(gateway.verifyWebhook('{"a":1}', hmacHex('wh_secret', '{"a":1}'))).toBe(true);
    expect(gateway.verifyWebhook('{"a":1}', hmacHex('key_secret', '{"a":1}'))).toBe(false);
  });

  const razorpay = () =>
    createRazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'key_secret',
      webhookSecret: 'wh',
      apiBase: base,
    });
  const refundOf = (amountPaise: number, idempotencyKey: string) => ({
    paymentId: 'pay_FAKE_CAPTURED',
    amountPaise,
    idempotencyKey,
    receipt: `receipt-${idempotencyKey}`,
    notes: { cause: 'lines_removed' },
  });

  it('when a part of a payment is refunded, then the Refunds API gets paise, speed, receipt, notes and the idempotency header', async () => {
    const refund = await razorpay().refund(refundOf(2_500, 'tokri_rf_partial_one'));
    expect(refund).toEqual({
      refundId: expect.stringMatching(/^rfnd_FAKE/),
      status: 'processed',
      amountPaise: 2_500,
    });
    expect(received.body).toEqual({
      amount: 2_500,
      speed: 'normal',
      receipt: 'receipt-tokri_rf_partial_one',
      notes: { cause: 'lines_removed' },
    });
  });

  it('when the same refund is sent again with its key, then Razorpay answers the same refund and nothing more goes back', async () => {
    const before = fakeRefunds.length;
    const first = await razorpay().refund(refundOf(1_000, 'tokri_rf_replayed'));
    const again = await razorpay().refund(refundOf(1_000, 'tokri_rf_replayed'));
    expect(again.refundId).toBe(first.refundId);
    expect(fakeRefunds.length).toBe(before + 1);
  });

  it('when a refund asks for more than is left, then it is refused (not retryable)', async () => {
    const left = 10_000 - fakeRefunds.reduce((sum, r) => sum + r.amount, 0);
    await expect(razorpay().refund(refundOf(left + 1, 'tokri_rf_too_much'))).rejects.toBeInstanceOf(
      GatewayRefundRefused,
    );
    await expect(razorpay().refund(refundOf(left + 1, 'tokri_rf_too_much'))).rejects.toThrow(
      /greater than amount captured/,
    );
    const rest = await razorpay().refund(refundOf(left, 'tokri_rf_the_rest'));
    expect(rest.amountPaise).toBe(left);
  });

  it('when Razorpay is down, then the refund throws a plain (retryable) error, and the retry with the same key refunds once', async () => {
    CAPTURED.pay_FAKE_OTHER = 5_000;
    failNextRefunds = 1;
    const request = { ...refundOf(5_000, 'tokri_rf_after_outage'), paymentId: 'pay_FAKE_OTHER' };
    const outage = await razorpay()
      .refund(request)
      .catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(GatewayRefundRefused);
    const retried = await razorpay().refund(request);
    expect(retried.amountPaise).toBe(5_000);
    expect(fakeRefunds.filter((r) => r.payment_id === 'pay_FAKE_OTHER')).toHaveLength(1);
  });
});
