import { createHash } from 'node:crypto';
import type { AdminRefund, ReconciliationMismatch, ReconciliationReport, RefundState } from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { logger } from '../../logger.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import { sendPayoutRefund } from './cod-refunds.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { PayoutsProvider } from './payouts-provider.js';
import { PROMISE_START_SQL, type RefundRow, sendRefund } from './refunds-service.js';

const log = logger.child({ module: 'refunds-admin' });

/** The refunds admin (issue 15, ADR 0044): the list, a retry of a failed refund, and the reconciliation. */

interface AdminRefundRow {
  id: string;
  order_id: string;
  tracking_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
  amount_paise: number;
  cause: string;
  destination: 'gateway' | 'wallet' | 'payout';
  payout_to: string | null;
  status: RefundState;
  attempts: number;
  last_error: string | null;
  gateway_refund_id: string | null;
  created_at: Date;
  processed_at: Date | null;
}

/** Refunds newest first, optionally in one state. */
export async function listRefunds(
  db: Queryable,
  query: { state?: RefundState | undefined; limit: number },
): Promise<AdminRefund[]> {
  const { rows } = await db.query<AdminRefundRow>(
    `select r.id, r.order_id, o.tracking_id, p.full_name as customer_name, u.email as customer_email,
            r.amount_paise, r.cause, r.destination, a.masked as payout_to, r.status, r.attempts, r.last_error, r.gateway_refund_id,
            r.created_at, r.processed_at
       from refunds r join orders o on o.id = r.order_id
       left join users u on u.id = o.user_id left join profiles p on p.user_id = o.user_id
       left join refund_payout_accounts a on a.refund_id = r.id
      where ($1::text is null or r.status = $1)
      order by r.created_at desc, r.id desc limit $2`,
    [query.state ?? null, query.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    trackingId: row.tracking_id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    amountPaise: row.amount_paise,
    cause: row.cause,
    destination: row.destination,
    payoutTo: row.payout_to,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    gatewayRefundId: row.gateway_refund_id,
    createdAt: new Date(row.created_at).toISOString(),
    processedAt: row.processed_at ? new Date(row.processed_at).toISOString() : null,
  }));
}

/** The key of a retry: derived from the failed attempt's key and the attempt number, so a retry is one refund. */
export function retryIdempotencyKey(previousKey: string, attempt: number): string {
  const digest = createHash('sha256').update(`${previousKey}|retry|${attempt}`).digest('hex');
  return `tokri_rf_${digest.slice(0, 40)}`;
}

const COLUMNS = `id, order_id, payment_id, amount_paise, cause, status, destination, idempotency_key,
  gateway_refund_id, attempts, last_error`;

/**
 * An admin tries a failed refund again: the row becomes owed with a new idempotency key (a new gateway refund;
 * the failed one stays failed at the gateway), audited in the same transaction, then sent at once. Refused when
 * the refund is not failed, or when the order's other refunds have since taken what it would return.
 */
export async function retryRefund(
  db: Database,
  senders: { gateway: PaymentGateway; payouts: PayoutsProvider },
  adminUserId: string,
  refundId: string,
): Promise<RefundRow> {
  const owed = await db.transaction(async (tx) => {
    const { rows } = await tx.query<RefundRow>(`select ${COLUMNS} from refunds where id = $1 for update`, [
      refundId,
    ]);
    const before = rows[0];
    if (!before) throw notFound();
    if (before.status !== 'failed' || before.destination === 'wallet')
      throw new DomainError('REFUND_NOT_RETRYABLE');
    // A payout (ADR 0079) comes out of the cash the order's rider collected, under a lock on the order row.
    const { rows: money } = await tx.query<{ captured: number; refunded: number }>(
      before.destination === 'payout'
        ? `select o.cod_collected_paise as captured,
                  (select coalesce(sum(amount_paise), 0)::int from refunds
                    where order_id = $1 and status <> 'failed') as refunded
             from orders o where o.id = $1 and o.cod_collected_paise is not null for update`
        : `select p.amount_paise as captured,
                  (select coalesce(sum(amount_paise), 0)::int from refunds
                    where payment_id = $1 and status <> 'failed') as refunded
             from payments p where p.id = $1 for update`,
      [before.destination === 'payout' ? before.order_id : before.payment_id],
    );
    const left = money[0] ? money[0].captured - money[0].refunded : 0;
    if (before.amount_paise > left)
      throw new DomainError('REFUND_EXCEEDS_CAPTURED', { params: { leftPaise: left } });
    const { rows: after } = await tx.query<RefundRow>(
      `update refunds set status = 'owed', idempotency_key = $2, gateway_refund_id = null, last_error = null,
              next_attempt_at = tokri_now(), processed_at = null, updated_at = tokri_now()
        where id = $1 returning ${COLUMNS}`,
      [refundId, retryIdempotencyKey(before.idempotency_key, before.attempts + 1)],
    );
    await recordAdminChange(tx, {
      actorUserId: adminUserId,
      entity: 'refund',
      entityId: refundId,
      action: 'retry',
      before: { status: before.status, idempotencyKey: before.idempotency_key, lastError: before.last_error },
      after: { status: 'owed', idempotencyKey: after[0]!.idempotency_key },
    });
    return after[0]!;
  });
  try {
    return owed.destination === 'payout'
      ? await sendPayoutRefund(db, senders.payouts, owed)
      : await sendRefund(db, senders.gateway, owed);
  } catch (error) {
    // Left owed: the refund round sends it after its backoff.
    log.warn({ err: error, refundId }, 'retried refund not sent; the round will try again');
    const { rows } = await db.query<RefundRow>(`select ${COLUMNS} from refunds where id = $1`, [refundId]);
    return rows[0]!;
  }
}

