import type { Queryable } from '../../db/database.js';

/** Deletes an erased account's Web Push subscriptions (ADR 0051). */
export async function erasePushSubscriptions(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from push_subscriptions where user_id = $1', [userId]);
}
