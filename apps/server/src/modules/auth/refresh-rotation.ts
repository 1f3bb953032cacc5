import type { Queryable } from '../../db/database.js';
import { revokeSessions } from './session-revocation.js';
import { hashOpaqueToken } from './tokens.js';

/** How many extra successors one spent token may get inside the grace window (tabs, not an attacker's loop). */
const MAX_GRACE_SUCCESSORS = 3;

export type RotationOutcome =
  | { kind: 'rotate'; sessionId: string; userId: string; parentHash: string }
  | { kind: 'expired' }
  | { kind: 'reused' };

/**
 * Decides what a presented refresh token gets, inside the caller's transaction (rows locked):
 * - live and unspent: spent now, and a successor is issued;
 * - spent less than `graceSeconds` ago, its successor(s) not used yet: another successor (two tabs refreshing
 *   with the same token at once must not sign the user out);
 * - spent earlier, or after its successor was already used: a replay, so the whole session is revoked.
 */
export async function rotateRefreshToken(
  tx: Queryable,
  refreshToken: string,
  graceSeconds: number,
): Promise<RotationOutcome> {
  const tokenHash = hashOpaqueToken(refreshToken);
  const { rows } = await tx.query<{
    session_id: string;
    user_id: string;
    spent: boolean;
    in_grace: boolean;
    live: boolean;
  }>(
    `select t.session_id, s.user_id, t.rotated_at is not null as spent,
            coalesce(t.rotated_at > tokri_now() - make_interval(secs => $2), false) as in_grace,
            (s.revoked_at is null and s.expires_at > tokri_now() and u.blocked_at is null) as live
       from refresh_tokens t join sessions s on s.id = t.session_id join users u on u.id = s.user_id
      where t.token_hash = $1
      for update of t, s`,
    [tokenHash, graceSeconds],
  );
  const row = rows[0];
  if (!row?.live) return { kind: 'expired' };
  if (row.spent) {
    const { rows: successors } = await tx.query<{ issued: number; used: number }>(
      `select count(*)::int as issued, count(rotated_at)::int as used from refresh_tokens where parent_hash = $1`,
      [tokenHash],
    );
    const { issued = 0, used = 0 } = successors[0] ?? {};
    if (!row.in_grace || used > 0 || issued > MAX_GRACE_SUCCESSORS) {
      await revokeSessions(tx, 'refresh_reuse', { sessionId: row.session_id });
      return { kind: 'reused' };
    }
  } else {
    await tx.query('update refresh_tokens set rotated_at = tokri_now() where token_hash = $1', [tokenHash]);
  }
  await tx.query('update sessions set last_refreshed_at = tokri_now() where id = $1', [row.session_id]);
  return { kind: 'rotate', sessionId: row.session_id, userId: row.user_id, parentHash: tokenHash };
}
