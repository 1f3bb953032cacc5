import type { Queryable } from '../db/database.js';

/** Deletes an erased account's native push registrations (ADR 0051). */
export async function eraseDeviceRegistrations(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from device_registrations where user_id = $1', [userId]);
}
