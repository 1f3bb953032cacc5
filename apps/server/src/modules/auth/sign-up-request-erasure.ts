import type { Queryable } from '../../db/database.js';

/** Deletes sign-ups still waiting for their link at an erased account's email or phone (ADR 0051, ADR 0072). */
export async function eraseSignUpRequestsTo(tx: Queryable, identifiers: readonly string[]): Promise<void> {
  if (identifiers.length === 0) return;
  await tx.query('delete from sign_up_requests where email = any($1::text[]) or phone = any($1::text[])', [
    identifiers,
  ]);
}
