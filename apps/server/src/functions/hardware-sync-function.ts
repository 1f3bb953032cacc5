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
 * Records the device for the user. A native player id (the FCM token) is no secret: nothing in this request
 * proves the caller holds the device, so a token registered to another account is neither moved nor retired
 * (issue 31 part 4, ADR 0072): the answer is 409 and the owner keeps getting their pushes. The device proves
 * possession by a fresh token exchange instead: the shell deletes its FCM token and registers again, and only
 * the real device gets the new token FCM issues; the old one then answers UNREGISTERED and the previous
 * account's row is retired by the sender (ADR 0056). The same account syncing again updates its own row.
 */
export async function hardwareSync(db: Database, userId: string, input: z.infer<typeof hardwareSyncSchema>) {
  const written = await db.query(
    `insert into device_registrations (user_id, player_id, platform, user_agent, device_info) values ($1, $2, $3, $4, $5)
     on conflict (player_id) where retired_at is null do update set platform = excluded.platform,
       user_agent = excluded.user_agent, device_info = excluded.device_info, updated_at = tokri_now()
       where device_registrations.user_id = excluded.user_id`,
    [
      userId,
      input.onesignal_player_id,
      input.device_info.platform,
      input.device_info.userAgent,
      input.device_info,
    ],
  );
  // Registered to another account (now, or by a concurrent sync): theirs stands.
  if (written.rowCount === 0) throw new DomainError('PUSH_SUBSCRIPTION_IN_USE');
  return { success: true };
}
