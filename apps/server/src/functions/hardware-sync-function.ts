import { z } from 'zod';
import type { Database } from '../db/database.js';
import { DomainError } from '../errors/domain-error.js';

/** Spec §7 hardware-sync: the native shell's push player id and device info. */
export const hardwareSyncSchema = z.object({
  onesignal_player_id: z.string().trim().min(8).max(200),
  device_info: z.object({
    platform: z.string().max(40),
    userAgent: z.string().max(500),
    timestamp: z.union([z.string().max(40), z.number()]),
  }),
});

/**
 * Records the device for the user. A native player id is no secret (nothing proves the caller holds the
 * device), so a player id already registered to another account is never moved (issue 9 item 12): that
 * registration is retired, kept for the record, and a new one is created for this account. The same account
 * syncing again updates its own row.
 */
export async function hardwareSync(db: Database, userId: string, input: z.infer<typeof hardwareSyncSchema>) {
  const values = [
    userId,
    input.onesignal_player_id,
    input.device_info.platform,
    input.device_info.userAgent,
    input.device_info,
  ];
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; user_id: string }>(
      `select id, user_id from device_registrations where player_id = $1 and retired_at is null for update`,
      [input.onesignal_player_id],
    );
    const current = rows[0];
    if (current && current.user_id !== userId) {
      await tx.query('update device_registrations set retired_at = now(), updated_at = now() where id = $1', [
        current.id,
      ]);
    }
    const written = await tx.query(
      `insert into device_registrations (user_id, player_id, platform, user_agent, device_info) values ($1, $2, $3, $4, $5)
       on conflict (player_id) where retired_at is null do update set platform = excluded.platform,
         user_agent = excluded.user_agent, device_info = excluded.device_info, updated_at = now()
         where device_registrations.user_id = excluded.user_id`,
      values,
    );
    // Another account registered the same id between our read and write: theirs stands, ask to retry.
    if (written.rowCount === 0) throw new DomainError('ALREADY_EXISTS');
  });
  return { success: true };
}
