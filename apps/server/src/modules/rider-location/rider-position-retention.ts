import type { Queryable } from '../../db/database.js';

/** Riders' fixes are kept 30 days (issue 14, privacy), long enough for a month's distance and disputes. */
export const RIDER_POSITION_RETENTION_DAYS = 30;

const BATCH = 5000;

/**
 * Deletes fixes older than the retention, in batches (by the `recorded_at` index) until none is left; `skip
 * locked` lets two instances prune together. Run by the hourly prune job (jobs/scheduler.ts).
 */
export async function pruneRiderPositions(
  db: Queryable,
  days = RIDER_POSITION_RETENTION_DAYS,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(
      `delete from rider_positions where id in (
         select id from rider_positions where recorded_at < tokri_now() - make_interval(days => $1)
          limit $2 for update skip locked)`,
      [days, BATCH],
    );
    total += rowCount;
    if (rowCount < BATCH) return total;
  }
}
