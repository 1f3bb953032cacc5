import { z } from 'zod';
import type { Database } from '../db/database.js';

/** Spec §7 hardware-sync: the native shell's push player id and device info. */
export const hardwareSyncSchema = z.object({
  onesignal_player_id: z.string().trim().min(8).max(200),
  device_info: z.object({
    platform: z.string().max(40),
    userAgent: z.string().max(500),
    timestamp: z.union([z.string().max(40), z.number()]),
  }),
});

export async function hardwareSync(db: Database, userId: string, input: z.infer<typeof hardwareSyncSchema>) {
  await db.query(
    `insert into device_registrations (user_id, player_id, platform, user_agent, device_info) values ($1, $2, $3, $4, $5)
     on conflict (player_id) do update set user_id = excluded.user_id, platform = excluded.platform,
       user_agent = excluded.user_agent, device_info = excluded.device_info, updated_at = now()`,
    [
      userId,
      input.onesignal_player_id,
      input.device_info.platform,
      input.device_info.userAgent,
      input.device_info,
    ],
  );
  return { success: true };
}
