import { type CodRefundDestination, maskPayoutDestination, type PayoutDestination } from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { creditWalletRefund } from '../wallet/wallet-ledger.js';
import {
  PayoutRefused,
  type PayoutsProvider,
  type PayoutWebhookEvent,
  payoutReason,
} from './payouts-provider.js';
import {
  earlierRefundOrWithinCharge,
  type IssueRefundInput,
  type RefundRow,
  refundedOf,
  refundIdempotencyKey,
} from './refunds-service.js';

/**
 * Refunds of cash-on-delivery orders (issue 32 item 5, ADR 0079). Cash cannot go back the way it came, so the
 * refund goes into the customer's Tokri wallet at once, or out as a payout to the UPI id or bank account they
 * gave. Either way it is a row in `refunds` with the same (order, cause, reference) key, the same idempotency
 * key sent to the provider, and the same reconciliation as a gateway refund: a COD order's charge is the cash
 * the rider collected, so nothing can be refunded before it is delivered and paid.
 */

const COLUMNS = `id, order_id, payment_id, amount_paise, cause, status, destination, idempotency_key,
  gateway_refund_id, attempts, last_error`;

interface CashCharge {
  userId: string;
  collectedPaise: number;
}

/** The order's collected cash, the order row locked when asked; null for an order not paid in cash (yet). */
async function cashCharge(q: Queryable, orderId: string, lock: boolean): Promise<CashCharge | null> {
  const { rows } = await q.query<{
    user_id: string;
    payment_method: string;
    cod_collected_paise: number | null;
  }>(
    `select user_id, payment_method, cod_collected_paise from orders where id = $1 ${lock ? 'for update' : ''}`,
    [orderId],
  );
  const order = rows[0];
  if (order?.payment_method !== 'cod' || !order.cod_collected_paise) return null;
  return { userId: order.user_id, collectedPaise: order.cod_collected_paise };
}

/** True when the order is cash on delivery (whether or not the cash has been collected). */
export async function isCashOnDelivery(q: Queryable, orderId: string): Promise<boolean> {
  const { rows } = await q.query<{ cod: boolean }>(
    `select payment_method = 'cod' as cod from orders where id = $1`,
    [orderId],
  );
  return rows[0]?.cod ?? false;
}

/** What a COD order can still give back: the cash collected less its refunds (but failed ones); null before. */
export async function cashRefundableOf(q: Queryable, orderId: string): Promise<number | null> {
  const charge = await cashCharge(q, orderId, false);
  if (!charge) return null;
  return Math.max(charge.collectedPaise - (await refundedOf(q, orderId)), 0);
}

/**
 * Records a COD refund inside the caller's transaction, under a lock on the order row, so its refunds (but
 * failed ones) never add up to more than the cash collected. To the wallet: processed and credited in the same
 * transaction. As a payout: owed, with where it goes beside it; the refund round (or the caller, after commit)
 * sends it. The same (order, cause, reference) answers the refund recorded before, wherever it went.
 */
