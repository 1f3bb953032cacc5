import type { Queryable } from '../../db/database.js';

/**
 * Deletes an erased account's notifications, and the alerts staff got about its orders, which name the customer
 * ("New order from …", ADR 0051): they were alerts, not records; the orders themselves stay, anonymised.
 */
export async function eraseNotifications(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `delete from notifications
      where user_id = $1::uuid or order_id in (select id from orders where user_id = $1::uuid)`,
    [userId],
  );
}
