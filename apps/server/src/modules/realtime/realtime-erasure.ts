import type { Queryable } from '../../db/database.js';

/**
 * Deletes the realtime events that were the erased account's or name it: its own channel's, and the admin feed's
 * and riders' events about its orders, which carry the customer's name (ADR 0051). They are pruned after a day
 * anyway; this does not wait for it.
 */
export async function eraseRealtimeEvents(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `delete from realtime_events e
      where e.user_id = $1::uuid or e.payload ->> 'user_id' = $1::uuid::text
         or exists (select 1 from orders o where o.user_id = $1::uuid
                     and o.id::text in (e.payload ->> 'id', e.payload ->> 'orderId', e.payload ->> 'order_id'))`,
    [userId],
  );
}
