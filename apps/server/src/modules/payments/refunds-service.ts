import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { countAfterCommit, paymentsByStatus } from '../../metrics/metrics.js';
import { announceRefundProcessed } from '../notifications/order-notifier.js';
import { creditWalletRefund, prefersWalletRefunds } from '../wallet/wallet-ledger.js';
import { largestLeft, lockCharge, paymentToRefund } from './order-charge.js';
import { GatewayRefundRefused, type GatewayRefundStatus, type PaymentGateway } from './payment-gateway.js';

/** Why money goes back (the `refunds.cause` check, issue 15 item 1). */
export type RefundCause =
  | 'order_cancelled'
  | 'captured_after_expiry'
  | 'lines_removed'
  | 'substitute_cheaper'
  | 'substitute_rejected'
  | 'late_delivery'
  | 'admin'
  /** Given back when support resolves a customer's ticket about the order (issue 16, ADR 0049). */
  | 'support_goodwill'
  /** A second capture for an order that already keeps a payment goes back whole (ADR 0070). */
  | 'duplicate_payment';

export type RefundStatus = 'owed' | GatewayRefundStatus;

/**
 * Where the money goes: back to the original payment, or into the customer's Tokri wallet at once (ADR 0044), or
 * for a cash-on-delivery order out as a payout to the UPI id or bank account the customer gave (ADR 0079).
 */
export type RefundDestination = 'gateway' | 'wallet' | 'payout';

export interface RefundRow {
  id: string;
  order_id: string;
  /** Null for a wallet refund of a wallet-paid order (no gateway payment). */
  payment_id: string | null;
  amount_paise: number;
  cause: RefundCause;
  status: RefundStatus;
  destination: RefundDestination;
  idempotency_key: string;
  gateway_refund_id: string | null;
  attempts: number;
  last_error: string | null;
}

export interface IssueRefundInput {
  orderId: string;
  amountPaise: number;
  cause: RefundCause;
  /**
   * What makes this refund one refund: the order line, the substitution, or the admin's request id. The same
   * (order, cause, reference) is the same refund however often it is asked for; defaults to the cause alone.
   */
  reference?: string;
  /** The payment the money must come back from (a whole extra capture, ADR 0070); chosen when absent. */
  paymentId?: string;
}

const COLUMNS = `id, order_id, payment_id, amount_paise, cause, status, destination, idempotency_key,
  gateway_refund_id, attempts, last_error`;

/** A stable key from what the refund is for, in the shape Razorpay's X-Refund-Idempotency accepts. */
export function refundIdempotencyKey(input: IssueRefundInput): string {
  const digest = createHash('sha256')
    .update(`${input.orderId}|${input.cause}|${input.reference ?? ''}`)
    .digest('hex');
  return `tokri_rf_${digest.slice(0, 40)}`;
}

/**
 * Records the refund as owed, in one transaction that locks the order's captured payments, so the order's
 * refunds (all but failed ones) never add up to more than was captured, however many run at once.
 */
export function recordOwed(db: Database, input: IssueRefundInput): Promise<RefundRow> {
  return db.transaction((tx) => oweRefund(tx, input));
}

/** What the order's refunds (all but failed ones) add up to. */
export async function refundedOf(tx: Queryable, orderId: string): Promise<number> {
  const { rows } = await tx.query<{ refunded: number }>(
    `select coalesce(sum(amount_paise), 0)::int as refunded from refunds
      where order_id = $1 and status <> 'failed'`,
    [orderId],
  );
  return rows[0]!.refunded;
}

/**
 * The refund recorded before under the same key (a retry answers it), else null once the new amount fits in what
 * the charge has left to give back; more than that is refused. Gateway and cash refunds both owe through it.
 */
export async function earlierRefundOrWithinCharge(
  tx: Queryable,
  key: string,
  input: IssueRefundInput,
  chargedPaise: number,
): Promise<RefundRow | null> {
  const { rows: earlier } = await tx.query<RefundRow>(
    `select ${COLUMNS} from refunds where refund_key = $1`,
    [key],
  );
  if (earlier[0]) return earlier[0];
  const refunded = await refundedOf(tx, input.orderId);
  if (refunded + input.amountPaise > chargedPaise) {
    throw new DomainError('REFUND_EXCEEDS_CAPTURED', { params: { leftPaise: chargedPaise - refunded } });
  }
  return null;
}

/**
 * What the order can still give back: its charge less its refunds (all but failed ones); null when it took no
 * money that a refund can return (cash on delivery, unpaid). A reading for a screen: `oweRefund` checks again.
 */
