/**
 * The lock order (ADR 0071). Every transaction that changes an order's money takes its row locks in this one
 * order, so two of them (a customer's cancel, an admin's refund, a substitution, a handover) wait for each other
 * instead of deadlocking:
 *
 *   1. the order row (`lockOrder` here, or `for update` on `orders` first, as refunds-service's `lockCharge`),
 *   2. its payments rows,
 *   3. its refunds rows,
 *   4. the customer's wallet row (wallet-ledger.ts).
 *
 * A row of the calling module's own (a support ticket, a substitution) may come before the order, as long as no
 * transaction holding an order waits for it. A PostgreSQL server runs a transaction that still loses a deadlock
 * once more (db/pg-database.ts); that is the backstop, not the rule.
 */
import { canTransition, type OrderActor, type OrderStatus, releasesStockOnCancel } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { countAfterCommit, ordersByStatus } from '../../metrics/metrics.js';
import { releaseCouponRedemption } from '../coupons/coupon-redemptions.js';
import { releaseStock, type StockLine } from '../inventory/stock.js';
import { issueInvoice } from '../invoices/invoice-issuer.js';
import { announceTransition, type OrderFacts } from '../notifications/order-notifier.js';
import { settlePaymentsOfCancelledOrder } from '../payments/payment-reactions.js';
import { oweRemainder } from '../payments/refunds-service.js';
import { rewardReferrerOnFirstDelivery } from '../referrals/referral-reward.js';

/** The order as locked, with what announcing its change needs, so the announcement reads nothing again. */
export interface LockedOrder extends OrderFacts {
  payment_method: 'cod' | 'online' | 'wallet';
  rider_id: string | null;
}

/**
 * Reads an order and locks it for the rest of the transaction. `changed_at` is now(), the transaction's
 * time, which is what a change in this transaction writes as `updated_at`.
 */
export async function lockOrder(tx: Queryable, orderId: string): Promise<LockedOrder | null> {
  const { rows } = await tx.query<LockedOrder>(
    `select o.id, o.user_id, o.status, o.payment_status, o.payment_method, o.total_paise, o.tracking_id, o.created_at,
            tokri_now() as changed_at, p.full_name as customer_name, d.full_name as rider_name, o.rider_id,
            d.user_id as rider_user_id, o.delivery_distance_km
       from orders o left join profiles p on p.user_id = o.user_id left join delivery_agents d on d.id = o.rider_id
      where o.id = $1 for update of o`,
    [orderId],
  );
  return rows[0] ?? null;
}

/**
 * The order's lines as stock sees them, summed per product or pack: what a cancelled order puts back on the
 * shelf. Not a line found missing at the store (or replaced because it was), which was never there to take, nor
 * a rejected substitute, which went back when it was rejected.
 */
async function stockLinesOf(tx: Queryable, orderId: string): Promise<StockLine[]> {
  const { rows } = await tx.query<StockLine>(
    `select product_id as "productId", variant_id as "variantId", sum(quantity)::int as quantity
       from order_items where order_id = $1 and line_status not in ('missing', 'substituted', 'rejected')
      group by product_id, variant_id`,
    [orderId],
  );
  return rows;
}

/**
 * A cancelled order's money: a wallet-paid order (a subscription delivery) gets what is left of its charge back
 * in the wallet at once, exactly once, as a `refunds` row (ADR 0044) so the admin list and the reconciliation
 * see it; online payments are the payments module's.
 */
async function settleCancelledPayment(tx: Queryable, order: LockedOrder): Promise<string> {
  if (order.payment_method === 'wallet') {
    if (order.payment_status !== 'paid' || order.total_paise <= 0) return order.payment_status;
    await oweRemainder(tx, order.id, 'order_cancelled');
    return 'refunded';
  }
  return settlePaymentsOfCancelledOrder(tx, { ...order, payment_method: order.payment_method });
}

export interface TransitionActor {
  role: OrderActor;
  userId: string | null;
  note?: string;
}

/**
 * The one place an order changes status: checks the state machine, records who did it and when,
 * and applies the side effects (stock back on cancel, coupon released, cash collected on delivery,
 * online payments marked for refund).
 */
export async function applyTransition(
  tx: Queryable,
  order: LockedOrder,
  to: OrderStatus,
  actor: TransitionActor,
) {
  if (!canTransition(order.status, to, actor.role)) {
    throw new DomainError(
      to === 'cancelled' && actor.role === 'customer'
        ? 'ORDER_NOT_CANCELLABLE'
        : 'ORDER_TRANSITION_NOT_ALLOWED',
      { params: { from: order.status, to } },
    );
  }
  let paymentStatus = order.payment_status;
  if (to === 'cancelled') {
    if (releasesStockOnCancel(order.status)) {
      await releaseStock(tx, await stockLinesOf(tx, order.id), { orderId: order.id });
    }
    await releaseCouponRedemption(tx, order.id);
    paymentStatus = await settleCancelledPayment(tx, order);
  }
  if (to === 'delivered' && order.payment_method === 'cod') paymentStatus = 'paid_cod';
  // The status and its history entry in one round trip.
  await tx.query(
    `with changed as (
       update orders set status = $2, payment_status = $3, updated_at = tokri_now(),
              cancelled_at = case when $2 = 'cancelled' then tokri_now() else cancelled_at end,
              cancel_reason = case when $2 = 'cancelled' then $4 else cancel_reason end,
              delivered_at = case when $2 = 'delivered' then tokri_now() else delivered_at end,
              picked_up_at = case when $2 = 'picked_up' then tokri_now() else picked_up_at end,
              out_for_delivery_at = case when $2 = 'out_for_delivery' then tokri_now() else out_for_delivery_at end
        where id = $1
        returning id)
     insert into order_status_history (order_id, from_status, to_status, actor_role, actor_user_id, note)
     select id, $5, $2, $6, $7, $4 from changed`,
    [order.id, to, paymentStatus, actor.note ?? null, order.status, actor.role, actor.userId],
  );
  countAfterCommit(() => ordersByStatus.inc({ status: to }));
  const from = order.status;
  const oldPaymentStatus = order.payment_status;
  order.status = to;
  order.payment_status = paymentStatus;
  // The goods are supplied: the tax invoice is issued now, once (ADR 0047; a prepaid order already has it).
  if (to === 'delivered') {
    await issueInvoice(tx, order.id);
    // Refer and earn (ADR 0050): a referee's first delivered order rewards their referrer, once.
    await rewardReferrerOnFirstDelivery(tx, order);
  }
  await announceTransition(tx, order, { from, to, oldPaymentStatus });
}
