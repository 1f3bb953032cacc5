/**
 * The shop's figures, each defined once (issue 32 item 3, ADR 0077). The dashboard headline, the daily charts,
 * a customer's "spent" and a coupon's revenue all read these two definitions, so no two screens can disagree.
 *
 * Revenue is the money the shop keeps: an order earns once it is paid (online, from the wallet, or free with a
 * 100% coupon) or delivered (cash on delivery is paid at the door), net of every refund that stands against it
 * (owed, pending or processed; a failed refund has not given anything back yet). Cash on delivery earns the cash
 * the rider collected, which is less than the total when lines were missing or refused. An unpaid online order
 * and a cancelled order earn nothing: all a cancelled order took is owed back, from the moment it is cancelled
 * (the refund round sends it later), so revenue never waits on the gateway.
 */

/** Payment states in which the order's money has reached the shop (before any refund). */
const PAID = `('paid', 'paid_online', 'paid_cod', 'refund_pending', 'refunded')`;

/** The refunds that stand against order `o`: owed, pending or processed (a failed one gave nothing back yet). */
const STANDING_REFUNDS = `(select coalesce(sum(r.amount_paise), 0) from refunds r
   where r.order_id = o.id and r.status <> 'failed')`;

/**
 * One row per order with what it counts for: `placed` (every order but an unpaid online one: the orders the
 * board shows), `earning` (it is paid or delivered and not cancelled), `refunded_paise` (the refunds that stand)
 * and `revenue_paise` (what it keeps).
 * Use as a derived table: `from (${ORDER_FIGURES}) f`.
 */
export const ORDER_FIGURES = `
  select o.id, o.user_id, o.status, o.coupon_id, o.created_at,
         (o.status <> 'payment_pending') as placed,
         (o.status not in ('payment_pending', 'cancelled')
           and (o.payment_status in ${PAID} or o.status = 'delivered')) as earning,
         case
           when o.status in ('payment_pending', 'cancelled') then 0
           when not (o.payment_status in ${PAID} or o.status = 'delivered') then 0
           else greatest(0,
             case when o.payment_method = 'cod' then coalesce(o.cod_collected_paise, o.total_paise) else o.total_paise end
             - ${STANDING_REFUNDS})
         end::bigint as revenue_paise,
         ${STANDING_REFUNDS}::bigint as refunded_paise
    from orders o`;

/**
 * A customer account, as a condition on `users u`: not an admin, not a delivery partner, and not asked to be
 * deleted (whether still in its grace period or already erased).
 */
export const IS_CUSTOMER_ACCOUNT = `(
  not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')
  and not exists (select 1 from delivery_agents d where d.user_id = u.id)
  and not exists (select 1 from account_deletion_requests x where x.user_id = u.id))`;