export async function refundableOf(q: Queryable, orderId: string): Promise<number | null> {
  const charge = await lockCharge(q, orderId, false);
  if (!charge) return null;
  // Every capture less every refund (ADR 0070): an extra capture's own refund takes it back out.
  return Math.max(charge.amountPaise - (await refundedOf(q, orderId)), 0);
}

/**
 * Records a refund as owed inside the caller's transaction (a substitution, a rejected substitute, a late
 * delivery), so the refund exists exactly when the change that causes it commits. The refund round sends it.
 * A wallet-paid order, or a customer who asked for refunds in the wallet, is refunded to the wallet at once:
 * the row is `processed` and the wallet credited in this same transaction (ADR 0044).
 */
export async function oweRefund(tx: Queryable, input: IssueRefundInput): Promise<RefundRow> {
  const key = refundIdempotencyKey(input);
  const charge = await lockCharge(tx, input.orderId);
  if (!charge) throw new DomainError('REFUND_NO_CAPTURED_PAYMENT');
  const earlier = await earlierRefundOrWithinCharge(tx, key, input, charge.amountPaise);
  if (earlier) return earlier;
  // A gateway refund returns money from one payment: the named one, or the kept one (ADR 0070).
  const payment = charge.paidFromWallet
    ? null
    : input.paymentId
      ? (charge.payments.find((p) => p.id === input.paymentId && p.leftPaise >= input.amountPaise) ?? null)
      : paymentToRefund(charge, input.amountPaise);
  if (!charge.paidFromWallet && !payment) {
    throw new DomainError('REFUND_EXCEEDS_CAPTURED', { params: { leftPaise: largestLeft(charge) } });
  }
  const toWallet = charge.paidFromWallet || (await prefersWalletRefunds(tx, charge.userId));
  const { rows } = await tx.query<RefundRow>(
    `insert into refunds (order_id, payment_id, amount_paise, cause, idempotency_key, refund_key, destination,
                          status, processed_at, reference)
     values ($1, $2, $3, $4, $5, $5, $6, $7, case when $7 = 'processed' then tokri_now() end, $8)
     returning ${COLUMNS}`,
    [
      input.orderId,
      payment?.id ?? null,
      input.amountPaise,
      input.cause,
      key,
      toWallet ? 'wallet' : 'gateway',
      toWallet ? 'processed' : 'owed',
      input.reference ?? '',
    ],
  );
  const refund = rows[0]!;
  if (toWallet) {
    await creditWalletRefund(tx, {
      userId: charge.userId,
      orderId: input.orderId,
      refundId: refund.id,
      amountPaise: refund.amount_paise,
      note: `refund: ${input.cause}`,
    });
  }
  return refund;
}

/**
 * Owes what is left of the order's charge (captured or debited, minus every refund that has not failed), once
 * per (order, cause): a cancellation after a substitution refund gives back only the rest, never more. For an
 * online order that is per payment marked `refund_pending` (ADR 0070): each gets its own refund of what is left
 * on it, keyed (order, cause) for the oldest payment as before and (order, cause, payment) for any other. Null
 * when nothing is left or nothing was taken; otherwise the first refund owed (or owed earlier).
 */
export async function oweRemainder(
  tx: Queryable,
  orderId: string,
  cause: RefundCause,
): Promise<RefundRow | null> {
  const charge = await lockCharge(tx, orderId);
  if (!charge) return null;
  if (charge.paidFromWallet) {
    const { rows: earlier } = await tx.query<RefundRow>(
      `select ${COLUMNS} from refunds where refund_key = $1`,
      [refundIdempotencyKey({ orderId, amountPaise: 0, cause })],
    );
    if (earlier[0]) return earlier[0];
    const left = charge.amountPaise - (await refundedOf(tx, orderId));
    if (left <= 0) return null;
    return oweRefund(tx, { orderId, amountPaise: left, cause });
  }
  let first: RefundRow | null = null;
  for (const [index, payment] of charge.payments.entries()) {
    if (payment.status !== 'refund_pending') continue;
    const { rows: earlier } = await tx.query<RefundRow>(
      `select ${COLUMNS} from refunds where payment_id = $1 and cause = $2 order by created_at limit 1`,
      [payment.id, cause],
    );
    if (earlier[0]) {
      first ??= earlier[0];
      continue;
    }
    if (payment.leftPaise <= 0) continue;
    const owed = await oweRefund(tx, {
      orderId,
      amountPaise: payment.leftPaise,
      cause,
      paymentId: payment.id,
      ...(index === 0 ? {} : { reference: `payment:${payment.id}` }),
    });
    first ??= owed;
  }
  return first;
}

