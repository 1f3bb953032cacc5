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
