import type { Queryable } from '../../db/database.js';

/** One captured gateway payment of an order, and what is left of it after its own refunds (all but failed). */
export interface ChargedPayment {
  id: string;
  amountPaise: number;
  leftPaise: number;
  /** `captured`: the payment the order keeps; `refund_pending` / `refunded`: money that goes back (ADR 0070). */
  status: string;
}

/** What an order took from the customer before any refund, and from where. */
export interface Charge {
  userId: string;
  /** Every captured payment added up (ADR 0070), or the wallet debit. */
  amountPaise: number;
  paidFromWallet: boolean;
  /** The order's captured gateway payments, oldest first; none for a wallet-paid order. */
  payments: ChargedPayment[];
}

/**
 * The order's charge, locked for the caller's transaction: the order row, then every captured payment row oldest
 * first (ADR 0071's lock order), so two refunds of one order, or a refund and a cancel, take turns. Null when
 * nothing was taken (cash on delivery, unpaid). An order keeps at most one payment; a second capture is money
 * that goes back in full (ADR 0070), so the charge is the sum of the captures, not the first one.
 */
export async function lockCharge(tx: Queryable, orderId: string, lock = true): Promise<Charge | null> {
  const forUpdate = lock ? 'for update' : '';
  const { rows: orders } = await tx.query<{ user_id: string; payment_method: string }>(
    // The order row first, then its payments (the lock order of ADR 0071, as a cancel takes them).
    `select user_id, payment_method from orders where id = $1 ${forUpdate}`,
    [orderId],
  );
  const order = orders[0];
  if (!order) return null;
  if (order.payment_method === 'wallet') {
    const { rows } = await tx.query<{ debited: number }>(
      `select coalesce(-sum(amount_paise), 0)::int as debited from wallet_ledger
        where order_id = $1 and kind = 'debit'`,
      [orderId],
    );
    const debited = rows[0]?.debited ?? 0;
    return debited > 0
      ? { userId: order.user_id, amountPaise: debited, paidFromWallet: true, payments: [] }
      : null;
  }
  const { rows: payments } = await tx.query<{ id: string; amount_paise: number; status: string }>(
    `select id, amount_paise, status from payments
      where order_id = $1 and gateway_payment_id is not null
        and status in ('captured', 'refund_pending', 'refunded')
      order by created_at, id ${forUpdate}`,
    [orderId],
  );
  if (payments.length === 0) return null;
  const { rows: refunds } = await tx.query<{ payment_id: string; refunded: number }>(
    `select payment_id, sum(amount_paise)::int as refunded from refunds
      where order_id = $1 and payment_id is not null and status <> 'failed' group by payment_id`,
    [orderId],
  );
  const refundedOn = new Map(refunds.map((row) => [row.payment_id, row.refunded]));
  return {
    userId: order.user_id,
    amountPaise: payments.reduce((sum, payment) => sum + payment.amount_paise, 0),
    paidFromWallet: false,
    payments: payments.map((payment) => ({
      id: payment.id,
      amountPaise: payment.amount_paise,
      leftPaise: payment.amount_paise - (refundedOn.get(payment.id) ?? 0),
      status: payment.status,
    })),
  };
}

/**
 * The payment a refund of `amountPaise` goes back to: the one the order keeps when enough is left on it,
 * otherwise the oldest with enough left. Null when no single payment has that much left.
 */
export function paymentToRefund(charge: Charge, amountPaise: number): ChargedPayment | null {
  const enough = charge.payments.filter((payment) => payment.leftPaise >= amountPaise);
  return enough.find((payment) => payment.status === 'captured') ?? enough[0] ?? null;
}

/** The most one refund can return from a single payment of the charge. */
export const largestLeft = (charge: Charge): number =>
  Math.max(0, ...charge.payments.map((payment) => payment.leftPaise));
