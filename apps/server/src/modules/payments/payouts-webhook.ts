import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { applyPayoutWebhook } from './cod-refunds.js';
import type { PayoutsProvider, PayoutWebhookEvent } from './payouts-provider.js';

/**
 * A payouts webhook (ADR 0079): verified over the raw body with the payouts webhook secret, recorded under its
 * signed identity ("<provider>:<event>:<payout id>") so a redelivery is a no-op, and applied in the same
 * transaction as the record (ADR 0070), so a retry after a failed apply is applied, not taken for a duplicate.
 */
export async function receivePayoutWebhook(
  db: Database,
  payouts: PayoutsProvider,
  rawBody: string,
  signature: string,
): Promise<{ duplicate: boolean }> {
  if (!payouts.verifyWebhook(rawBody, signature)) throw new DomainError('PAYMENT_SIGNATURE_INVALID');
  let event: PayoutWebhookEvent;
  try {
    event = JSON.parse(rawBody) as PayoutWebhookEvent;
  } catch {
    throw new DomainError('BAD_JSON');
  }
  if (typeof event !== 'object' || event === null || typeof event.event !== 'string') {
    throw new DomainError('BAD_JSON');
  }
  const payoutId = event.payload?.payout?.entity?.id;
  const key = `${payouts.name}:${event.event}:${typeof payoutId === 'string' ? payoutId : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`}`;
  return db.transaction(async (tx) => {
    const fresh = await tx.query(
      `insert into payment_webhook_events (event_id, provider, event_type, payload)
       values ($1, $2, $3, $4) on conflict (event_id) do nothing`,
      [key, payouts.name, event.event, event as unknown as Record<string, unknown>],
    );
    if (fresh.rowCount === 0) return { duplicate: true };
    await applyPayoutWebhook(tx, event);
    return { duplicate: false };
  });
}
