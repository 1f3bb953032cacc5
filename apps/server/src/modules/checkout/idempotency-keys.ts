import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';

/** Checkout owns `idempotency_keys`: one row per (customer, key), holding the answer once there is one. */

export interface StoredAnswer<Body> {
  status: number;
  body: Body;
}

/**
 * Claims the key for this request, first thing in the transaction. Returns null when the key is new (go on),
 * or the first request's answer when it was used before with the same body. A concurrent request with the same
 * key waits on the insert until the first one commits or rolls back.
 */
export async function claimIdempotencyKey<Body>(
  tx: Queryable,
  userId: string,
  key: string,
  requestHash: string,
): Promise<StoredAnswer<Body> | null> {
  const claim = await tx.query(
    `insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
     values ($1, $2, $3, 0, '{}'::jsonb) on conflict (user_id, key) do nothing`,
    [userId, key, requestHash],
  );
  if (claim.rowCount > 0) return null;
  const { rows } = await tx.query<{ request_hash: string; response_status: number; response_body: Body }>(
    'select request_hash, response_status, response_body from idempotency_keys where user_id = $1 and key = $2',
    [userId, key],
  );
  const stored = rows[0]!;
  if (stored.request_hash !== requestHash) throw new DomainError('IDEMPOTENCY_MISMATCH');
  return { status: stored.response_status, body: stored.response_body };
}

/** Keeps the answer under the claimed key, so a retry gets exactly it. */
export async function storeIdempotentAnswer(
  tx: Queryable,
  userId: string,
  key: string,
  answer: StoredAnswer<Record<string, unknown>>,
): Promise<void> {
  await tx.query(
    'update idempotency_keys set response_status = $3, response_body = $4 where user_id = $1 and key = $2',
    [userId, key, answer.status, answer.body],
  );
}