/**
 * Every order that took money (its captured payments, a wallet debit, cash collected) where what was charged is not
 * what the shop keeps plus what it refunds (owed, pending or processed). What it keeps is computed from the order
 * alone, not from the refunds: nothing for a cancelled order; for a delivered one its delivered lines (not missing
 * or refused) less the discount plus the fees, or nothing when every line was removed, less the delivery fee when
 * a prepaid on-demand order came later than `lateDeliveryMinutes`; the whole total while it is on its way; and
 * less any goodwill refund support gave with a resolved ticket. Then every captured gateway payment on its own:
 * the payment the order keeps must hold what the order keeps plus its own refunds, any other its refunds alone.
 */
export async function reconcileRefunds(
  db: Queryable,
  lateDeliveryMinutes: number,
): Promise<ReconciliationReport> {
  const { rows } = await db.query<{
    order_id: string;
    /** Null on the order's own row; the payment on a per-payment row (ADR 0070). */
    payment_id: string | null;
    tracking_id: string | null;
    payment_method: string;
    status: string;
    charged: number;
    kept: number;
    refunded: number;
    mismatch: boolean;
  }>(
    `with money as (
       select o.id, o.tracking_id, o.payment_method, o.status, o.total_paise, o.delivery_fee_paise as fee,
              o.discount_paise, o.scheduled_for,
              case o.payment_method
                when 'online' then (select sum(p.amount_paise) from payments p
                                     where p.order_id = o.id and p.gateway_payment_id is not null
                                       and p.status in ('captured', 'refund_pending', 'refunded'))
                when 'wallet' then (select -sum(l.amount_paise) from wallet_ledger l
                                     where l.order_id = o.id and l.kind = 'debit')
                else o.cod_collected_paise end as charged,
              (select count(*) from order_items i where i.order_id = o.id) as lines,
              (select count(*) from order_items i where i.order_id = o.id and i.line_status = 'ok') as ok_lines,
              (select coalesce(sum(i.total_price_paise), 0) from order_items i
                where i.order_id = o.id and i.line_status = 'ok') as ok_paise,
              coalesce(o.delivered_at > ${PROMISE_START_SQL} + make_interval(mins => $1::int), false) as late,
              (select coalesce(sum(r.amount_paise), 0) from refunds r
                where r.order_id = o.id and r.status in ('owed', 'pending', 'processed')) as refunded,
              -- What support chose to give back on a ticket (ADR 0049): the shop keeps that much less.
              (select coalesce(sum(r.amount_paise), 0) from refunds r
                where r.order_id = o.id and r.cause = 'support_goodwill'
                  and r.status in ('owed', 'pending', 'processed')) as goodwill
         from orders o),
     due as (
       select *,
              case when status in ('cancelled', 'expired') then 0
                   when status <> 'delivered' then total_paise
                   when lines > 0 and ok_lines = 0 then 0
                   else least(greatest(ok_paise - least(discount_paise, ok_paise) + fee, 0), total_paise)
              end as due
         from money where charged > 0),
     kept as (
       -- Never below nothing: goodwill given before a cancellation is part of what the cancellation returns.
       select *, greatest(due - goodwill
                     - case when payment_method <> 'cod' and status = 'delivered' and late and scheduled_for is null
                            then least(fee, due) else 0 end, 0) as kept
         from due)
     select id as order_id, null::uuid as payment_id, tracking_id, payment_method, status, charged::int,
            kept::int, refunded::int, charged <> kept + refunded as mismatch
       from kept
     union all
     -- Per payment (ADR 0070): an order keeps at most one payment (the oldest captured one it still keeps);
     -- every other capture must come back whole, on its own refunds.
     select p.order_id, p.id, k.tracking_id, k.payment_method, k.status, p.amount_paise,
            (case when p.id = (select q.id from payments q where q.order_id = p.order_id and q.status = 'captured'
                               order by q.created_at, q.id limit 1) then k.kept else 0 end)::int,
            (select coalesce(sum(r.amount_paise), 0) from refunds r
              where r.payment_id = p.id and r.status in ('owed', 'pending', 'processed'))::int,
            false
       from payments p join kept k on k.id = p.order_id
      where k.payment_method = 'online' and p.gateway_payment_id is not null
        and p.status in ('captured', 'refund_pending', 'refunded')`,
    [lateDeliveryMinutes],
  );
  const orderRows = rows.filter((row) => row.payment_id === null);
  const mismatches: ReconciliationMismatch[] = rows
    .filter((row) => (row.payment_id === null ? row.mismatch : row.charged !== row.kept + row.refunded))
    .map((row) => ({
      orderId: row.order_id,
      paymentId: row.payment_id,
      trackingId: row.tracking_id,
      paymentMethod: row.payment_method,
      status: row.status,
      chargedPaise: row.charged,
      keptPaise: row.kept,
      refundedPaise: row.refunded,
    }));
  return { checkedOrders: orderRows.length, mismatches };
}
