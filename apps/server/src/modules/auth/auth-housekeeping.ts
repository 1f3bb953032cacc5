import type { Queryable } from '../../db/database.js';

/** Longer than any window or delay the throttles use (the unknown-device window is a day). */
const KEEP_SECONDS = 2 * 24 * 60 * 60;

/**
 * Deletes throttle rows nobody will read again. Keys include IP addresses, so without this an attacker rotating
 * addresses would grow the tables without bound. Returns how many rows went.
 */
export async function pruneAuthThrottles(db: Queryable): Promise<number> {
  const throttles = await db.query(
    `delete from sign_in_throttles where last_failure_at < tokri_now() - make_interval(secs => $1)`,
    [KEEP_SECONDS],
  );
  const counters = await db.query(
    `delete from rate_limit_counters where window_started_at < tokri_now() - make_interval(secs => $1)`,
    [KEEP_SECONDS],
  );
  return throttles.rowCount + counters.rowCount;
}
