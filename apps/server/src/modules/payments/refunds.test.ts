import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paidOrder as paidRefundOrder,
  type RefundScene,
  startRefundScene,
  waitFor,
} from '../../test-support/refund-fixtures.js';
import { ADDRESS, fillCart, newCustomer, placeOrder } from '../../test-support/shop-fixtures.js';
import type { TestServer } from '../../test-support/test-server.js';
import type { GatewayRefund, PaymentGateway } from './payment-gateway.js';
import { hmacHex } from './payment-signatures.js';
import { issueRefund, type RefundRow, refundIdempotencyKey } from './refunds-service.js';
import type { SandboxSecrets } from './sandbox-gateway.js';

let scene: RefundScene;
let server: TestServer;
let secrets: SandboxSecrets;
let sandbox: PaymentGateway;

beforeAll(async () => {
  scene = await startRefundScene();
  ({ server, secrets, sandbox } = scene);
});
afterAll(async () => server?.stop());

/** An online order the customer paid on the sandbox's hosted page: its payment is captured. */
async function paidOrder() {
  const paid = await paidRefundOrder(scene);
  expect(paid.statuses).toEqual({ placed: 201, approve: 303, verify: 200 });
  return paid;
}

async function refundRow(id: string) {
  const { rows } = await server.db.query<RefundRow & { updated_at: Date; processed_at: Date | null }>(
    'select * from refunds where id = $1',
    [id],
  );
  return rows[0]!;
}

async function sandboxRefunds(gatewayPaymentId: string) {
  const { rows } = await server.db.query<{ id: string; amount_paise: number; status: string }>(
    'select id, amount_paise, status from sandbox_gateway_refunds where payment_id = $1',
    [gatewayPaymentId],
  );
  return rows;
}

const signedWebhook = (body: string, secret = secrets.webhookSecret) =>
  server.api('/api/payments/webhook', {
    method: 'POST',
    rawBody: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body) },
  });

const refundEvent = (event: string, id: string, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event,
    payload: { refund: { entity: { id, payment_id: 'pay_x', amount, status: event.split('.')[1] } } },
  });

