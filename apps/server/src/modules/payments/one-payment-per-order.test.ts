import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../jobs/expire-unpaid-orders.js';
import { runRefundRound } from '../../jobs/refund-round.js';
import { type RefundScene, startRefundScene, waitFor } from '../../test-support/refund-fixtures.js';
import {
  ADDRESS,
  fillCart,
  newCustomer,
  placeOrder,
  signInAsAdmin,
} from '../../test-support/shop-fixtures.js';
import { testClock } from '../../test-support/test-clock.js';
import type { TestServer } from '../../test-support/test-server.js';
import { reconcileRefunds } from './refunds-admin.js';
import { recordOwed, refundableOf, refundIdempotencyKey } from './refunds-service.js';
import { createSandboxGateway } from './sandbox-gateway.js';

/** Issue 31 part 2 and the expiry half of part 3 (ADR 0070). */

let scene: RefundScene;
let server: TestServer;
/** The same sandbox books, but its webhooks are lost on the way: the shop never hears of an approval. */
let silent: ReturnType<typeof createSandboxGateway>;

beforeAll(async () => {
  scene = await startRefundScene();
  server = scene.server;
  silent = createSandboxGateway(server.db, scene.secrets, () => async () => 200, {
    pageTokenTtlSeconds: 600,
  });
});
afterAll(async () => server?.stop());

/** An online order for one ₹250 item, waiting for payment. */
async function waitingOrder() {
  const customer = await newCustomer(server);
  await fillCart(server, customer.token, [{ productId: scene.rice, quantity: 1 }]);
  const placed = await placeOrder(server, customer.token, { address: ADDRESS, paymentMethod: 'online' });
  expect(placed.status).toBe(201);
  return { token: customer.token, orderId: placed.body.order.id as string };
}

async function start(orderId: string, token: string) {
  const started = await server.api(`/api/payments/orders/${orderId}/start`, { method: 'POST', token });
  expect(started.status).toBe(200);
  return started.body.payment as { gatewayOrderId: string; checkoutUrl: string };
}

/** The customer approves on the hosted page (the sandbox's webhook then reaches the shop). */
async function approve(payment: { gatewayOrderId: string; checkoutUrl: string }) {
  const token = new URL(payment.checkoutUrl, server.url).searchParams.get('token') ?? '';
  const approved = await fetch(`${server.url}/sandbox-gateway/checkout/${payment.gatewayOrderId}/approve`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ token }),
  });
  expect(approved.status).toBe(303);
}

const paymentsOf = async (orderId: string) =>
  (
    await server.db.query<{ id: string; status: string; amount_paise: number; gateway_order_id: string }>(
      'select id, status, amount_paise, gateway_order_id from payments where order_id = $1 order by created_at',
      [orderId],
    )
  ).rows;

const refundsOf = async (orderId: string) =>
  (
    await server.db.query<{
      payment_id: string;
      amount_paise: number;
      cause: string;
      status: string;
      idempotency_key: string;
    }>(
      `select payment_id, amount_paise, cause, status, idempotency_key from refunds where order_id = $1
        order by created_at`,
      [orderId],
    )
  ).rows;

const orderOf = async (orderId: string) =>
  (
    await server.db.query<{ status: string; payment_status: string }>(
      'select status, payment_status from orders where id = $1',
      [orderId],
    )
  ).rows[0]!;

/** Rounds until nothing is owed or pending (the sandbox's refund webhooks arrive over HTTP). */
async function settleRefunds() {
  await waitFor(async () => {
    await runRefundRound(server.db, scene.sandbox, { pendingRecheckMinutes: 0 });
    const { rows } = await server.db.query<{ open: number }>(
      `select count(*)::int as open from refunds where status in ('owed', 'pending')`,
    );
    return rows[0]!.open === 0;
  });
  await runRefundRound(server.db, scene.sandbox);
}

