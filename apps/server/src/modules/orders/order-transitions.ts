import { canTransition, type OrderActor, type OrderStatus, releasesStockOnCancel } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { announceTransition, type OrderFacts } from '../notifications/order-notifier.js';

/** The order as locked, with what announcing its change needs, so the announcement reads nothing again. */
export interface LockedOrder extends OrderFacts {
  payment_method: 'cod' | 'online';
}

/**
 * Reads an order and locks it for the rest of the transaction. `changed_at` is now(), the transaction's
 * time, which is what a change in this transaction writes as `updated_at`.
 */
export async function lockOrder(tx: Queryable, orderId: string): Promise<LockedOrder | null> {
  const { rows } = await tx.query<LockedOrder>(
    `select o.id, o.user_id, o.status, o.payment_status, o.payment_method, o.total_paise, o.tracking_id, o.created_at,
            now() as changed_at, p.full_name as customer_name, d.full_name as rider_name
       from orders o left join profiles p on p.user_id = o.user_id left join delivery_agents d on d.id = o.rider_id
      where o.id = $1 for update of o`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** Puts an order's items back on the shelf (products and packs). */
export async function releaseStock(tx: Queryable, orderId: string) {
  await tx.query(
    `update products p set stock_quantity = p.stock_quantity + x.quantity, updated_at = now()
       from (select product_id, sum(quantity)::int as quantity from order_items
              where order_id = $1 and variant_id is null group by product_id) x
      where p.id = x.product_id`,
    [orderId],
  );
  await tx.query(
    `update product_variants v set stock_quantity = v.stock_quantity + x.quantity
       from (select variant_id, sum(quantity)::int as quantity from order_items
              where order_id = $1 and variant_id is not null group by variant_id) x
      where v.id = x.variant_id`,
    [orderId],
  );
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
    if (releasesStockOnCancel(order.status)) await releaseStock(tx, order.id);
    await tx.query('delete from coupon_redemptions where order_id = $1', [order.id]);
    if (order.payment_status === 'paid_online') {
      paymentStatus = 'refund_pending';
      await tx.query(
        `update payments set status = 'refund_pending', updated_at = now() where order_id = $1 and status = 'captured'`,
        [order.id],
      );
    } else if (order.payment_status === 'pending' && order.payment_method === 'online') {
      paymentStatus = 'failed';
      await tx.query(
        `update payments set status = 'failed', updated_at = now() where order_id = $1 and status = 'created'`,
        [order.id],
      );
    }
  }
  if (to === 'delivered' && order.payment_method === 'cod') paymentStatus = 'paid_cod';
  await tx.query(
    `update orders set status = $2, payment_status = $3, updated_at = now(),
            cancelled_at = case when $2 = 'cancelled' then now() else cancelled_at end,
            cancel_reason = case when $2 = 'cancelled' then $4 else cancel_reason end,
            delivered_at = case when $2 = 'delivered' then now() else delivered_at end
      where id = $1`,
    [order.id, to, paymentStatus, actor.note ?? null],
  );
  await tx.query(
    `insert into order_status_history (order_id, from_status, to_status, actor_role, actor_user_id, note)
     values ($1, $2, $3, $4, $5, $6)`,
    [order.id, order.status, to, actor.role, actor.userId, actor.note ?? null],
  );
  const from = order.status;
  const oldPaymentStatus = order.payment_status;
  order.status = to;
  order.payment_status = paymentStatus;
  await announceTransition(tx, order, { from, to, oldPaymentStatus });
}
