import type { Database } from '../db/database.js';
import { MAX_ATTEMPTS } from './job-runner.js';

/**
 * How long realtime events are kept for a reconnecting client to resume from. A client away longer is told
 * its resume point is gone (`missed` on `ready`) and reloads instead. ADR 0026.
 */
export const REALTIME_EVENT_RETENTION_DAYS = 7;
/** How long done and given-up jobs stay for looking into what happened. ADR 0026. */
export const FINISHED_JOB_RETENTION_DAYS = 14;

const BATCH = 5000;

/**
 * Riders' fixes older than 30 days are pruned by the same hourly job; the delete is the rider-location
 * module's, which owns the table (db/table-owners.ts).
 */
export {
  pruneRiderPositions,
  RIDER_POSITION_RETENTION_DAYS,
} from '../modules/rider-location/rider-position-retention.js';

/**
 * Deletes in batches until nothing old is left. `skip locked` lets two instances prune together without
 * waiting on each other; a row both see is deleted by one and skipped by the other.
 */
async function deleteInBatches(
  db: Database,
  table: 'realtime_events' | 'scheduled_jobs',
  isOld: string,
  days: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(
      `delete from ${table} where id in (select id from ${table} where ${isOld} limit $2 for update skip locked)`,
      [days, BATCH],
    );
    total += rowCount;
    if (rowCount < BATCH) return total;
  }
}

/** Realtime events older than the resume window. */
export function pruneRealtimeEvents(db: Database, days = REALTIME_EVENT_RETENTION_DAYS): Promise<number> {
  return deleteInBatches(db, 'realtime_events', 'created_at < tokri_now() - make_interval(days => $1)', days);
}

/** Jobs done, or given up after the last attempt, longer ago than the retention. */
export function pruneFinishedJobs(db: Database, days = FINISHED_JOB_RETENTION_DAYS): Promise<number> {
  return deleteInBatches(
    db,
    'scheduled_jobs',
    `(done_at < tokri_now() - make_interval(days => $1))
        or (done_at is null and attempts >= ${MAX_ATTEMPTS} and run_at < tokri_now() - make_interval(days => $1))`,
    days,
  );
}
