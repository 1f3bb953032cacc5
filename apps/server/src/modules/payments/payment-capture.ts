import type { Queryable } from '../../db/database.js';
import { countAfterCommit, paymentsByStatus } from '../../metrics/metrics.js';
import { announcePaymentFailure } from '../notifications/order-notifier.js';
import { oweRefund } from './refunds-service.js';

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

export interface CaptureDeps {
  orders: OrdersForPayments;
  wallet: WalletForPayments;
}

export interface PaymentRow {
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

export async function paymentByGatewayOrder(tx: Queryable, gatewayOrderId: string, lock: boolean) {
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

/**
 * The payment, locked after its order: order row first, then payment, the order a cancellation takes them in,
 * so a capture and a cancellation of one order wait for each other instead of deadlocking.
 */
async function lockPayment(tx: Queryable, gatewayOrderId: string) {
  const unlocked = await paymentByGatewayOrder(tx, gatewayOrderId, false);
  if (unlocked?.order_id)
    await tx.query('select 1 from orders where id = $1 for update', [unlocked.order_id]);
  return unlocked && paymentByGatewayOrder(tx, gatewayOrderId, true);
}

async function markCaptured(tx: Queryable, paymentRowId: string, gatewayPaymentId: string, status: string) {
  await tx.query(
    `update payments set status = $3, gateway_payment_id = $2, failure_reason = null, updated_at = tokri_now()
      where id = $1`,
    [paymentRowId, gatewayPaymentId, status],
  );
  countAfterCommit(() => paymentsByStatus.inc({ status }));
}

/**
 * A captured payment, inside the caller's transaction: a top-up is credited; an order waiting for payment is
 * paid and placed. Safe to run any number of times (browser callback, every webhook delivery, the expiry job's
 * question to the gateway): only the first changes anything. An order keeps at most one payment (ADR 0070): a
 * capture that finds its order already paid, expired or cancelled is owed back whole, on its own refund row and
 * key, in this same transaction, and the refund round sends it.
 */
export async function captureIn(
  tx: Queryable,
  deps: CaptureDeps,
  gatewayOrderId: string,
  gatewayPaymentId: string,
): Promise<boolean> {
  const payment = await lockPayment(tx, gatewayOrderId);
  if (!payment) return false;
  if (payment.status === 'captured' || payment.status.startsWith('refund')) return false;
  if (payment.wallet_topup_id !== null) {
    await deps.wallet.creditPaidTopup(tx, payment.wallet_topup_id, payment.amount_paise);
    await markCaptured(tx, payment.id, gatewayPaymentId, 'captured');
    return true;
  }
  if (payment.order_id === null) return false;
  if (await deps.orders.placePaidOrder(tx, payment.order_id)) {
    await markCaptured(tx, payment.id, gatewayPaymentId, 'captured');
    return true;
  }
  // Paid after the order expired or was cancelled, or a second payment of a paid order: the money goes back.
  await markCaptured(tx, payment.id, gatewayPaymentId, 'refund_pending');
  const { rows } = await tx.query<{ kept: boolean }>(
    `select exists (select 1 from payments where order_id = $1 and id <> $2 and status = 'captured') as kept`,
    [payment.order_id, payment.id],
  );
  await oweRefund(tx, {
    orderId: payment.order_id,
    amountPaise: payment.amount_paise,
    cause: rows[0]!.kept ? 'duplicate_payment' : 'captured_after_expiry',
    reference: `payment:${payment.id}`,
    paymentId: payment.id,
  });
  return false;
}

/** A failed attempt, inside the caller's transaction: only a payment still `created` is marked failed. */
export async function failIn(tx: Queryable, deps: CaptureDeps, gatewayOrderId: string, reason: string) {
  const payment = await lockPayment(tx, gatewayOrderId);
  if (payment?.status !== 'created') return;
  await tx.query(
    `update payments set status = 'failed', failure_reason = $2, updated_at = tokri_now() where id = $1`,
    [payment.id, reason.slice(0, 200)],
  );
  countAfterCommit(() => paymentsByStatus.inc({ status: 'failed' }));
  if (payment.wallet_topup_id !== null) await deps.wallet.markTopupFailed(tx, payment.wallet_topup_id);
  else if (payment.order_id !== null && (await deps.orders.markOrderPaymentFailed(tx, payment.order_id)))
    await announcePaymentFailure(tx, payment.order_id);
}