/**
 * Asks the gateway for an owed refund with its stored key. A gateway error leaves it owed (attempts and the
 * error recorded) for the next try; a refusal marks it failed. Sending again is always safe: the gateway
 * answers the same key with the same refund.
 */
export async function sendRefund(
  db: Database,
  gateway: PaymentGateway,
  refund: RefundRow,
): Promise<RefundRow> {
  if (refund.status !== 'owed' || refund.destination !== 'gateway') return refund;
  const { rows: payments } = await db.query<{ gateway_payment_id: string }>(
    'select gateway_payment_id from payments where id = $1',
    [refund.payment_id],
  );
  try {
    const answer = await gateway.refund({
      paymentId: payments[0]!.gateway_payment_id,
      amountPaise: refund.amount_paise,
      idempotencyKey: refund.idempotency_key,
      receipt: `rf_${refund.id.replaceAll('-', '')}`,
      notes: { order_id: refund.order_id, cause: refund.cause },
    });
    // A webhook may have got here first and moved it on; only an owed row takes the answer.
    const { rows } = await db.query<RefundRow>(
      `update refunds set status = $2, gateway_refund_id = $3, attempts = attempts + 1, last_error = null,
              processed_at = case when $2 = 'processed' then tokri_now() end, updated_at = tokri_now()
        where id = $1 and status = 'owed' returning ${COLUMNS}`,
      [refund.id, answer.status, answer.refundId],
    );
    return rows[0] ?? (await refundById(db, refund.id));
  } catch (error) {
    const refused = error instanceof GatewayRefundRefused;
    const { rows } = await db.query<RefundRow>(
      `update refunds set attempts = attempts + 1, last_error = $2, status = $3, updated_at = tokri_now()
        where id = $1 and status = 'owed' returning ${COLUMNS}`,
      [refund.id, String((error as Error).message).slice(0, 500), refused ? 'failed' : 'owed'],
    );
    if (refused) return rows[0] ?? (await refundById(db, refund.id));
    throw error;
  }
}

async function refundById(db: Queryable, id: string): Promise<RefundRow> {
  const { rows } = await db.query<RefundRow>(`select ${COLUMNS} from refunds where id = $1`, [id]);
  return rows[0]!;
}

/**
 * Owes and sends one refund for an order (issue 15 item 1). The same input is the same refund: calling again
 * after a gateway error, or after the process died between the gateway's answer and our update, sends the same
 * idempotency key, so the customer is refunded once. Throws the gateway's error when it could not be reached
 * (the row stays owed for the refund job).
 */
export async function issueRefund(
  db: Database,
  gateway: PaymentGateway,
  input: IssueRefundInput,
): Promise<RefundRow> {
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new RangeError('a refund is a positive whole number of paise');
  }
  return sendRefund(db, gateway, await recordOwed(db, input));
}

/**
 * A refund.processed / refund.failed webhook (already verified and deduplicated): the refund moves to the
 * gateway's final state once. Unknown refund ids are ignored; a processed refund never goes back.
 */
