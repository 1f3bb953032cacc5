import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { runRefundRound } from '../../jobs/refund-round.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { GatewayRefundRefused, type PaymentGateway } from './payment-gateway.js';
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
/** Every request the fake got, as "METHOD /path". */
const requests: string[] = [];
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
      requests.push(`${request.method} ${request.url}`);
      received.body = JSON.parse(raw || '{}');
      if (
        request.headers.authorization !== `Basic ${Buffer.from('rzp_test_key:key_secret').toString('base64')}`
      ) {
        return answer(response, 401, badRequest('Authentication failed'));
      }
      const fetched = /^\/v1\/refunds\/([^/]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && fetched) {
        const refund = fakeRefunds.find((r) => r.id === decodeURIComponent(fetched[1]!));
        return refund
          ? answer(response, 200, { entity: 'refund', currency: 'INR', ...refund })
          : answer(response, 400, badRequest('The id provided does not exist'));
      }
      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.url ?? '');
      if (request.method === 'GET' && orderPayments) {
        return decodeURIComponent(orderPayments[1]!) === 'order_FAKE_PAID'
          ? answer(response, 200, {
              entity: 'collection',
              count: 2,
              items: [
                { id: 'pay_FAKE_FAILED', entity: 'payment', amount: 10_000, status: 'failed' },
                { id: 'pay_FAKE_CAPTURED', entity: 'payment', amount: 10_000, status: 'captured' },
              ],
            })
          : answer(response, 400, badRequest('The id provided does not exist'));
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

  it('when an order is looked up, then GET /v1/orders/:id/payments answers each attempt, and an unknown id throws', async () => {
    expect(await razorpay().orderPayments('order_FAKE_PAID')).toEqual([
      { id: 'pay_FAKE_FAILED', status: 'failed', amountPaise: 10_000 },
      { id: 'pay_FAKE_CAPTURED', status: 'captured', amountPaise: 10_000 },
    ]);
    expect(requests).toContain('GET /v1/orders/order_FAKE_PAID/payments');
    await expect(razorpay().orderPayments('order_NOPE')).rejects.toThrow(/does not exist/);
  });

  it('when a refund is read again, then GET /v1/refunds/:id answers its state, and an unknown id throws', async () => {
    CAPTURED.pay_FAKE_STATUS = 3_000;
    const refund = await razorpay().refund({
      ...refundOf(1_000, 'tokri_rf_status_one'),
      paymentId: 'pay_FAKE_STATUS',
    });
    const fakeRow = fakeRefunds.find((r) => r.id === refund.refundId)!;
    fakeRow.status = 'pending';
    expect(await razorpay().refundStatus(refund.refundId)).toEqual({
      refundId: refund.refundId,
      status: 'pending',
      amountPaise: 1_000,
    });
    fakeRow.status = 'failed';
    expect((await razorpay().refundStatus(refund.refundId)).status).toBe('failed');
    expect(requests).toContain(`GET /v1/refunds/${refund.refundId}`);
    expect(received.auth).toBe(`Basic ${Buffer.from('rzp_test_key:key_secret').toString('base64')}`);
    await expect(razorpay().refundStatus('rfnd_NOPE')).rejects.toThrow(/does not exist/);
  });
});

