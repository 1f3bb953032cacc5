import type { Queryable } from '../../db/database.js';

/** Deletes an erased account's saved payment methods (ADR 0051). */
export async function erasePaymentMethods(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from payment_methods where user_id = $1', [userId]);
}
