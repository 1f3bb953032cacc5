-- An order keeps at most one payment (ADR 0070). A second capture for one order (a late approval of an earlier
-- attempt, parallel starts) goes back whole, on a refund of its own with the cause `duplicate_payment`.
alter table refunds drop constraint refunds_cause_check;
alter table refunds add constraint refunds_cause_check check (cause in (
  'order_cancelled', 'captured_after_expiry', 'lines_removed', 'substitute_cheaper', 'substitute_rejected',
  'late_delivery', 'admin', 'support_goodwill', 'duplicate_payment'));

-- Orders that kept more than one capture before this: the oldest capture is kept, every other one is owed back
-- whole (the key is the one refundIdempotencyKey gives (order, 'duplicate_payment', 'payment:<id>')); the refund
-- round sends them.
with extra as (
  select p.id, p.order_id,
         p.amount_paise - coalesce((select sum(r.amount_paise) from refunds r
                                     where r.payment_id = p.id and r.status <> 'failed'), 0) as left_paise
    from payments p
   where p.status = 'captured' and p.order_id is not null
     and exists (select 1 from payments q where q.order_id = p.order_id and q.status = 'captured'
                  and (q.created_at, q.id) < (p.created_at, p.id))),
moved as (
  update payments set status = 'refund_pending', updated_at = now() where id in (select id from extra))
insert into refunds (order_id, payment_id, amount_paise, cause, idempotency_key, refund_key, destination, status,
                     reference)
select e.order_id, e.id, e.left_paise, 'duplicate_payment', k.key, k.key, 'gateway', 'owed', 'payment:' || e.id
  from extra e
  cross join lateral (select 'tokri_rf_' || left(encode(sha256(convert_to(
                               e.order_id || '|duplicate_payment|payment:' || e.id, 'UTF8')), 'hex'), 40) as key) k
 where e.left_paise > 0;

-- And from now on the schema says it: one captured (kept) payment per order.
create unique index payments_one_kept_per_order on payments (order_id) where status = 'captured';