describe('refunds through the sandbox gateway', () => {
  it('when an order is refunded in part, then the sandbox records it and its refund.processed webhook marks it processed', async () => {
    const { orderId, gatewayPaymentId } = await paidOrder();
    const refund = await issueRefund(server.db, sandbox, {
      orderId,
      amountPaise: 4000,
      cause: 'lines_removed',
      reference: 'line-1',
    });
    expect(refund).toMatchObject({ amount_paise: 4000, cause: 'lines_removed', attempts: 1 });
    expect(refund.gateway_refund_id).toMatch(/^rfnd_/);
    await waitFor(async () => (await refundRow(refund.id)).status === 'processed');
    expect(await sandboxRefunds(gatewayPaymentId)).toEqual([
      { id: refund.gateway_refund_id, amount_paise: 4000, status: 'processed' },
    ]);
  });

  it('when the same refund is issued twice, then the customer is refunded once', async () => {
    const { orderId, gatewayPaymentId } = await paidOrder();
    const input = { orderId, amountPaise: 5000, cause: 'order_cancelled' as const };
    const first = await issueRefund(server.db, sandbox, input);
    const second = await issueRefund(server.db, sandbox, input);
    expect(second.id).toBe(first.id);
    expect(await sandboxRefunds(gatewayPaymentId)).toHaveLength(1);
    const { rows } = await server.db.query('select 1 from refunds where order_id = $1', [orderId]);
    expect(rows).toHaveLength(1);
  });

  it('when the gateway fails once, then the refund stays owed and the retry refunds once', async () => {
    const { orderId, gatewayPaymentId } = await paidOrder();
    let calls = 0;
    const flaky: PaymentGateway = {
      ...sandbox,
      refund: async (request) => {
        calls++;
        if (calls === 1) throw new Error('connect ECONNREFUSED');
        return sandbox.refund(request);
      },
    };
    const input = { orderId, amountPaise: 3000, cause: 'admin' as const, reference: 'ticket-7' };
    await expect(issueRefund(server.db, flaky, input)).rejects.toThrow(/ECONNREFUSED/);
    const { rows } = await server.db.query<RefundRow>('select * from refunds where order_id = $1', [orderId]);
    expect(rows[0]).toMatchObject({ status: 'owed', attempts: 1, last_error: 'connect ECONNREFUSED' });
    const retried = await issueRefund(server.db, flaky, input);
    expect(retried).toMatchObject({ id: rows[0]!.id, attempts: 2, last_error: null });
    expect(await sandboxRefunds(gatewayPaymentId)).toHaveLength(1);
  });

  it('when the process dies after the gateway refunded but before the answer was stored, then the retry refunds once', async () => {
    const { orderId, gatewayPaymentId, capturedPaise } = await paidOrder();
    const input = { orderId, amountPaise: capturedPaise, cause: 'captured_after_expiry' as const };
    // The gateway did refund, and then the answer was lost (the process was killed).
    let lost: GatewayRefund | undefined;
    const dying: PaymentGateway = {
      ...sandbox,
      refund: async (request) => {
        lost = await sandbox.refund(request);
        throw new Error('process killed');
      },
    };
    await expect(issueRefund(server.db, dying, input)).rejects.toThrow('process killed');
    const restarted = await issueRefund(server.db, sandbox, input);
    expect(restarted.gateway_refund_id).toBe(lost?.refundId);
    expect(await sandboxRefunds(gatewayPaymentId)).toHaveLength(1);
    expect(restarted.idempotency_key).toBe(refundIdempotencyKey(input));
  });

  it('when refunds would add up to more than was captured, then the extra one is refused, also when they run at once', async () => {
    const { orderId, gatewayPaymentId, capturedPaise } = await paidOrder();
    const share = Math.ceil(capturedPaise * 0.6);
    const results = await Promise.allSettled([
      issueRefund(server.db, sandbox, {
        orderId,
        amountPaise: share,
        cause: 'lines_removed',
        reference: 'a',
      }),
      issueRefund(server.db, sandbox, {
        orderId,
        amountPaise: share,
        cause: 'lines_removed',
        reference: 'b',
      }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'REFUND_EXCEEDS_CAPTURED' });
    const rest = await issueRefund(server.db, sandbox, {
      orderId,
      amountPaise: capturedPaise - share,
      cause: 'admin',
    });
    expect(rest.status).not.toBe('failed');
    const total = (await sandboxRefunds(gatewayPaymentId)).reduce((sum, row) => sum + row.amount_paise, 0);
    expect(total).toBe(capturedPaise);
    await expect(
      issueRefund(server.db, sandbox, { orderId, amountPaise: 1, cause: 'late_delivery' }),
    ).rejects.toMatchObject({ code: 'REFUND_EXCEEDS_CAPTURED' });
  });

  it('when the sandbox is asked for more than is left on the payment, then it refuses and the refund is failed', async () => {
    const { orderId, gatewayPaymentId, capturedPaise } = await paidOrder();
    // Someone refunded on the gateway directly (the dashboard), so our books think more is left than is.
    await sandbox.refund({
      paymentId: gatewayPaymentId,
      amountPaise: capturedPaise,
      idempotencyKey: 'dashboard_refund_1',
      receipt: 'dashboard',
      notes: {},
    });
    const refund = await issueRefund(server.db, sandbox, { orderId, amountPaise: 100, cause: 'admin' });
    expect(refund.status).toBe('failed');
    expect(refund.last_error).toMatch(/greater than amount captured/);
    expect(await sandboxRefunds(gatewayPaymentId)).toHaveLength(1);
  });

  it('when an order has no captured payment, then there is nothing to refund', async () => {
    const customer = await newCustomer(server);
    await fillCart(server, customer.token, [{ productId: scene.rice, quantity: 1 }]);
    const placed = await placeOrder(server, customer.token, { address: ADDRESS, paymentMethod: 'online' });
    await expect(
      issueRefund(server.db, sandbox, { orderId: placed.body.order.id, amountPaise: 100, cause: 'admin' }),
    ).rejects.toMatchObject({ code: 'REFUND_NO_CAPTURED_PAYMENT' });
  });
});

describe('refund webhooks', () => {
  /** A gateway that answers 'pending' and never calls back, so the test's webhooks are the only news. */
  const quiet = (refundId: string): PaymentGateway => ({
    ...sandbox,
    refund: async (request) => ({ refundId, status: 'pending', amountPaise: request.amountPaise }),
  });

  it('when the same signed refund.processed arrives five times, then the refund changes once', async () => {
    const { orderId } = await paidOrder();
    const refund = await issueRefund(server.db, quiet('rfnd_WEBHOOK5'), {
      orderId,
      amountPaise: 1500,
      cause: 'substitute_cheaper',
    });
    expect(refund.status).toBe('pending');
    const body = refundEvent('refund.processed', 'rfnd_WEBHOOK5', 1500);
    const first = await signedWebhook(body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, duplicate: false });
    const after = await refundRow(refund.id);
    expect(after.status).toBe('processed');
    for (let i = 0; i < 4; i++) {
      const again = await signedWebhook(body);
      expect(again.body).toEqual({ ok: true, duplicate: true });
    }
    expect(await refundRow(refund.id)).toEqual(after);
    // A late refund.failed for a processed refund does not take it back.
    await signedWebhook(refundEvent('refund.failed', 'rfnd_WEBHOOK5', 1500));
    expect((await refundRow(refund.id)).status).toBe('processed');
  });

  it('when refund.failed arrives, then the refund is failed and its amount no longer counts as refunded', async () => {
    const { orderId, capturedPaise } = await paidOrder();
    const refund = await issueRefund(server.db, quiet('rfnd_WILLFAIL'), {
      orderId,
      amountPaise: capturedPaise,
      cause: 'order_cancelled',
    });
    await signedWebhook(refundEvent('refund.failed', 'rfnd_WILLFAIL', capturedPaise));
    expect((await refundRow(refund.id)).status).toBe('failed');
    const next = await issueRefund(server.db, quiet('rfnd_SECONDTRY'), {
      orderId,
      amountPaise: capturedPaise,
      cause: 'admin',
      reference: 'retry-1',
    });
    expect(next.status).toBe('pending');
  });

  it('when a refund webhook names a refund we never asked for, then it is acknowledged and ignored', async () => {
    const before = await server.db.query('select id, status, updated_at from refunds order by id');
    const response = await signedWebhook(refundEvent('refund.processed', 'rfnd_UNKNOWN', 999));
    expect(response.status).toBe(200);
    expect((await server.db.query('select id, status, updated_at from refunds order by id')).rows).toEqual(
      before.rows,
    );
  });

  it('when a refund webhook is forged, then it is refused and changes nothing', async () => {
    const { orderId } = await paidOrder();
    const refund = await issueRefund(server.db, quiet('rfnd_FORGED'), {
      orderId,
      amountPaise: 500,
      cause: 'admin',
    });
    const body = refundEvent('refund.processed', 'rfnd_FORGED', 500);
    const forged = await signedWebhook(body, 'not-the-secret');
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect((await refundRow(refund.id)).status).toBe('pending');
  });
});
