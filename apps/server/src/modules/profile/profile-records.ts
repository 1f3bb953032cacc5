import type { Language } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/** Creates the profile of an account another module just made (an admin's new rider), in the caller's transaction. */
export async function createProfile(
  tx: Queryable,
  profile: { userId: string; fullName: string | null; phone: string | null },
): Promise<void> {
  await tx.query('insert into profiles (user_id, full_name, phone) values ($1, $2, $3)', [
    profile.userId,
    profile.fullName,
    profile.phone,
  ]);
}

/**
 * Saves the language a person chose on their device before signing in (issue 32 item 6, ADR 0076), in the caller's
 * transaction: the latest explicit choice, so it replaces the account's earlier one. An account made without a
 * profile gets one.
 */
export async function saveChosenLanguage(tx: Queryable, userId: string, language: Language): Promise<void> {
  await tx.query(
    `insert into profiles (user_id, preferred_language) values ($1, $2)
     on conflict (user_id) do update set preferred_language = excluded.preferred_language, updated_at = tokri_now()
       where profiles.preferred_language is distinct from excluded.preferred_language`,
    [userId, language],
  );
}
