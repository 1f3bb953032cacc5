import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { GatewayRefundRefused, type GatewayRefundStatus, type PaymentGateway } from './payment-gateway.js';

/** Why money goes back (the `refunds.cause` check, issue 15 item 1). */
export type RefundCause =
  | 'order_cancelled'
  | 'captured_after_expiry'
  | 'lines_removed'
  | 'substitute_cheaper'
  | 'substitute_rejected'
  | 'late_delivery'
  | 'admin';

export type RefundStatus = 'owed' | GatewayRefundStatus;

export interface RefundRow {
  id: string;
  order_id: string;
  payment_id: string;
  amount_paise: number;
  cause: RefundCause;
  status: RefundStatus;
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
}

const COLUMNS = `id, order_id, payment_id, amount_paise, cause, status, idempotency_key, gateway_refund_id, attempts,
  last_error`;

/** A stable key from what the refund is for, in the shape Razorpay's X-Refund-Idempotency accepts. */
export function refundIdempotencyKey(input: IssueRefundInput): string {
  const digest = createHash('sha256')
    .update(`${input.orderId}|${input.cause}|${input.reference ?? ''}`)
    .digest('hex');
  return `tokri_rf_${digest.slice(0, 40)}`;
}

/**
 * Records the refund as owed, in one transaction that locks the order's captured payment, so the order's
 * refunds (all but failed ones) never add up to more than was captured, however many run at once.
 */
export function recordOwed(db: Database, input: IssueRefundInput): Promise<RefundRow> {
  return db.transaction((tx) => oweRefund(tx, input));
}

/**
 * Records a refund as owed inside the caller's transaction (a substitution, a rejected substitute, a late
 * delivery), so the refund exists exactly when the change that causes it commits. The refund round sends it.
 */
export async function oweRefund(tx: Queryable, input: IssueRefundInput): Promise<RefundRow> {
  const key = refundIdempotencyKey(input);
  const { rows: payments } = await tx.query<{ id: string; amount_paise: number }>(
    `select id, amount_paise from payments
      where order_id = $1 and gateway_payment_id is not null
        and status in ('captured', 'refund_pending', 'refunded')
      order by created_at limit 1 for update`,
    [input.orderId],
  );
  const payment = payments[0];
  if (!payment) throw new DomainError('REFUND_NO_CAPTURED_PAYMENT');
  const { rows: earlier } = await tx.query<RefundRow>(
    `select ${COLUMNS} from refunds where idempotency_key = $1`,
    [key],
  );
  if (earlier[0]) return earlier[0];
  const { rows: sums } = await tx.query<{ refunded: number }>(
    `select coalesce(sum(amount_paise), 0)::int as refunded from refunds
      where payment_id = $1 and status <> 'failed'`,
    [payment.id],
  );
  if (sums[0]!.refunded + input.amountPaise > payment.amount_paise) {
    throw new DomainError('REFUND_EXCEEDS_CAPTURED', {
      params: { leftPaise: payment.amount_paise - sums[0]!.refunded },
    });
  }
  const { rows } = await tx.query<RefundRow>(
    `insert into refunds (order_id, payment_id, amount_paise, cause, idempotency_key)
     values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
    [input.orderId, payment.id, input.amountPaise, input.cause, key],
  );
  return rows[0]!;
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
  if (refund.status !== 'owed') return refund;
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
              processed_at = case when $2 = 'processed' then now() end, updated_at = now()
        where id = $1 and status = 'owed' returning ${COLUMNS}`,
      [refund.id, answer.status, answer.refundId],
    );
    return rows[0] ?? (await refundById(db, refund.id));
  } catch (error) {
    const refused = error instanceof GatewayRefundRefused;
    const { rows } = await db.query<RefundRow>(
      `update refunds set attempts = attempts + 1, last_error = $2, status = $3, updated_at = now()
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
            processed_at = case when $2 = 'processed' then now() end, updated_at = now()
      where (gateway_refund_id = $1 or (gateway_refund_id is null and id = $3::uuid))
        and status in ('owed', 'pending')`,
    [entity.id, status, rowId],
  );
  return rowCount > 0;
}

/** What the refund round owes for: a captured payment marked `refund_pending` that has no refund row yet. */
export interface UnrefundedPayment {
  orderId: string;
  amountPaise: number;
  /** False when the money was captured after the order had already ended (expired or cancelled unpaid). */
  paidBeforeEnd: boolean;
}

/** Payments marked `refund_pending` (cancelled after payment, captured after expiry) with no refund row yet. */
export async function unrefundedPayments(db: Queryable, batch: number): Promise<UnrefundedPayment[]> {
  const { rows } = await db.query<UnrefundedPayment>(
    `select p.order_id as "orderId", p.amount_paise as "amountPaise", o.payment_status = 'refund_pending' as "paidBeforeEnd"
       from payments p join orders o on o.id = p.order_id
      where p.status = 'refund_pending' and p.gateway_payment_id is not null
        and not exists (select 1 from refunds r where r.payment_id = p.id)
      order by p.updated_at limit $1`,
    [batch],
  );
  return rows;
}

const LEASE = "interval '2 minutes'";

/**
 * Takes owed refunds that are due, with a lease: `skip locked` keeps two rounds off the same rows, and moving
 * `next_attempt_at` on means a round that dies leaves them to the next round once the lease runs out.
 */
export async function leaseOwedRefunds(db: Queryable, batch: number): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    `update refunds set next_attempt_at = now() + ${LEASE}
      where id in (select id from refunds where status = 'owed' and next_attempt_at <= now()
                    order by next_attempt_at limit $1 for update skip locked)
      returning ${COLUMNS}`,
    [batch],
  );
  return rows;
}

/** After a gateway error: the refund is tried again after a backoff that doubles per attempt, up to an hour. */
export async function deferRefund(db: Queryable, refundId: string): Promise<void> {
  await db.query(
    `update refunds set next_attempt_at = now() + make_interval(secs => least(15 * power(2, attempts - 1), 3600))
      where id = $1 and status = 'owed'`,
    [refundId],
  );
}

/**
 * Payments whose processed refunds reach what they captured become `refunded`, under a lock on the payment,
 * once. Returns their orders; the callback (in the same transaction) sets the order's own payment status, which
 * is the orders module's, and tells the customer.
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
      const { rows: updated } = await tx.query<{ order_id: string; amount_paise: number }>(
        `update payments set status = 'refunded', updated_at = now() where id = $1 and status = 'refund_pending'
          returning order_id, amount_paise`,
        [id],
      );
      if (!updated[0]) return;
      await markOrderRefunded(tx, updated[0].order_id, updated[0].amount_paise);
      orders.push(updated[0].order_id);
    });
  }
  return orders;
}
