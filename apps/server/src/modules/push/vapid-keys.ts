import webPush from 'web-push';
import type { Queryable } from '../../db/database.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** VAPID keys, generated on first start and kept in the database so every instance signs alike. */
export async function resolveVapidKeys(db: Queryable): Promise<VapidKeys> {
  const fresh = webPush.generateVAPIDKeys();
  await db.query(
    `insert into app_settings (key, value) values ('vapid_keys', $1) on conflict (key) do nothing`,
    [fresh as unknown as Record<string, unknown>],
  );
  const { rows } = await db.query<{ value: VapidKeys }>(
    `select value from app_settings where key = 'vapid_keys'`,
  );
  return rows[0]!.value;
}
