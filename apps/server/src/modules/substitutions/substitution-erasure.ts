import type { Queryable } from '../../db/database.js';

/** Deletes an erased account's remembered substitution choices (ADR 0051). */
export async function eraseSubstitutionPreferences(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from substitution_preferences where user_id = $1', [userId]);
}
