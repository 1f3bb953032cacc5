import type { Database } from '../db/database.js';
import { gaugeReadAtScrape } from '../metrics/metrics.js';
import { jobQueueDepth } from './job-runner.js';

/** The job queue as Prometheus sees it, read from the database at each scrape (the queue is shared by all instances). */
export function exposeJobQueueDepth(db: Database): void {
  gaugeReadAtScrape(
    'tokri_job_queue_depth',
    'Queued jobs not done, by kind and state (waiting: will run; gave_up: failed every attempt)',
    ['kind', 'state'],
    async (gauge) => {
      for (const row of await jobQueueDepth(db)) {
        gauge.set({ kind: row.kind, state: 'waiting' }, row.waiting);
        gauge.set({ kind: row.kind, state: 'gave_up' }, row.gaveUp);
      }
    },
  );
}
