import type { Queryable } from '../../db/database.js';

/** Deletes an erased account's favourites (ADR 0051). */
export async function eraseFavorites(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from favorites where user_id = $1', [userId]);
}