describe(`one payment per order on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when an attempt reported failed is approved late after a second one paid, then the order keeps one payment and the other goes back whole', async () => {
    const { token, orderId } = await waitingOrder();
    const first = await start(orderId, token);
    const failed = await server.api('/api/payments/failed', {
      token,
      body: { razorpay_order_id: first.gatewayOrderId, reason: 'closed the page' },
    });
    expect(failed.status).toBe(200);
    const second = await start(orderId, token);
    expect(second.gatewayOrderId).not.toBe(first.gatewayOrderId);
    await approve(second);
    await waitFor(async () => (await orderOf(orderId)).status === 'placed');
    await approve(first);
    await waitFor(async () => (await paymentsOf(orderId))[0]!.status === 'refund_pending');

    const [late, kept] = await paymentsOf(orderId);
    expect(kept).toMatchObject({ status: 'captured', amount_paise: 250_00 });
    // The late capture is owed back whole at once, on its own refund row and key.
    expect(await refundsOf(orderId)).toEqual([
      {
        payment_id: late!.id,
        amount_paise: 250_00,
        cause: 'duplicate_payment',
        status: 'owed',
        idempotency_key: refundIdempotencyKey({
          orderId,
          amountPaise: 250_00,
          cause: 'duplicate_payment',
          reference: `payment:${late!.id}`,
        }),
      },
    ]);
    // What is really held is the kept ₹250: a ₹50 goodwill refund goes through, more than the rest does not.
    expect(await refundableOf(server.db, orderId)).toBe(250_00);
    const goodwill = await recordOwed(server.db, {
      orderId,
      amountPaise: 50_00,
      cause: 'support_goodwill',
      reference: 'ticket-1',
    });
    expect(goodwill.payment_id).toBe(kept!.id);
    await expect(
      recordOwed(server.db, { orderId, amountPaise: 200_01, cause: 'admin', reference: 'too-much' }),
    ).rejects.toMatchObject({ code: 'REFUND_EXCEEDS_CAPTURED', params: { leftPaise: 200_00 } });

    const admin = await signInAsAdmin(server);
    const cancelled = await server.api(`/api/admin/orders/${orderId}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: { status: 'cancelled', note: 'Out of stock' },
    });
    expect(cancelled.status).toBe(200);
    await settleRefunds();

    const payments = await paymentsOf(orderId);
    expect(payments.map((payment) => payment.status)).toEqual(['refunded', 'refunded']);
    const refunds = await refundsOf(orderId);
    expect(refunds.map((refund) => [refund.cause, refund.amount_paise, refund.status])).toEqual([
      ['duplicate_payment', 250_00, 'processed'],
      ['support_goodwill', 50_00, 'processed'],
      ['order_cancelled', 200_00, 'processed'],
    ]);
    expect(new Set(refunds.map((refund) => refund.idempotency_key)).size).toBe(3);
    // Captured less refunded is what the order keeps: nothing, it is cancelled. The sandbox agrees per payment.
    const captured = payments.reduce((sum, payment) => sum + payment.amount_paise, 0);
    expect(captured - refunds.reduce((sum, refund) => sum + refund.amount_paise, 0)).toBe(0);
    const { rows: atGateway } = await server.db.query<{ refunded: number }>(
      `select coalesce(sum(r.amount_paise), 0)::int as refunded
         from payments p join sandbox_gateway_refunds r on r.payment_id = p.gateway_payment_id
        where p.order_id = $1 and r.status = 'processed'`,
      [orderId],
    );
    expect(atGateway[0]!.refunded).toBe(500_00);
    expect((await orderOf(orderId)).payment_status).toBe('refunded');
    const report = await reconcileRefunds(server.db, 60);
    expect(report.mismatches.filter((row) => row.orderId === orderId)).toEqual([]);
  });

  it('when an order kept two captures and refunded only one, then the reconciliation flags each payment that does not add up', async () => {
    const { token, orderId } = await waitingOrder();
    await approve(await start(orderId, token));
    await waitFor(async () => (await orderOf(orderId)).status === 'placed');
    const [kept] = await paymentsOf(orderId);
    // The books as the old code left them: a second capture with no refund of its own, and the order's refund
    // of ₹250 charged to the kept payment, so the order's own sums still balance (₹500 = ₹250 kept + ₹250).
    const { rows } = await server.db.query<{ id: string }>(
      `insert into payments (order_id, provider, gateway_order_id, gateway_payment_id, amount_paise, status,
                             created_at)
       values ($1, 'sandbox', $2, $3, 25000, 'refund_pending', now() - interval '1 minute') returning id`,
      [orderId, `order_extra_${orderId.slice(0, 8)}`, `pay_extra_${orderId.slice(0, 8)}`],
    );
    await server.db.query(
      `insert into refunds (order_id, payment_id, amount_paise, cause, idempotency_key, refund_key, status)
       values ($1, $2, 25000, 'admin', $3, $3, 'processed')`,
      [orderId, kept!.id, `tokri_rf_${orderId.replaceAll('-', '')}`],
    );
    const report = await reconcileRefunds(server.db, 60);
    expect(report.mismatches.filter((row) => row.orderId === orderId)).toEqual([
      expect.objectContaining({
        paymentId: kept!.id,
        chargedPaise: 250_00,
        keptPaise: 250_00,
        refundedPaise: 250_00,
      }),
      expect.objectContaining({
        paymentId: rows[0]!.id,
        chargedPaise: 250_00,
        keptPaise: 0,
        refundedPaise: 0,
      }),
    ]);
  });

  it('when an expired order was paid at the gateway but its webhook never came, then the expiry job asks the gateway and places it', async () => {
    const { token, orderId } = await waitingOrder();
    const payment = await start(orderId, token);
    expect(await scene.sandbox.orderPayments(payment.gatewayOrderId)).toEqual([]);
    const paid = await silent.approve(payment.gatewayOrderId);
    expect(await scene.sandbox.orderPayments(payment.gatewayOrderId)).toEqual([
      { id: paid!.paymentId, status: 'captured', amountPaise: 250_00 },
    ]);
    await server.db.query('update orders set payment_expires_at = $2 where id = $1', [
      orderId,
      new Date(testClock().getTime() - 60_000),
    ]);
    expect(await expireUnpaidOrders(server.db, { gateway: scene.sandbox, clock: testClock })).toBe(0);
    expect(await orderOf(orderId)).toEqual({ status: 'placed', payment_status: 'paid_online' });
    expect(await paymentsOf(orderId)).toMatchObject([{ status: 'captured' }]);
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('when two attempts of an expired order were both paid without webhooks, then the job keeps one and owes the other back whole', async () => {
    const { token, orderId } = await waitingOrder();
    const first = await start(orderId, token);
    await server.api('/api/payments/failed', { token, body: { razorpay_order_id: first.gatewayOrderId } });
    const second = await start(orderId, token);
    await silent.approve(first.gatewayOrderId);
    await silent.approve(second.gatewayOrderId);
    await server.db.query('update orders set payment_expires_at = $2 where id = $1', [
      orderId,
      new Date(testClock().getTime() - 60_000),
    ]);
    expect(await expireUnpaidOrders(server.db, { gateway: scene.sandbox, clock: testClock })).toBe(0);
    expect((await orderOf(orderId)).status).toBe('placed');
    const [kept, extra] = await paymentsOf(orderId);
    expect([kept!.status, extra!.status]).toEqual(['captured', 'refund_pending']);
    expect(await refundsOf(orderId)).toMatchObject([
      { payment_id: extra!.id, amount_paise: 250_00, cause: 'duplicate_payment', status: 'owed' },
    ]);
    await settleRefunds();
    expect((await paymentsOf(orderId)).map((payment) => payment.status)).toEqual(['captured', 'refunded']);
    expect(await orderOf(orderId)).toEqual({ status: 'placed', payment_status: 'paid_online' });
  });

  it('when the gateway cannot be asked, then an order just past its expiry waits, and one long past it is cancelled', async () => {
    const { token, orderId } = await waitingOrder();
    await start(orderId, token);
    const down = {
      ...scene.sandbox,
      orderPayments: async () => {
        throw new Error('gateway down');
      },
    };
    await server.db.query('update orders set payment_expires_at = $2 where id = $1', [
      orderId,
      new Date(testClock().getTime() - 60_000),
    ]);
    expect(await expireUnpaidOrders(server.db, { gateway: down, clock: testClock })).toBe(0);
    expect((await orderOf(orderId)).status).toBe('payment_pending');
    await server.db.query('update orders set payment_expires_at = $2 where id = $1', [
      orderId,
      new Date(testClock().getTime() - 31 * 60_000),
    ]);
    expect(await expireUnpaidOrders(server.db, { gateway: down, clock: testClock })).toBe(1);
    expect((await orderOf(orderId)).status).toBe('cancelled');
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('parallel starts on PostgreSQL', () => {
  it('when six starts for one order run at once, then they all answer one gateway order', async () => {
    const { token, orderId } = await waitingOrder();
    const answers = await Promise.all(Array.from({ length: 6 }, () => start(orderId, token)));
    expect(new Set(answers.map((answer) => answer.gatewayOrderId)).size).toBe(1);
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });
});
