import type { Queryable } from '../../db/database.js';

/**
 * Erases the free text on an erased account's wallet ledger (ADR 0051). The amounts, balance and top-ups stay:
 * they are money records, and a balance left behind is still owed to the person (support can pay it out).
 */
export async function eraseWalletNotes(tx: Queryable, userId: string): Promise<void> {
  await tx.query('update wallet_ledger set note = null where user_id = $1 and note is not null', [userId]);
}
