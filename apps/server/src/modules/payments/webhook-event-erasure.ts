import type { Queryable } from '../../db/database.js';

/**
 * Deletes stored gateway webhooks that name an erased account's email or phone (Razorpay's payment entity
 * carries the payer's `email` and `contact`); they served deduplication and are not the payment record, which
 * is the `payments` row (ADR 0051).
 */
export async function eraseWebhookEventsNaming(tx: Queryable, identifiers: readonly string[]): Promise<void> {
  if (identifiers.length === 0) return;
  await tx.query(
    `delete from payment_webhook_events e
      where exists (select 1 from unnest($1::text[]) i where strpos(e.payload::text, i) > 0)`,
    [identifiers],
  );
}