describe('every refund cause through the Razorpay adapter (the refund round on a database)', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(async () => database?.dispose());

  const gateway = () =>
    createRazorpayGateway({
      keyId: 'rzp_test_key',
      keySecret: 'key_secret',
      webhookSecret: 'wh',
      apiBase: base,
    });

  /** An online order paid through Razorpay, as checkout and capture leave it, then moved to `story`. */
  async function order(
    story: 'cancelled' | 'captured_after_expiry' | 'lines_removed' | 'late' | 'wallet_preferred',
    capturedPaise = 20_000,
  ) {
    const { rows: users } = await db.query<{ id: string }>(
      `insert into users (email, password_hash) values ('rzp-' || gen_random_uuid() || '@example.in', 'x') returning id`,
    );
    const userId = users[0]!.id;
    const cancelled =
      story === 'cancelled' || story === 'captured_after_expiry' || story === 'wallet_preferred';
    const { rows } = await db.query<{ id: string }>(
      `insert into orders (user_id, status, payment_status, payment_method, subtotal_paise, delivery_fee_paise,
                           total_paise, refund_due_paise, delivered_at, created_at)
       values ($1, $2, $3, 'online', $4 - 2500, 2500, $4, $5, $6, now() - interval '3 hours') returning id`,
      [
        userId,
        cancelled ? 'cancelled' : 'delivered',
        story === 'captured_after_expiry' ? 'failed' : cancelled ? 'refund_pending' : 'paid_online',
        capturedPaise,
        story === 'lines_removed' ? 6_000 : 0,
        cancelled
          ? null
          : story === 'late'
            ? new Date(Date.now() - 30 * 60_000)
            : new Date(Date.now() - 100 * 60_000),
      ],
    );
    const orderId = rows[0]!.id;
    // Placed (paid) two hours ago: delivered 90 minutes later is late, 20 minutes later is not.
    await db.query(
      `insert into order_status_history (order_id, to_status, actor_role, created_at)
       values ($1, 'placed', 'system', now() - interval '2 hours')`,
      [orderId],
    );
    const paymentId = `pay_FAKE_${orderId.replaceAll('-', '').slice(0, 14)}`;
    CAPTURED[paymentId] = capturedPaise;
    await db.query(
      `insert into payments (order_id, provider, gateway_order_id, gateway_payment_id, amount_paise, status)
       values ($1, 'razorpay', $2, $3, $4, $5)`,
      [orderId, `order_${paymentId}`, paymentId, capturedPaise, cancelled ? 'refund_pending' : 'captured'],
    );
    if (story === 'wallet_preferred')
      await db.query('insert into wallets (user_id, refunds_to_wallet) values ($1, true)', [userId]);
    return { orderId, paymentId, userId };
  }

  const refundsOf = async (orderId: string) =>
    (
      await db.query<{ cause: string; amount_paise: number; status: string; destination: string }>(
        'select cause, amount_paise, status, destination from refunds where order_id = $1 order by created_at',
        [orderId],
      )
    ).rows;
  const atRazorpay = (paymentId: string) =>
    fakeRefunds.filter((r) => r.payment_id === paymentId).map((r) => r.amount);

  it('when each cause is due, then the round refunds each exactly once at Razorpay, also after an outage and a lost answer', async () => {
    const cancelled = await order('cancelled');
    const late = await order('captured_after_expiry');
    const removed = await order('lines_removed');
    const lateDelivery = await order('late');
    const preferred = await order('wallet_preferred');
    // Razorpay is down for the first two refunds, then one answer is lost after Razorpay refunded.
    failNextRefunds = 2;
    await runRefundRound(db, gateway());
    await db.query('update refunds set next_attempt_at = now()');
    let lose = 1;
    const losing: PaymentGateway = {
      ...gateway(),
      refund: async (request) => {
        const answer = await gateway().refund(request);
        if (lose-- > 0) throw new Error('process killed');
        return answer;
      },
    };
    await runRefundRound(db, losing);
    await db.query('update refunds set next_attempt_at = now()');
    await runRefundRound(db, gateway());
    await runRefundRound(db, gateway());
    expect(await refundsOf(cancelled.orderId)).toEqual([
      { cause: 'order_cancelled', amount_paise: 20_000, status: 'processed', destination: 'gateway' },
    ]);
    expect(await refundsOf(late.orderId)).toEqual([
      { cause: 'captured_after_expiry', amount_paise: 20_000, status: 'processed', destination: 'gateway' },
    ]);
    expect(await refundsOf(removed.orderId)).toEqual([
      { cause: 'lines_removed', amount_paise: 6_000, status: 'processed', destination: 'gateway' },
    ]);
    expect(await refundsOf(lateDelivery.orderId)).toEqual([
      { cause: 'late_delivery', amount_paise: 2_500, status: 'processed', destination: 'gateway' },
    ]);
    expect(await refundsOf(preferred.orderId)).toEqual([
      { cause: 'order_cancelled', amount_paise: 20_000, status: 'processed', destination: 'wallet' },
    ]);
    expect(atRazorpay(cancelled.paymentId)).toEqual([20_000]);
    expect(atRazorpay(late.paymentId)).toEqual([20_000]);
    expect(atRazorpay(removed.paymentId)).toEqual([6_000]);
    expect(atRazorpay(lateDelivery.paymentId)).toEqual([2_500]);
    expect(atRazorpay(preferred.paymentId)).toEqual([]);
    const balance = await db.query('select balance_paise from wallets where user_id = $1', [
      preferred.userId,
    ]);
    expect(balance.rows).toEqual([{ balance_paise: 20_000 }]);
    // The removed-lines order was on time (20 minutes): no late-delivery refund.
    expect((await refundsOf(removed.orderId)).map((r) => r.cause)).not.toContain('late_delivery');
  });

  it('when a refund stays pending at Razorpay without a webhook, then the round reads GET /v1/refunds/:id and settles it', async () => {
    const { orderId } = await order('lines_removed');
    const quiet: PaymentGateway = {
      ...gateway(),
      refund: async (request) => ({ ...(await gateway().refund(request)), status: 'pending' }),
    };
    await runRefundRound(db, quiet);
    expect((await refundsOf(orderId))[0]!.status).toBe('pending');
    await db.query(`update refunds set updated_at = now() - interval '20 minutes' where order_id = $1`, [
      orderId,
    ]);
    const result = await runRefundRound(db, gateway());
    expect(result.rechecked).toBe(1);
    expect(await refundsOf(orderId)).toMatchObject([{ status: 'processed', amount_paise: 6_000 }]);
  });
});
