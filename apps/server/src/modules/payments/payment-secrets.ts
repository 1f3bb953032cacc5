import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import type { SandboxSecrets } from './sandbox-gateway.js';

/** The sandbox gateway's key pair, generated once and kept in the database like a real merchant account's. */
export async function resolveSandboxSecrets(db: Queryable): Promise<SandboxSecrets> {
  const fresh: SandboxSecrets = {
    keyId: `rzp_test_${randomBytes(7).toString('hex')}`,
    keySecret: randomBytes(24).toString('base64url'),
    webhookSecret: randomBytes(24).toString('base64url'),
  };
  await db.query(
    `insert into app_settings (key, value) values ('sandbox_gateway', $1) on conflict (key) do nothing`,
    [fresh as unknown as Record<string, unknown>],
  );
  const { rows } = await db.query<{ value: SandboxSecrets }>(
    `select value from app_settings where key = 'sandbox_gateway'`,
  );
  return rows[0]!.value;
}
