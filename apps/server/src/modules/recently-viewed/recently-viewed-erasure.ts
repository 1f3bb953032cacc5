import type { Queryable } from '../../db/database.js';

/** Deletes an erased account's browsing history (ADR 0051). */
export async function eraseRecentlyViewed(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from recently_viewed where user_id = $1', [userId]);
}