export async function oweCashRefund(
  tx: Queryable,
  input: IssueRefundInput & { to: CodRefundDestination },
): Promise<RefundRow> {
  const key = refundIdempotencyKey(input);
  const charge = await cashCharge(tx, input.orderId, true);
  if (!charge) throw new DomainError('REFUND_NO_CAPTURED_PAYMENT');
  const earlier = await earlierRefundOrWithinCharge(tx, key, input, charge.collectedPaise);
  if (earlier) return earlier;
  const toWallet = input.to.kind === 'wallet';
  const { rows } = await tx.query<RefundRow>(
    `insert into refunds (order_id, payment_id, amount_paise, cause, idempotency_key, refund_key, destination,
                          status, processed_at, reference)
     values ($1, null, $2, $3, $4, $4, $5, $6, case when $6 = 'processed' then tokri_now() end, $7)
     returning ${COLUMNS}`,
    [
      input.orderId,
      input.amountPaise,
      input.cause,
      key,
      toWallet ? 'wallet' : 'payout',
      toWallet ? 'processed' : 'owed',
      input.reference ?? '',
    ],
  );
  const refund = rows[0]!;
  if (input.to.kind === 'wallet') {
    await creditWalletRefund(tx, {
      userId: charge.userId,
      orderId: input.orderId,
      refundId: refund.id,
      amountPaise: refund.amount_paise,
      note: `refund: ${input.cause}`,
    });
  } else {
    const to = input.to;
    await tx.query(
      `insert into refund_payout_accounts (refund_id, account_type, holder_name, vpa, ifsc, account_number, masked)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        refund.id,
        to.kind,
        to.name,
        to.kind === 'vpa' ? to.vpa : null,
        to.kind === 'bank_account' ? to.ifsc : null,
        to.kind === 'bank_account' ? to.accountNumber : null,
        maskPayoutDestination(to),
      ],
    );
  }
  return refund;
}

/** Where a payout refund goes, as the provider needs it. */
async function payoutDestination(q: Queryable, refundId: string): Promise<PayoutDestination> {
  const { rows } = await q.query<{
    account_type: 'vpa' | 'bank_account';
    holder_name: string;
    vpa: string | null;
    ifsc: string | null;
    account_number: string | null;
  }>(
    'select account_type, holder_name, vpa, ifsc, account_number from refund_payout_accounts where refund_id = $1',
    [refundId],
  );
  const row = rows[0];
  if (!row) throw new PayoutRefused('no account to pay to: the customer’s details were erased');
  return row.account_type === 'vpa'
    ? { kind: 'vpa', name: row.holder_name, vpa: row.vpa! }
    : { kind: 'bank_account', name: row.holder_name, ifsc: row.ifsc!, accountNumber: row.account_number! };
}

/** Our reference on a payout: the refund row's id without hyphens (35 characters, within RazorpayX's 40). */
export const payoutReference = (refundId: string) => `rf_${refundId.replaceAll('-', '')}`;

const refundById = async (q: Queryable, id: string) =>
  (await q.query<RefundRow>(`select ${COLUMNS} from refunds where id = $1`, [id])).rows[0]!;

/**
 * Asks the payouts provider for an owed payout refund with its stored key, like `sendRefund` asks the gateway: an
 * error leaves it owed (attempts and the error recorded) for the next try, a refusal marks it failed, and sending
 * again is always safe because the provider answers the same key with the same payout.
 */
export async function sendPayoutRefund(
  db: Database,
  payouts: PayoutsProvider,
  refund: RefundRow,
): Promise<RefundRow> {
  if (refund.status !== 'owed' || refund.destination !== 'payout') return refund;
  try {
    const payout = await payouts.createPayout({
      amountPaise: refund.amount_paise,
      destination: await payoutDestination(db, refund.id),
      idempotencyKey: refund.idempotency_key,
      referenceId: payoutReference(refund.id),
      notes: { order_id: refund.order_id, cause: refund.cause },
    });
    // A webhook may have got here first and moved it on; only an owed row takes the answer.
    const { rows } = await db.query<RefundRow>(
      `update refunds set status = $2, gateway_refund_id = $3, attempts = attempts + 1, last_error = $4,
              processed_at = case when $2 = 'processed' then tokri_now() end, updated_at = tokri_now()
        where id = $1 and status = 'owed' returning ${COLUMNS}`,
      [refund.id, payout.outcome, payout.payoutId, payout.outcome === 'failed' ? payout.reason : null],
    );
    return rows[0] ?? (await refundById(db, refund.id));
  } catch (error) {
    const refused = error instanceof PayoutRefused;
    const { rows } = await db.query<RefundRow>(
      `update refunds set attempts = attempts + 1, last_error = $2, status = $3, updated_at = tokri_now()
        where id = $1 and status = 'owed' returning ${COLUMNS}`,
      [refund.id, String((error as Error).message).slice(0, 500), refused ? 'failed' : 'owed'],
    );
    if (refused) return rows[0] ?? (await refundById(db, refund.id));
    throw error;
  }
}

/**
 * A payout.processed / payout.reversed / payout.failed webhook (verified, recorded once): the refund moves to
 * processed, or to failed with the reason, so its money no longer counts as refunded and support can send it
 * again (a new key). A reversal may come after processed: the bank sent the money back, so it fails then too.
 * Our reference names the row when the webhook comes before the provider's answer was stored.
 */
export async function applyPayoutWebhook(tx: Queryable, event: PayoutWebhookEvent): Promise<boolean> {
  const entity = event.payload?.payout?.entity;
  if (!entity || typeof entity.id !== 'string') return false;
  const status =
    event.event === 'payout.processed'
      ? 'processed'
      : event.event === 'payout.reversed' ||
          event.event === 'payout.failed' ||
          event.event === 'payout.rejected'
        ? 'failed'
        : null;
  if (!status) return false;
  const reference = /^rf_([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/.exec(
    entity.reference_id ?? '',
  );
  const rowId = reference ? reference.slice(1).join('-') : null;
  const from = status === 'processed' ? `('owed', 'pending')` : `('owed', 'pending', 'processed')`;
  const { rowCount } = await tx.query(
    `update refunds set status = $2, gateway_refund_id = $1,
            processed_at = case when $2 = 'processed' then tokri_now() end,
            last_error = case when $2 = 'failed' then $4 else last_error end, updated_at = tokri_now()
      where destination = 'payout' and status in ${from}
        and (gateway_refund_id = $1 or (gateway_refund_id is null and id = $3::uuid))`,
    [entity.id, status, rowId, `${event.event}: ${payoutReason(entity) ?? 'no reason given'}`.slice(0, 500)],
  );
  return rowCount > 0;
}

/** Re-reads a payout left pending without a webhook; true when it has finished (processed or failed). */
export async function recheckPendingPayout(
  db: Queryable,
  payouts: PayoutsProvider,
  refund: RefundRow,
): Promise<boolean> {
  if (refund.status !== 'pending' || refund.destination !== 'payout' || !refund.gateway_refund_id)
    return false;
  const payout = await payouts.payoutStatus(refund.gateway_refund_id);
  if (payout.outcome === 'pending') return false;
  const { rowCount } = await db.query(
    `update refunds set status = $2, processed_at = case when $2 = 'processed' then tokri_now() end,
            last_error = case when $2 = 'failed' then $3 end, updated_at = tokri_now()
      where id = $1 and status = 'pending'`,
    [refund.id, payout.outcome, `payout ${payout.status}: ${payout.reason ?? 'no reason given'}`],
  );
  return rowCount > 0;
}
