import type { Queryable } from '../../db/database.js';

/** Deletes every saved address of an erased account (ADR 0051). */
export async function eraseAddresses(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from addresses where user_id = $1', [userId]);
}
