import type { Queryable } from '../../db/database.js';

/** Erases the profile's personal fields (ADR 0051); the row stays so joins on the erased user keep working. */
export async function eraseProfile(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update profiles set full_name = null, phone = null, date_of_birth = null, push_notifications = false,
            email_marketing = false, sms_updates = false, updated_at = tokri_now()
      where user_id = $1`,
    [userId],
  );
}
