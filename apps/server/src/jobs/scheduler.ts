import type { Database } from '../db/database.js';
import { logger } from '../logger.js';
import { pruneAuthThrottles } from '../modules/auth/auth-housekeeping.js';
import { expireUnpaidOrders } from './expire-unpaid-orders.js';
import { type JobDeps, runDueJobs } from './job-runner.js';
import { pruneFinishedJobs, pruneRealtimeEvents } from './prune-old-rows.js';

const log = logger.child({ module: 'jobs' });

const BATCH = 50;

/** Runs the periodic jobs; returns a stop function. Each run is independent, so a crash loses nothing. */
export function startJobs(db: Database, deps: JobDeps): () => void {
  let busy = false;
  const timers = [
    setInterval(() => {
      expireUnpaidOrders(db).catch((error: unknown) =>
        log.error({ err: error }, 'expire unpaid orders failed'),
      );
    }, 60_000),
    setInterval(() => {
      pruneAuthThrottles(db).catch((error: unknown) =>
        log.error({ err: error }, 'prune auth throttles failed'),
      );
    }, 60 * 60_000),
    setInterval(() => {
      // Idempotent deletes with `skip locked`: every instance may run them; whichever comes first does the work.
      Promise.all([pruneRealtimeEvents(db), pruneFinishedJobs(db)]).catch((error: unknown) =>
        log.error({ err: error }, 'prune old realtime events and jobs failed'),
      );
    }, 60 * 60_000),
    setInterval(() => {
      if (busy) return;
      busy = true;
      // Keep taking jobs while full batches come back, so a burst of orders does not queue pushes for minutes.
      (async () => {
        while ((await runDueJobs(deps, BATCH)) === BATCH) {
          // next batch
        }
      })()
        .catch((error: unknown) => log.error({ err: error }, 'scheduled jobs failed'))
        .finally(() => {
          busy = false;
        });
    }, 1_000),
  ];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