export async function applyRefundWebhook(
  db: Queryable,
  event: string,
  entity: { id: string; receipt?: string | null },
): Promise<boolean> {
  const status = event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : null;
  if (!status) return false;
  // The webhook can arrive before we stored the gateway's refund id; our receipt names the row then.
  const receipt = /^rf_([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/.exec(
    entity.receipt ?? '',
  );
  const rowId = receipt ? receipt.slice(1).join('-') : null;
  const { rowCount } = await db.query(
    `update refunds set status = $2, gateway_refund_id = $1,
            processed_at = case when $2 = 'processed' then tokri_now() end, updated_at = tokri_now()
      where (gateway_refund_id = $1 or (gateway_refund_id is null and id = $3::uuid))
        and status in ('owed', 'pending')`,
    [entity.id, status, rowId],
  );
  return rowCount > 0;
}

/** What the refund round owes for: a captured payment marked `refund_pending` with no full refund yet. */
export interface UnrefundedPayment {
  orderId: string;
  /** What is left of this capture after its earlier refunds (those that did not fail). */
  amountPaise: number;
  /** False when the money was captured after the order had already ended (expired or cancelled unpaid). */
  paidBeforeEnd: boolean;
}

/**
 * Payments marked `refund_pending` (cancelled after payment, captured after expiry, a second capture) with no
 * refund of their own for a cancellation, a late capture or a duplicate yet, and something left on them to give
 * back (ADR 0044: only what earlier refunds left). Per payment, not per order (ADR 0070): an order with a
 * cancellation refund of one payment still owes for another.
 */
export async function unrefundedPayments(db: Queryable, batch: number): Promise<UnrefundedPayment[]> {
  const { rows } = await db.query<UnrefundedPayment>(
    `select * from (
       select p.order_id as "orderId",
              p.amount_paise - (select coalesce(sum(r.amount_paise), 0) from refunds r
                                 where r.payment_id = p.id and r.status <> 'failed')::int as "amountPaise",
              o.payment_status = 'refund_pending' as "paidBeforeEnd", p.updated_at
         from payments p join orders o on o.id = p.order_id
        where p.status = 'refund_pending' and p.gateway_payment_id is not null
          and not exists (select 1 from refunds r where r.payment_id = p.id
                           and r.cause in ('order_cancelled', 'captured_after_expiry', 'duplicate_payment'))) due
      where "amountPaise" > 0
      order by updated_at limit $1`,
    [batch],
  );
  return rows.map(({ orderId, amountPaise, paidBeforeEnd }) => ({ orderId, amountPaise, paidBeforeEnd }));
}

/** What a prepaid order took (every captured payment, ADR 0070, or the wallet debit), as SQL over `orders o`. */
export const CHARGED_SQL = `coalesce(
  (select sum(p.amount_paise) from payments p where p.order_id = o.id and p.gateway_payment_id is not null
      and p.status in ('captured', 'refund_pending', 'refunded')),
  (select -sum(l.amount_paise) from wallet_ledger l where l.order_id = o.id and l.kind = 'debit'), 0)`;
const REFUNDED_SQL = `(select coalesce(sum(r.amount_paise), 0) from refunds r
  where r.order_id = o.id and r.status <> 'failed')`;

/** A refund the round owes for a delivered order: its removed lines, or its late delivery. */
export interface DeliveredRefundDue {
  orderId: string;
  amountPaise: number;
}

/**
 * The reference of the refund owed at the handover (`orders.refund_due_paise`), apart from the refunds of single
 * lines owed while the order was on its way (their reference is the line, ADR 0045).
 */
export const HANDOVER = 'handover';

/**
 * Delivered prepaid orders with lines found missing or refused at the handover (`orders.refund_due_paise`,
 * written by the handover, issue 14) and no handover `lines_removed` refund yet. Capped at what is left of the charge,
 * so earlier refunds (a substitution) never make the round ask for more than was taken.
 */
export async function linesRemovedDue(db: Queryable, batch: number): Promise<DeliveredRefundDue[]> {
  const { rows } = await db.query<DeliveredRefundDue>(
    `select "orderId", least(due, charged - refunded)::int as "amountPaise" from (
       select o.id as "orderId", o.refund_due_paise as due, o.delivered_at,
              ${CHARGED_SQL} as charged, ${REFUNDED_SQL} as refunded
         from orders o
        where o.refund_due_paise > 0 and o.status = 'delivered' and o.payment_method <> 'cod'
          and not exists (select 1 from refunds r
                           where r.order_id = o.id and r.cause = 'lines_removed' and r.reference = '${HANDOVER}')) d
      where least(due, charged - refunded) > 0
      order by delivered_at limit $1`,
    [batch],
  );
  return rows;
}

/**
 * The moment an order's delivery promise starts (ADR 0044): when it became `placed`, which for an online order
 * is when its payment was confirmed and for any other order when it was placed.
 */
export const PROMISE_START_SQL = `coalesce(
  (select min(h.created_at) from order_status_history h where h.order_id = o.id and h.to_status = 'placed'),
  o.created_at)`;

/**
 * Delivered prepaid on-demand orders (not a subscription's scheduled delivery) that arrived more than
 * `lateAfterMinutes` after the promise started, with a delivery fee, and no `late_delivery` refund yet: the fee
 * goes back, capped at what is left of the charge (an order whose lines were all removed already got it back).
 * Only orders that need nothing more than the removed lines first: a round owes `lines_removed` before this.
 */
export async function lateDeliveriesDue(
  db: Queryable,
  lateAfterMinutes: number,
  batch: number,
): Promise<DeliveredRefundDue[]> {
  const { rows } = await db.query<DeliveredRefundDue>(
    `select "orderId", least(fee, charged - refunded)::int as "amountPaise" from (
       select o.id as "orderId", o.delivery_fee_paise as fee, o.delivered_at,
              ${CHARGED_SQL} as charged, ${REFUNDED_SQL} as refunded
         from orders o
        where o.status = 'delivered' and o.payment_method <> 'cod' and o.scheduled_for is null
          and o.delivery_fee_paise > 0
          and o.delivered_at > ${PROMISE_START_SQL} + make_interval(mins => $1::int)
          and (o.refund_due_paise = 0
               or exists (select 1 from refunds r
                           where r.order_id = o.id and r.cause = 'lines_removed' and r.reference = '${HANDOVER}'))
          and not exists (select 1 from refunds r where r.order_id = o.id and r.cause = 'late_delivery')) d
      where least(fee, charged - refunded) > 0
      order by delivered_at limit $2`,
    [lateAfterMinutes, batch],
  );
  return rows;
}

/**
 * Refunds left `pending` at the gateway with no webhook for `afterMinutes`: the round asks the gateway for their
 * state. Touching `updated_at` when taken keeps two rounds off the same row, and a still-pending one is asked
 * again only after another `afterMinutes`.
 */
export async function leaseStalePending(
  db: Queryable,
  afterMinutes: number,
  batch: number,
): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    `update refunds set updated_at = tokri_now()
      where id in (select id from refunds
                    where status = 'pending' and gateway_refund_id is not null
                      and updated_at <= tokri_now() - make_interval(mins => $1::int)
                    order by updated_at limit $2 for update skip locked)
      returning ${COLUMNS}`,
    [afterMinutes, batch],
  );
  return rows;
}

