import { ERASED_ADDRESS_FIELDS } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

/**
 * Ends an erased account's subscriptions and erases their personal data (ADR 0051): every plan is stopped and
 * marked deleted, its address keeps only the state, admins' before/after snapshots of it are emptied, and the
 * evening notices' sent-marks go. The plans' days and quantities stay: they explain the orders that were kept.
 */
export async function eraseSubscriptions(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update subscriptions
        set is_active = false, deleted_at = coalesce(deleted_at, tokri_now()), next_delivery_date = null,
            delivery_address = $2::jsonb || jsonb_build_object('state', delivery_address -> 'state'),
            updated_at = tokri_now()
      where user_id = $1`,
    [userId, JSON.stringify(ERASED_ADDRESS_FIELDS)],
  );
  await tx.query(
    `update subscription_audit set details = '{}'::jsonb
      where subscription_id in (select id from subscriptions where user_id = $1)`,
    [userId],
  );
  await tx.query('delete from subscription_notices_sent where user_id = $1', [userId]);
}
