import type { Database, Queryable } from '../../db/database.js';

/** NOTIFY channel carrying the id of each revoked session, so every instance can close its sockets at once. */
export const SESSION_REVOKED_CHANNEL = 'tokri_session_revoked';

export type RevokeReason = 'sign_out' | 'refresh_reuse' | 'password_changed' | 'blocked' | 'account_deletion';

/**
 * Revokes sessions and announces each one. NOTIFY is delivered on commit, so a rolled-back revocation never
 * closes anything; call it inside the transaction that makes the change.
 */
export async function revokeSessions(
  tx: Queryable,
  reason: RevokeReason,
  which: { sessionId: string } | { userId: string; exceptSessionId: string | null },
): Promise<string[]> {
  const { rows } =
    'sessionId' in which
      ? await tx.query<{ id: string }>(
          `update sessions set revoked_at = tokri_now(), revoked_reason = $2
            where id = $1 and revoked_at is null returning id`,
          [which.sessionId, reason],
        )
      : await tx.query<{ id: string }>(
          `update sessions set revoked_at = tokri_now(), revoked_reason = $3
            where user_id = $1 and id is distinct from $2::uuid and revoked_at is null returning id`,
          [which.userId, which.exceptSessionId, reason],
        );
  for (const { id } of rows) await tx.query('select pg_notify($1, $2)', [SESSION_REVOKED_CHANNEL, id]);
  return rows.map((row) => row.id);
}

/** Calls `onRevoked` with each session id revoked by any instance on this database. */
export function listenForRevokedSessions(
  db: Database,
  onRevoked: (sessionId: string) => void,
): Promise<() => Promise<void>> {
  return db.listen(SESSION_REVOKED_CHANNEL, onRevoked);
}