/** Re-reads a pending refund from the gateway and moves it to processed or failed; false when still pending. */
export async function recheckPendingRefund(
  db: Queryable,
  gateway: PaymentGateway,
  refund: RefundRow,
): Promise<boolean> {
  if (refund.status !== 'pending' || !refund.gateway_refund_id) return false;
  const answer = await gateway.refundStatus(refund.gateway_refund_id);
  if (answer.status === 'pending') return false;
  const { rowCount } = await db.query(
    `update refunds set status = $2, processed_at = case when $2 = 'processed' then tokri_now() end,
            last_error = case when $2 = 'failed' then 'the gateway reports the refund failed' end, updated_at = tokri_now()
      where id = $1 and status = 'pending'`,
    [refund.id, answer.status],
  );
  return rowCount > 0;
}

const LEASE = "interval '2 minutes'";

/**
 * Takes owed refunds that are due, with a lease: `skip locked` keeps two rounds off the same rows, and moving
 * `next_attempt_at` on means a round that dies leaves them to the next round once the lease runs out.
 */
export async function leaseOwedRefunds(db: Queryable, batch: number): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    `update refunds set next_attempt_at = tokri_now() + ${LEASE}
      where id in (select id from refunds where status = 'owed' and next_attempt_at <= tokri_now()
                    order by next_attempt_at limit $1 for update skip locked)
      returning ${COLUMNS}`,
    [batch],
  );
  return rows;
}

/** After a gateway error: the refund is tried again after a backoff that doubles per attempt, up to an hour. */
export async function deferRefund(db: Queryable, refundId: string): Promise<void> {
  await db.query(
    `update refunds set next_attempt_at = tokri_now() + make_interval(secs => least(15 * power(2, attempts - 1), 3600))
      where id = $1 and status = 'owed'`,
    [refundId],
  );
}

/**
 * Payments whose processed refunds reach what they captured become `refunded`, under a lock on the payment,
 * once. Returns their orders. When that was the order's last money (no payment still kept or owed back), the
 * callback (in the same transaction) sets the order's own payment status, which is the orders module's, and
 * tells the customer; a refunded extra capture of an order that keeps another payment is only told (ADR 0070).
 */
export async function settleFullyRefundedPayments(
  db: Database,
  markOrderRefunded: (tx: Queryable, orderId: string, refundedPaise: number) => Promise<void>,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select p.id from payments p
      where p.status = 'refund_pending'
        and (select coalesce(sum(r.amount_paise), 0) from refunds r
              where r.payment_id = p.id and r.status = 'processed') >= p.amount_paise`,
  );
  const orders: string[] = [];
  for (const { id } of rows) {
    await db.transaction(async (tx) => {
      const { rows: updated } = await tx.query<{ order_id: string; amount_paise: number; others: boolean }>(
        `update payments p set status = 'refunded', updated_at = tokri_now() where p.id = $1 and p.status = 'refund_pending'
          returning p.order_id, p.amount_paise,
                    exists (select 1 from payments q where q.order_id = p.order_id and q.id <> p.id
                             and q.status in ('captured', 'refund_pending')) as others`,
        [id],
      );
      const payment = updated[0];
      if (!payment) return;
      countAfterCommit(() => paymentsByStatus.inc({ status: 'refunded' }));
      if (payment.others) await announceRefundProcessed(tx, payment.order_id, payment.amount_paise);
      else await markOrderRefunded(tx, payment.order_id, payment.amount_paise);
      orders.push(payment.order_id);
    });
  }
  return orders;
}
