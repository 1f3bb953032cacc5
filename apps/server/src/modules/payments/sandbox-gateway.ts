import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { logger } from '../../logger.js';
import {
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  GatewayRefundRefused,
  type GatewayRefundRequest,
  type GatewayWebhookEvent,
  type PaymentGateway,
} from './payment-gateway.js';
import {
  hmacHex,
  paymentSignature,
  safeEqualHex,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from './payment-signatures.js';

const log = logger.child({ module: 'sandbox-gateway' });

export interface SandboxSecrets {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Sends a webhook to our own endpoint (through the app, as a real HTTP request would arrive). */
export type WebhookSender = (rawBody: string, headers: Record<string, string>) => Promise<number>;

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/** Page tokens get their own key, derived from the key secret, so they can never double as a payment signature. */
const pageTokenKey = (keySecret: string) => hmacHex(keySecret, 'tokri-sandbox-checkout-page-token-v1');

/**
 * The hosted page's token: "<expires-at unix seconds>.<HMAC of gateway order id and expiry>". Only the paying
 * customer receives it (from POST /api/payments/orders/:id/start, behind their session); it is good for one
 * gateway order until it expires, and for one decision, because approve and decline move the order out of
 * 'created' exactly once.
 */
export function signSandboxPageToken(keySecret: string, gatewayOrderId: string, expiresAt: number): string {
  return `${expiresAt}.${hmacHex(pageTokenKey(keySecret), `${gatewayOrderId}|${expiresAt}`)}`;
}

export function verifySandboxPageToken(
  keySecret: string,
  gatewayOrderId: string,
  token: string | undefined,
  nowSeconds: number,
): boolean {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= nowSeconds) return false;
  return safeEqualHex(signSandboxPageToken(keySecret, gatewayOrderId, expiresAt).split('.')[1]!, match[2]!);
}

export interface SandboxOptions {
  /** How long a hosted-page link stays usable (the app passes the unpaid-order expiry). */
  pageTokenTtlSeconds: number;
}

/**
 * The embedded default gateway. It plays Razorpay's part end to end and offline: it keeps its own orders,
 * hosts a page where the customer approves or declines, signs the result like Razorpay Checkout, and
 * delivers signed webhooks (retried) like Razorpay's servers.
 */
export function createSandboxGateway(
  db: Database,
  secrets: SandboxSecrets,
  sendWebhook: () => WebhookSender,
  options: SandboxOptions,
) {
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  async function deliver(event: GatewayWebhookEvent) {
    const rawBody = JSON.stringify({ entity: 'event', ...event, created_at: Math.floor(Date.now() / 1000) });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secrets.webhookSecret, rawBody),
      'x-razorpay-event-id': id('evt'),
    };
    for (let attempt = 0; attempt < 3; attempt++) {
      const status = await sendWebhook()(rawBody, headers).catch(() => 0);
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
    log.error({ event: event.event }, 'sandbox webhook not accepted after 3 attempts');
  }

  /**
   * Like Razorpay's refunds API: partial refunds add up to at most what was captured (checked under a lock on
   * the paid order), and the same idempotency key answers the same refund. A new refund is 'pending', then
   * 'processed' and announced by a signed refund.processed webhook through the app.
   */
  async function refund(request: GatewayRefundRequest): Promise<GatewayRefund> {
    const { paymentId, amountPaise, idempotencyKey } = request;
    const created = await db.transaction(async (tx) => {
      const { rows: paid } = await tx.query<{ amount_paise: number }>(
        `select amount_paise from sandbox_gateway_orders where payment_id = $1 and status = 'paid' for update`,
        [paymentId],
      );
      const order = paid[0];
      if (!order) throw new GatewayRefundRefused('The payment has not been captured');
      const { rows: same } = await tx.query<{
        id: string;
        payment_id: string;
        amount_paise: number;
        status: string;
      }>(
        'select id, payment_id, amount_paise, status from sandbox_gateway_refunds where idempotency_key = $1',
        [idempotencyKey],
      );
      const earlier = same[0];
      if (earlier) {
        if (earlier.payment_id !== paymentId || earlier.amount_paise !== amountPaise)
          throw new GatewayRefundRefused(
            'Different request with the same idempotency key has already been processed.',
          );
        return { refund: earlier, fresh: false };
      }
      const { rows: sums } = await tx.query<{ refunded: number }>(
        `select coalesce(sum(amount_paise), 0)::int as refunded from sandbox_gateway_refunds
          where payment_id = $1 and status <> 'failed'`,
        [paymentId],
      );
      if (sums[0]!.refunded + amountPaise > order.amount_paise)
        throw new GatewayRefundRefused('The refund amount provided is greater than amount captured');
      const { rows } = await tx.query<{
        id: string;
        payment_id: string;
        amount_paise: number;
        status: string;
      }>(
        `insert into sandbox_gateway_refunds (id, payment_id, amount_paise, idempotency_key, receipt, notes, status)
         values ($1, $2, $3, $4, $5, $6, 'pending') returning id, payment_id, amount_paise, status`,
        [id('rfnd'), paymentId, amountPaise, idempotencyKey, request.receipt.slice(0, 40), request.notes],
      );
      return { refund: rows[0]!, fresh: true };
    });
    const { refund: row, fresh } = created;
    if (fresh) setImmediate(() => void settleRefund(row.id));
    const status = row.status === 'processed' || row.status === 'failed' ? row.status : 'pending';
    return { refundId: row.id, status, amountPaise: row.amount_paise };
  }

  /** The sandbox's bank returns the money at once: the refund is processed and the app told by webhook. */
  async function settleRefund(refundId: string) {
    const { rows } = await db.query<{
      id: string;
      payment_id: string;
      amount_paise: number;
      receipt: string | null;
    }>(
      `update sandbox_gateway_refunds set status = 'processed' where id = $1 and status = 'pending'
       returning id, payment_id, amount_paise, receipt`,
      [refundId],
    );
    const row = rows[0];
    if (!row) return;
    const entity = {
      id: row.id,
      payment_id: row.payment_id,
      amount: row.amount_paise,
      status: 'processed',
      receipt: row.receipt,
    };
    await deliver({ event: 'refund.processed', payload: { refund: { entity } } });
  }

  /**
   * Like Razorpay's GET /v1/orders/:id/payments, from the sandbox's own books: an approved order has one
   * captured payment (`refunded` once its processed refunds reach it), a declined one a failed payment, an open
   * one none. An order the sandbox never made is an error, as Razorpay answers 400.
   */
  async function orderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    const { rows } = await db.query<{
      status: string;
      payment_id: string | null;
      amount_paise: number;
      refunded: number;
    }>(
      `select o.status, o.payment_id, o.amount_paise,
              (select coalesce(sum(r.amount_paise), 0)::int from sandbox_gateway_refunds r
                where r.payment_id = o.payment_id and r.status = 'processed') as refunded
         from sandbox_gateway_orders o where o.id = $1`,
      [gatewayOrderId],
    );
    const order = rows[0];
    if (!order) throw new Error(`The sandbox has no order ${gatewayOrderId}`);
    if (!order.payment_id || order.status === 'created') return [];
    const status =
      order.status === 'failed' ? 'failed' : order.refunded >= order.amount_paise ? 'refunded' : 'captured';
    return [{ id: order.payment_id, status, amountPaise: order.amount_paise }];
  }

  const gateway: PaymentGateway = {
    name: 'sandbox',
    keyId: secrets.keyId,
    async createOrder({ amountPaise, currency, receipt }): Promise<GatewayOrder> {
      const orderId = id('order');
      await db.query(
        'insert into sandbox_gateway_orders (id, amount_paise, currency, receipt) values ($1, $2, $3, $4)',
        [orderId, amountPaise, currency, receipt],
      );
      return { id: orderId, amountPaise, currency };
    },
    // Called only for the order's own customer (payments-service start), so only they get the page token.
    checkoutUrl: (gatewayOrderId, callbackPath) => {
      const token = signSandboxPageToken(
        secrets.keySecret,
        gatewayOrderId,
        nowSeconds() + options.pageTokenTtlSeconds,
      );
      const query = new URLSearchParams({ callback: callbackPath, token });
      return `/sandbox-gateway/checkout/${encodeURIComponent(gatewayOrderId)}?${query}`;
    },
    verifyPayment: (orderId, paymentId, signature) =>
      verifyPaymentSignature(secrets.keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => verifyWebhookSignature(secrets.webhookSecret, rawBody, signature),
    refund,
    orderPayments,
    async refundStatus(refundId: string): Promise<GatewayRefund> {
      const { rows } = await db.query<{ id: string; amount_paise: number; status: string }>(
        'select id, amount_paise, status from sandbox_gateway_refunds where id = $1',
        [refundId],
      );
      const row = rows[0];
      if (!row) throw new Error(`The sandbox has no refund ${refundId}`);
      const status = row.status === 'processed' || row.status === 'failed' ? row.status : 'pending';
      return { refundId: row.id, status, amountPaise: row.amount_paise };
    },
  };

  return {
    gateway,

    /** Whether this is a live page token for this gateway order. */
    pageTokenValid: (gatewayOrderId: string, token: string | undefined) =>
      verifySandboxPageToken(secrets.keySecret, gatewayOrderId, token, nowSeconds()),

    async order(gatewayOrderId: string) {
      const { rows } = await db.query<{
        id: string;
        amount_paise: number;
        currency: string;
        status: string;
        receipt: string | null;
      }>('select id, amount_paise, currency, status, receipt from sandbox_gateway_orders where id = $1', [
        gatewayOrderId,
      ]);
      return rows[0] ?? null;
    },

    /** The customer approved: the payment is captured, signed for the browser, and announced by webhook. */
    async approve(gatewayOrderId: string) {
      const paymentId = id('pay');
      const { rows } = await db.query<{ amount_paise: number; currency: string }>(
        `update sandbox_gateway_orders set status = 'paid', payment_id = $2
          where id = $1 and status = 'created' returning amount_paise, currency`,
        [gatewayOrderId, paymentId],
      );
      const row = rows[0];
      if (!row) return null;
      const entity = {
        id: paymentId,
        order_id: gatewayOrderId,
        amount: row.amount_paise,
        currency: row.currency,
        status: 'captured',
      };
      setImmediate(() => void deliver({ event: 'payment.captured', payload: { payment: { entity } } }));
      return { paymentId, signature: paymentSignature(secrets.keySecret, gatewayOrderId, paymentId) };
    },

    /** The customer declined (or the bank refused): a failed payment, announced by webhook. */
    async decline(gatewayOrderId: string) {
      const paymentId = id('pay');
      const { rows } = await db.query<{ amount_paise: number; currency: string }>(
        `update sandbox_gateway_orders set status = 'failed', payment_id = $2
          where id = $1 and status = 'created' returning amount_paise, currency`,
        [gatewayOrderId, paymentId],
      );
      const row = rows[0];
      if (!row) return null;
      const entity = {
        id: paymentId,
        order_id: gatewayOrderId,
        amount: row.amount_paise,
        currency: row.currency,
        status: 'failed',
        error_description: 'Payment declined by the customer',
      };
      setImmediate(() => void deliver({ event: 'payment.failed', payload: { payment: { entity } } }));
      return { paymentId };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
