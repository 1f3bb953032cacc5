import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';

/**
 * The signing secret: AUTH_SECRET when configured, otherwise generated on first start and kept in the
 * database, so every instance on one database signs and verifies with the same key.
 */
export async function resolveAuthSecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query(
    `insert into app_settings (key, value) values ('auth_secret', $1) on conflict (key) do nothing`,
    [JSON.stringify(randomBytes(48).toString('base64url'))],
  );
  const { rows } = await db.query<{ value: string }>(
    `select value from app_settings where key = 'auth_secret'`,
  );
  const secret = rows[0]?.value;
  if (typeof secret !== 'string') throw new Error('auth secret missing after insert');
  return secret;
}
