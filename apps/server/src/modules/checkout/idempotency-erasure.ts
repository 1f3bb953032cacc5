import type { Queryable } from '../../db/database.js';

/** Deletes an erased account's stored checkout answers, which repeat the order and its address (ADR 0051). */
export async function eraseIdempotencyKeys(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from idempotency_keys where user_id = $1', [userId]);
}
