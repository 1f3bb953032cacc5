import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../modules/payments/payment-gateway.js';
import type { RefundRow } from '../modules/payments/refunds-service.js';
import {
  paidOrder as paidRefundOrder,
  type RefundScene,
  startRefundScene,
  waitFor,
} from '../test-support/refund-fixtures.js';
import { signInAsAdmin } from '../test-support/shop-fixtures.js';
import type { TestServer } from '../test-support/test-server.js';
import { expireUnpaidOrders } from './expire-unpaid-orders.js';
import { runRefundRound } from './refund-round.js';

let scene: RefundScene;
let server: TestServer;
let sandbox: PaymentGateway;

beforeAll(async () => {
  scene = await startRefundScene();
  ({ server, sandbox } = scene);
});
afterAll(async () => server?.stop());

/** An online order the customer paid on the sandbox's hosted page: its payment is captured. */
async function paidOrder(beforeApproval?: (orderId: string) => Promise<void>) {
  const paid = await paidRefundOrder(scene, beforeApproval);
  expect(paid.statuses.placed).toBe(201);
  expect(paid.statuses.approve).toBe(303);
  return paid;
}

async function cancelAsAdmin(orderId: string) {
  const admin = await signInAsAdmin(server);
  const response = await server.api(`/api/admin/orders/${orderId}/status`, {
    method: 'PATCH',
    token: admin.token,
    body: { status: 'cancelled', note: 'Out of stock' },
  });
  expect(response.status).toBe(200);
}

const refundsOf = async (orderId: string) =>
  (await server.db.query<RefundRow>('select * from refunds where order_id = $1', [orderId])).rows;

const paymentStatuses = async (orderId: string) => {
  const { rows } = await server.db.query<{ order: string; payment: string }>(
    `select o.payment_status as order, p.status as payment from orders o
       join payments p on p.order_id = o.id and p.gateway_payment_id is not null where o.id = $1`,
    [orderId],
  );
  return rows[0];
};

const sandboxRefunds = async (gatewayPaymentId: string) =>
  (await server.db.query('select id from sandbox_gateway_refunds where payment_id = $1', [gatewayPaymentId]))
    .rows;

const refundNotices = async (orderId: string) =>
  (
    await server.db.query(
      `select title, message from notifications where order_id = $1 and metadata ->> 'template' = 'refund_processed'`,
      [orderId],
    )
  ).rows;

