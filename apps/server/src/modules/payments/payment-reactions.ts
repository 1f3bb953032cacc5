import type { Queryable } from '../../db/database.js';
import { countAfterCommit, paymentsByStatus } from '../../metrics/metrics.js';

/**
 * How payments answer an order's transitions (ADR 0025: the payments module is the only writer of
 * `payments`). Called by the order transition inside its transaction; imports nothing from orders.
 */

/**
 * A cancelled order's money: a captured payment is marked for refund, an online attempt still open is marked
 * failed (a late capture of it is then refunded). Returns the payment status the order ends with.
 */
export async function settlePaymentsOfCancelledOrder(
  tx: Queryable,
  order: { id: string; payment_status: string; payment_method: 'cod' | 'online' },
): Promise<string> {
  if (order.payment_status === 'paid_online') {
    await tx.query(
      `update payments set status = 'refund_pending', updated_at = tokri_now() where order_id = $1 and status = 'captured'`,
      [order.id],
    );
    countAfterCommit(() => paymentsByStatus.inc({ status: 'refund_pending' }));
    return 'refund_pending';
  }
  if (order.payment_status === 'pending' && order.payment_method === 'online') {
    await tx.query(
      `update payments set status = 'failed', updated_at = tokri_now() where order_id = $1 and status = 'created'`,
      [order.id],
    );
    countAfterCommit(() => paymentsByStatus.inc({ status: 'failed' }));
    return 'failed';
  }
  return order.payment_status;
}
