import type { Queryable } from '../../db/database.js';

/** An erased account's support tickets go with their whole conversation: the staff's answers quote the customer. */
export async function eraseSupportTickets(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from support_tickets where user_id = $1', [userId]);
}