describe('refund round', () => {
  it('when the admin cancels a paid order, then the round refunds the whole amount once and the order is refunded', async () => {
    const { orderId, capturedPaise, gatewayPaymentId, customerToken } = await paidOrder();
    await cancelAsAdmin(orderId);
    expect(await paymentStatuses(orderId)).toEqual({ order: 'refund_pending', payment: 'refund_pending' });
    // The sandbox may answer "processed" at once (then this round settles the order) or a moment later (then
    // the next round does): either way the order is settled exactly once.
    const first = await runRefundRound(server.db, sandbox);
    const ownView = async () =>
      (await server.api(`/api/orders/${orderId}`, { token: customerToken })).body.order;
    expect((await ownView()).refunds).toEqual([
      {
        amountPaise: capturedPaise,
        status: expect.stringMatching(/^(pending|processed)$/),
        reference: expect.stringMatching(/^rfnd_/),
        createdAt: expect.any(String),
      },
    ]);
    await waitFor(async () => (await refundsOf(orderId))[0]?.status === 'processed');
    const settled = await runRefundRound(server.db, sandbox);
    expect([...first.refundedOrders, ...settled.refundedOrders].filter((id) => id === orderId)).toEqual([
      orderId,
    ]);
    expect(await refundsOf(orderId)).toMatchObject([
      { amount_paise: capturedPaise, cause: 'order_cancelled', status: 'processed', attempts: 1 },
    ]);
    expect(await sandboxRefunds(gatewayPaymentId)).toHaveLength(1);
    expect(await paymentStatuses(orderId)).toEqual({ order: 'refunded', payment: 'refunded' });
    const [refund] = await refundsOf(orderId);
    expect((await ownView()).refunds).toMatchObject([
      { amountPaise: capturedPaise, status: 'processed', reference: refund!.gateway_refund_id },
    ]);
    const admin = await signInAsAdmin(server);
    const adminView = (await server.api(`/api/admin/orders/${orderId}`, { token: admin.token })).body.order;
    expect(adminView.refunds).toMatchObject([{ amountPaise: capturedPaise, status: 'processed' }]);
    expect(await refundNotices(orderId)).toEqual([
      { title: 'Refund processed', message: expect.stringContaining('₹250') },
    ]);
  });

  it('when rounds run twice and two at once, then there is still one refund', async () => {
    const { orderId, gatewayPaymentId } = await paidOrder();
    await cancelAsAdmin(orderId);
    await Promise.all([runRefundRound(server.db, sandbox), runRefundRound(server.db, sandbox)]);
    await runRefundRound(server.db, sandbox);
    await waitFor(async () => (await refundsOf(orderId))[0]?.status === 'processed');
    await Promise.all([runRefundRound(server.db, sandbox), runRefundRound(server.db, sandbox)]);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await sandboxRefunds(gatewayPaymentId)).toHaveLength(1);
    expect(await paymentStatuses(orderId)).toEqual({ order: 'refunded', payment: 'refunded' });
    expect(await refundNotices(orderId)).toHaveLength(1);
  });

  it('when the gateway fails on the first try, then the refund waits out its backoff and the next round refunds once', async () => {
    const { orderId, gatewayPaymentId } = await paidOrder();
    await cancelAsAdmin(orderId);
    let calls = 0;
    const flaky: PaymentGateway = {
      ...sandbox,
      refund: async (request) => {
        calls++;
        if (calls === 1) throw new Error('connect ECONNREFUSED');
        return sandbox.refund(request);
      },
    };
    expect((await runRefundRound(server.db, flaky)).deferred).toBe(1);
    expect(await refundsOf(orderId)).toMatchObject([{ status: 'owed', attempts: 1 }]);
    // Inside the backoff the next round leaves it alone; once it is over, the round sends it again.
    await runRefundRound(server.db, flaky);
    expect(calls).toBe(1);
    await server.db.query(`update refunds set next_attempt_at = now() where order_id = $1`, [orderId]);
    await runRefundRound(server.db, flaky);
    expect(calls).toBe(2);
    await waitFor(async () => (await refundsOf(orderId))[0]?.status === 'processed');
    await runRefundRound(server.db, flaky);
    expect(await refundsOf(orderId)).toMatchObject([{ status: 'processed', attempts: 2, last_error: null }]);
    expect(await sandboxRefunds(gatewayPaymentId)).toHaveLength(1);
    expect(await paymentStatuses(orderId)).toEqual({ order: 'refunded', payment: 'refunded' });
  });

  it('when the payment is captured after the order expired, then the round refunds it once as captured_after_expiry', async () => {
    const { orderId, capturedPaise, gatewayPaymentId } = await paidOrder(async (id) => {
      await server.db.query(
        `update orders set payment_expires_at = now() - interval '1 minute' where id = $1`,
        [id],
      );
      await expireUnpaidOrders(server.db);
    });
    expect((await paymentStatuses(orderId))?.payment).toBe('refund_pending');
    await runRefundRound(server.db, sandbox);
    await waitFor(async () => (await refundsOf(orderId))[0]?.status === 'processed');
    await runRefundRound(server.db, sandbox);
    expect(await refundsOf(orderId)).toMatchObject([
      { amount_paise: capturedPaise, cause: 'captured_after_expiry', status: 'processed' },
    ]);
    expect(await sandboxRefunds(gatewayPaymentId)).toHaveLength(1);
    expect(await paymentStatuses(orderId)).toEqual({ order: 'refunded', payment: 'refunded' });
  });
});
