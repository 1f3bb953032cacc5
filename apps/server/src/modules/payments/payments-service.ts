import { createHash } from 'node:crypto';
import type { PaymentStart } from '@tokri/core';
import type { Clock } from '../../clock.js';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { countAfterCommit, paymentsByStatus } from '../../metrics/metrics.js';
import {
  type CaptureDeps,
  captureIn,
  failIn,
  type OrdersForPayments,
  type PaymentRow,
  paymentByGatewayOrder,
  type WalletForPayments,
} from './payment-capture.js';
import type { GatewayWebhookEvent, PaymentGateway } from './payment-gateway.js';
import { applyRefundWebhook } from './refunds-service.js';

export type { OrdersForPayments, WalletForPayments } from './payment-capture.js';

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

export function createPaymentsService(
  db: Database,
  gateway: PaymentGateway,
  orders: OrdersForPayments,
  wallet: WalletForPayments,
  clock: Clock,
) {
  const deps: CaptureDeps = { orders, wallet };
  const capture = (gatewayOrderId: string, paymentId: string) =>
    db.transaction((tx) => captureIn(tx, deps, gatewayOrderId, paymentId));
  const fail = (gatewayOrderId: string, reason: string) =>
    db.transaction((tx) => failIn(tx, deps, gatewayOrderId, reason));

  /**
   * The order, locked when `tx` is a transaction, checked to be this customer's and still waiting for payment
   * at the clock's now; and its open gateway payment, if any.
   */
  async function waitingOrder(q: Queryable, orderId: string, userId: string, lock: boolean) {
    const { rows } = await q.query<{
      user_id: string;
      status: string;
      payment_method: string;
      total_paise: number;
      expired: boolean;
    }>(
      `select user_id, status, payment_method, total_paise,
              coalesce(payment_expires_at < $2::timestamptz, false) as expired
         from orders where id = $1 ${lock ? 'for update' : ''}`,
      [orderId, clock()],
    );
    const order = rows[0];
    if (!order || order.user_id !== userId) throw notFound();
    if (order.status !== 'payment_pending' || order.payment_method !== 'online' || order.expired) {
      throw new DomainError('PAYMENT_NOT_PENDING');
    }
    const open = await q.query<PaymentRow>(
      `select id, order_id, wallet_topup_id, $2::uuid as user_id, status, gateway_order_id, amount_paise, currency
         from payments
        where order_id = $1 and status = 'created' and provider = $3 order by created_at desc limit 1`,
      [orderId, userId, gateway.name],
    );
    return { order, open: open.rows[0] ?? null };
  }

  /**
   * The open gateway order of one unpaid order, or a new one. The gateway is asked with no lock held (it may
   * be slow, and the sandbox writes to this database); the new gateway order is then stored under the order's
   * row lock, only if no other start stored one meanwhile, so concurrent starts all answer the same gateway
   * order (ADR 0070). A gateway order made by a start that lost is never shown to anyone, so never paid.
   */
  async function openPayment(orderId: string, userId: string): Promise<PaymentRow> {
    const before = await waitingOrder(db, orderId, userId, false);
    if (before.open) return before.open;
    const created = await gateway.createOrder({
      amountPaise: before.order.total_paise,
      currency: 'INR',
      receipt: orderId,
      notes: { order_id: orderId },
    });
    return db.transaction(async (tx) => {
      const now = await waitingOrder(tx, orderId, userId, true);
      if (now.open) return now.open;
      const inserted = await tx.query<PaymentRow>(
        `insert into payments (order_id, provider, gateway_order_id, amount_paise, currency)
         values ($1, $2, $3, $4, $5)
         returning id, order_id, wallet_topup_id, $6::uuid as user_id, status, gateway_order_id, amount_paise,
                   currency`,
        [orderId, gateway.name, created.id, created.amountPaise, created.currency, userId],
      );
      countAfterCommit(() => paymentsByStatus.inc({ status: 'created' }));
      await orders.reopenOrderPayment(tx, orderId);
      return inserted.rows[0]!;
    });
  }

  return {
    /** Creates (or reuses) the gateway order for one of the customer's unpaid orders. */
    async start(orderId: string, userId: string): Promise<PaymentStart> {
      const payment = await openPayment(orderId, userId);
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
     * no-op, and applied (capture or failure) in the same transaction as the record. The identity comes from the signed payload (event type and
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
      // Recorded and applied in one transaction (ADR 0070): if applying fails (a dropped connection, a deadlock,
      // a kill), the record goes too, and the gateway's retry is applied instead of being taken for a duplicate.
      // A redelivery while the first is still applying waits on the record's key, then finds it.
      return db.transaction(async (tx) => {
        const fresh = await tx.query(
          `insert into payment_webhook_events (event_id, provider, event_type, payload)
           values ($1, $2, $3, $4) on conflict (event_id) do nothing`,
          [key, gateway.name, event.event, event as unknown as Record<string, unknown>],
        );
        if (fresh.rowCount === 0) return { duplicate: true };
        if (refund) await applyRefundWebhook(tx, event.event, refund);
        else if (entity && (event.event === 'payment.captured' || event.event === 'order.paid'))
          await captureIn(tx, deps, entity.order_id, entity.id);
        else if (entity && event.event === 'payment.failed')
          await failIn(tx, deps, entity.order_id, entity.error_description ?? 'failed');
        return { duplicate: false };
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
