import type { Queryable } from '../../db/database.js';

/**
 * Deletes the UPI ids and bank accounts an erased account gave for cash-on-delivery refunds (ADR 0079). The
 * refund rows stay (payment records); a payout still owed then fails and is not sent anywhere.
 */
export async function erasePayoutAccounts(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `delete from refund_payout_accounts
      where refund_id in (select r.id from refunds r join orders o on o.id = r.order_id where o.user_id = $1)`,
    [userId],
  );
}
