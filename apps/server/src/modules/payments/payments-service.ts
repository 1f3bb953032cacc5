import { createHash } from 'node:crypto';
import type { PaymentStart } from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { countAfterCommit, paymentsByStatus } from '../../metrics/metrics.js';
import { announcePaymentFailure } from '../notifications/order-notifier.js';
import type { GatewayWebhookEvent, PaymentGateway } from './payment-gateway.js';
import { applyRefundWebhook } from './refunds-service.js';

interface PaymentRow {
  id: string;
  /** The order this pays for, or null for a wallet top-up. */
  order_id: string | null;
  wallet_topup_id: string | null;
  user_id: string;
  status: string;
  gateway_order_id: string;
  amount_paise: number;
  currency: string;
}

export const PAYMENT_CALLBACK_PATH = '/checkout/payment';
/** Where the sandbox page sends the browser back after paying a wallet top-up. */
export const TOPUP_CALLBACK_PATH = '/wallet';

/**
 * A webhook's identity, all from the signed body: one event type happens once per payment (captured, failed,
 * order.paid), so "<provider>:<event>:<payment id>" is the same on every redelivery. Events without a payment
 * fall back to the digest of the signed body.
 */
export function webhookIdentity(
  provider: string,
  eventType: string,
  paymentId: string | undefined,
  rawBody: string,
): string {
  const subject = paymentId ?? `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  return `${provider}:${eventType}:${subject}`;
}

/**
 * What payments asks of the orders module (which owns `orders`, ADR 0025). app.ts passes the orders functions:
 * orders calls payments when an order is cancelled, so payments must not import orders back.
 */
export interface OrdersForPayments {
  /** Captured: the waiting order is paid and placed; false when it no longer waits. */
  placePaidOrder(tx: Queryable, orderId: string): Promise<boolean>;
  /** An attempt failed: true when the order still waits for payment. */
  markOrderPaymentFailed(tx: Queryable, orderId: string): Promise<boolean>;
  /** A new attempt after a failed one. */
  reopenOrderPayment(tx: Queryable, orderId: string): Promise<void>;
}

/** What payments asks of the wallet module (which owns `wallet_topups` and the ledger). */
export interface WalletForPayments {
  /** Captured: the top-up is paid and its amount credited, once however often this is asked. */
  creditPaidTopup(tx: Queryable, topupId: string, amountPaise: number): Promise<boolean>;
  /** The attempt failed: a top-up still waiting is marked failed (a later capture still credits it). */
  markTopupFailed(tx: Queryable, topupId: string): Promise<void>;
}

export function createPaymentsService(
  db: Database,
  gateway: PaymentGateway,
  orders: OrdersForPayments,
  wallet: WalletForPayments,
) {
  async function paymentByGatewayOrder(tx: Queryable, gatewayOrderId: string, lock: boolean) {
    const { rows } = await tx.query<PaymentRow>(
      `select pm.id, pm.order_id, pm.wallet_topup_id, coalesce(o.user_id, t.user_id) as user_id, pm.status,
              pm.gateway_order_id, pm.amount_paise, pm.currency
         from payments pm
         left join orders o on o.id = pm.order_id
         left join wallet_topups t on t.id = pm.wallet_topup_id
        where pm.gateway_order_id = $1 ${lock ? 'for update of pm' : ''}`,
      [gatewayOrderId],
    );
    return rows[0] ?? null;
  }

  /** A top-up's money arrived: it is credited, whatever became of earlier attempts. */
  async function captureTopup(
    tx: Queryable,
    payment: PaymentRow & { wallet_topup_id: string },
    paymentId: string,
  ) {
    await wallet.creditPaidTopup(tx, payment.wallet_topup_id, payment.amount_paise);
    await tx.query(
      `update payments set status = 'captured', gateway_payment_id = $2, failure_reason = null, updated_at = now()
        where id = $1`,
      [payment.id, paymentId],
    );
    countAfterCommit(() => paymentsByStatus.inc({ status: 'captured' }));
    return true;
  }

  /**
   * A captured payment: the order moves from payment_pending to placed and is paid online. Safe to run
   * any number of times (browser callback and every webhook delivery): only the first changes anything.
   */
  async function capture(gatewayOrderId: string, paymentId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const payment = await paymentByGatewayOrder(tx, gatewayOrderId, true);
      if (!payment) return false;
      if (payment.status === 'captured' || payment.status.startsWith('refund')) return false;
      if (payment.wallet_topup_id !== null)
        return captureTopup(tx, { ...payment, wallet_topup_id: payment.wallet_topup_id }, paymentId);
      if (payment.order_id !== null && (await orders.placePaidOrder(tx, payment.order_id))) {
        await tx.query(
          `update payments set status = 'captured', gateway_payment_id = $2, failure_reason = null, updated_at = now()
            where id = $1`,
          [payment.id, paymentId],
        );
        countAfterCommit(() => paymentsByStatus.inc({ status: 'captured' }));
        return true;
      }
      // Paid after the order expired or was cancelled: the money goes back.
      await tx.query(
        `update payments set status = 'refund_pending', gateway_payment_id = $2, updated_at = now() where id = $1`,
        [payment.id, paymentId],
      );
      countAfterCommit(() => paymentsByStatus.inc({ status: 'refund_pending' }));
      return false;
    });
  }

  async function fail(gatewayOrderId: string, reason: string) {
    await db.transaction(async (tx) => {
      const payment = await paymentByGatewayOrder(tx, gatewayOrderId, true);
      if (payment?.status !== 'created') return;
      await tx.query(
        `update payments set status = 'failed', failure_reason = $2, updated_at = now() where id = $1`,
        [payment.id, reason.slice(0, 200)],
      );
      countAfterCommit(() => paymentsByStatus.inc({ status: 'failed' }));
      if (payment.wallet_topup_id !== null) await wallet.markTopupFailed(tx, payment.wallet_topup_id);
      else if (payment.order_id !== null && (await orders.markOrderPaymentFailed(tx, payment.order_id)))
        await announcePaymentFailure(tx, payment.order_id);
    });
  }

  return {
    /** Creates (or reuses) the gateway order for one of the customer's unpaid orders. */
    async start(orderId: string, userId: string): Promise<PaymentStart> {
      const { rows } = await db.query<{
        user_id: string;
        status: string;
        payment_method: string;
        total_paise: number;
        expired: boolean;
      }>(
        `select user_id, status, payment_method, total_paise, coalesce(payment_expires_at < now(), false) as expired
           from orders where id = $1`,
        [orderId],
      );
      const order = rows[0];
      if (!order || order.user_id !== userId) throw notFound();
      if (order.status !== 'payment_pending' || order.payment_method !== 'online' || order.expired) {
        throw new DomainError('PAYMENT_NOT_PENDING');
      }
      const existing = await db.query<PaymentRow>(
        `select id, order_id, wallet_topup_id, $2::uuid as user_id, status, gateway_order_id, amount_paise, currency
           from payments
          where order_id = $1 and status = 'created' and provider = $3 order by created_at desc limit 1`,
        [orderId, userId, gateway.name],
      );
      let payment = existing.rows[0];
      if (!payment) {
        const created = await gateway.createOrder({
          amountPaise: order.total_paise,
          currency: 'INR',
          receipt: orderId,
          notes: { order_id: orderId },
        });
        const inserted = await db.query<PaymentRow>(
          `insert into payments (order_id, provider, gateway_order_id, amount_paise, currency)
           values ($1, $2, $3, $4, $5)
           returning id, order_id, wallet_topup_id, $6::uuid as user_id, status, gateway_order_id, amount_paise,
                     currency`,
          [orderId, gateway.name, created.id, created.amountPaise, created.currency, userId],
        );
        payment = inserted.rows[0]!;
        paymentsByStatus.inc({ status: 'created' });
        await orders.reopenOrderPayment(db, orderId);
      }
      return {
        provider: gateway.name,
        keyId: gateway.keyId,
        orderId,
        gatewayOrderId: payment.gateway_order_id,
        amountPaise: payment.amount_paise,
        currency: payment.currency,
        checkoutUrl: gateway.checkoutUrl(payment.gateway_order_id, PAYMENT_CALLBACK_PATH),
      };
    },

    /**
     * The gateway order for a wallet top-up the wallet module has just recorded (unpaid). A top-up is paid
     * once: a repeated start answers the same gateway order.
     */
    async startTopup(topup: { id: string; userId: string; amountPaise: number }): Promise<PaymentStart> {
      const existing = await db.query<{ gateway_order_id: string; amount_paise: number; currency: string }>(
        `select gateway_order_id, amount_paise, currency from payments
          where wallet_topup_id = $1 and status = 'created' and provider = $2 order by created_at desc limit 1`,
        [topup.id, gateway.name],
      );
      let payment = existing.rows[0];
      if (!payment) {
        const created = await gateway.createOrder({
          amountPaise: topup.amountPaise,
          currency: 'INR',
          // Razorpay allows 40 characters of receipt.
          receipt: `tu_${topup.id.replaceAll('-', '')}`,
          notes: { wallet_topup_id: topup.id },
        });
        payment = {
          gateway_order_id: created.id,
          amount_paise: created.amountPaise,
          currency: created.currency,
        };
        await db.query(
          `insert into payments (wallet_topup_id, provider, gateway_order_id, amount_paise, currency)
           values ($1, $2, $3, $4, $5)`,
          [topup.id, gateway.name, created.id, created.amountPaise, created.currency],
        );
      }
      return {
        provider: gateway.name,
        keyId: gateway.keyId,
        orderId: topup.id,
        gatewayOrderId: payment.gateway_order_id,
        amountPaise: payment.amount_paise,
        currency: payment.currency,
        checkoutUrl: gateway.checkoutUrl(payment.gateway_order_id, TOPUP_CALLBACK_PATH),
      };
    },

    /**
     * The browser's signed result, for an order or a top-up. The signature is checked against the gateway
     * order id we stored.
     */
    async verify(userId: string, input: { gatewayOrderId: string; paymentId: string; signature: string }) {
      const payment = await paymentByGatewayOrder(db, input.gatewayOrderId, false);
      if (!payment || payment.user_id !== userId) throw notFound();
      if (!gateway.verifyPayment(payment.gateway_order_id, input.paymentId, input.signature)) {
        throw new DomainError('PAYMENT_SIGNATURE_INVALID');
      }
      await capture(payment.gateway_order_id, input.paymentId);
      return { orderId: payment.order_id, topupId: payment.wallet_topup_id };
    },

    /** The browser says the attempt failed (not signed, so it can only mark this attempt failed). */
    async reportFailure(userId: string, gatewayOrderId: string, reason: string) {
      const payment = await paymentByGatewayOrder(db, gatewayOrderId, false);
      if (!payment || payment.user_id !== userId) throw notFound();
      await fail(gatewayOrderId, reason);
      return { orderId: payment.order_id, topupId: payment.wallet_topup_id };
    },

    /**
     * A gateway webhook: verified over the raw body, recorded under its signed identity so a redelivery is a
     * no-op, then applied (capture or failure). The identity comes from the signed payload (event type and
     * payment id), never from the unsigned X-Razorpay-Event-Id header: anyone replaying a captured body could
     * put any header on it.
     */
    async webhook(rawBody: string, signature: string) {
      if (!gateway.verifyWebhook(rawBody, signature)) throw new DomainError('PAYMENT_SIGNATURE_INVALID');
      let event: GatewayWebhookEvent;
      try {
        event = JSON.parse(rawBody) as GatewayWebhookEvent;
      } catch {
        throw new DomainError('BAD_JSON');
      }
      if (typeof event !== 'object' || event === null || typeof event.event !== 'string') {
        throw new DomainError('BAD_JSON');
      }
      // Refund events are about one refund (a payment can have several): their identity is the refund id.
      const refundCandidate = event.event.startsWith('refund.') ? event.payload?.refund?.entity : undefined;
      const refund = typeof refundCandidate?.id === 'string' ? refundCandidate : undefined;
      const candidate = event.payload?.payment?.entity;
      const entity =
        !refund && typeof candidate?.id === 'string' && typeof candidate.order_id === 'string'
          ? candidate
          : undefined;
      const key = webhookIdentity(gateway.name, event.event, refund?.id ?? entity?.id, rawBody);
      const fresh = await db.query(
        `insert into payment_webhook_events (event_id, provider, event_type, payload)
         values ($1, $2, $3, $4) on conflict (event_id) do nothing`,
        [key, gateway.name, event.event, event as unknown as Record<string, unknown>],
      );
      if (fresh.rowCount === 0) return { duplicate: true };
      if (refund) {
        await applyRefundWebhook(db, event.event, refund);
        return { duplicate: false };
      }
      if (!entity) return { duplicate: false };
      if (event.event === 'payment.captured' || event.event === 'order.paid')
        await capture(entity.order_id, entity.id);
      if (event.event === 'payment.failed') await fail(entity.order_id, entity.error_description ?? 'failed');
      return { duplicate: false };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
