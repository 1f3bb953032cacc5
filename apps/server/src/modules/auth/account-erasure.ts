import type { Queryable } from '../../db/database.js';
import { verifyPassword } from './password-hashing.js';

/** The account's own password, checked again before it asks to be deleted (the confirmation step, ADR 0051). */
export async function passwordMatches(db: Queryable, userId: string, password: string): Promise<boolean> {
  const { rows } = await db.query<{ password_hash: string }>(
    'select password_hash from users where id = $1',
    [userId],
  );
  return rows[0] ? verifyPassword(rows[0].password_hash, password) : false;
}

/**
 * Erases the sign-in identity (ADR 0051): the email becomes a tombstone on the reserved `.invalid` domain (RFC
 * 2606), unique by the user id, so the unique index and the "email or phone" check hold and nothing can ever be
 * mailed to it; the phone goes; the password hash becomes a string no password verifies against. Sessions,
 * reset tokens and the throttles keyed by the identifier go too.
 */
export async function eraseAccountCredentials(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ email: string | null; phone: string | null }>(
    'select email, phone from users where id = $1 for update',
    [userId],
  );
  const identifiers = [rows[0]?.email, rows[0]?.phone, userId].filter((value): value is string => !!value);
  await tx.query(
    `update users set email = 'erased-' || id || '@erased.invalid', phone = null, password_hash = '!erased',
            blocked_reason = null, updated_at = tokri_now()
      where id = $1`,
    [userId],
  );
  await tx.query('delete from sessions where user_id = $1', [userId]);
  await tx.query('delete from password_reset_tokens where user_id = $1', [userId]);
  await tx.query(
    `delete from sign_in_throttles where exists (select 1 from unnest($1::text[]) i where strpos(key, i) > 0)`,
    [identifiers],
  );
  await tx.query(
    `delete from rate_limit_counters where exists (select 1 from unnest($1::text[]) i where strpos(key, i) > 0)`,
    [identifiers],
  );
}
