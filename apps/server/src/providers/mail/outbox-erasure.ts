import type { Queryable } from '../../db/database.js';

/** Deletes kept mail and SMS sent to an erased account's email or phone (ADR 0051). */
export async function eraseOutboxMessagesTo(tx: Queryable, recipients: readonly string[]): Promise<void> {
  if (recipients.length === 0) return;
  await tx.query('delete from outbox_messages where recipient = any($1::text[])', [recipients]);
}
