import type { Queryable } from '../../db/database.js';
import { issueInvoice } from '../invoices/invoice-issuer.js';
import { applyTransition, lockOrder } from './order-transitions.js';

/**
 * The order's own record of its payment (`orders.payment_status`), written only by the orders module
 * (ADR 0025). The payments module calls these when a gateway attempt is captured, fails or starts again.
 */

/**
 * A captured online payment: an order still waiting for it is paid, no longer expires, and moves to `placed`.
 * False when the order is gone or no longer waits (expired or cancelled): the money must go back.
 */
export async function placePaidOrder(tx: Queryable, orderId: string): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (order?.status !== 'payment_pending') return false;
  await tx.query(
    `update orders set payment_status = 'paid_online', payment_expires_at = null where id = $1`,
    [orderId],
  );
  order.payment_status = 'paid_online';
  await applyTransition(tx, order, 'placed', { role: 'system', userId: null, note: 'payment_captured' });
  // Paid in advance: the tax invoice is issued with the payment (ADR 0047), so every refund has one to credit.
  await issueInvoice(tx, orderId);
  return true;
}

/**
 * An online order whose total is ₹0 (a 100% coupon) has nothing to pay and no gateway takes ₹0: it is placed at
 * once as `paid`, with no payment row and no deadline (ADR 0071). Its tax invoice comes with the delivery, as a
 * cash order's does: there is no payment to issue it with and no refund to credit. False when it is not such an
 * order still waiting.
 */
export async function placeFreeOrder(tx: Queryable, orderId: string): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (order?.status !== 'payment_pending' || order.total_paise !== 0) return false;
  await tx.query(`update orders set payment_status = 'paid', payment_expires_at = null where id = $1`, [
    orderId,
  ]);
  order.payment_status = 'paid';
  await applyTransition(tx, order, 'placed', { role: 'system', userId: null, note: 'nothing_to_pay' });
  return true;
}

/** An attempt failed while the order still waits for payment; false when it no longer waits. */
export async function markOrderPaymentFailed(tx: Queryable, orderId: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update orders set payment_status = 'failed', updated_at = tokri_now() where id = $1 and status = 'payment_pending'`,
    [orderId],
  );
  return rowCount > 0;
}

/** A new attempt after a failed one: the order's payment is pending again. */
export async function reopenOrderPayment(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(`update orders set payment_status = 'pending' where id = $1 and payment_status = 'failed'`, [
    orderId,
  ]);
}

/**
 * Every paisa of an ended order's online payment went back (the refund round, ADR 0042): its payment status
 * becomes `refunded`.
 */
export async function markOrderRefunded(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `update orders set payment_status = 'refunded', updated_at = tokri_now()
      where id = $1 and status in ('cancelled', 'expired') and payment_status <> 'refunded'`,
    [orderId],
  );
}
