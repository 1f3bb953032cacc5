/**
 * One instance of the midnight job in its own Node process with its own pool (forked by subscriptions-bench.ts
 * through shared/child.ts): `run` opens a pool, runs runDueSubscriptions for the day with the clock at 00:00 IST,
 * closes the pool and answers with the job's own report. The parent may SIGKILL it mid-run.
 */
import { istInstant } from '@tokri/core';
import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { setLogLevel } from '../../apps/server/src/logger.js';
import {
  runDueSubscriptions,
  type SubscriptionRunReport,
} from '../../apps/server/src/modules/subscriptions/midnight-run.js';
import { serveParent } from '../shared/child.js';

setLogLevel('warn');

export interface JobRunArgs {
  databaseUrl: string;
  date: string;
  workers: number;
  poolSize: number;
}

export interface JobRunResult {
  pid: number;
  report: SubscriptionRunReport;
  ms: number;
}

serveParent({
  async run(args: JobRunArgs): Promise<JobRunResult> {
    const db = await openPostgresDatabase({
      connectionString: args.databaseUrl,
      maxConnections: args.poolSize,
    });
    try {
      const midnight = istInstant(args.date, 0);
      const started = performance.now();
      const report = await runDueSubscriptions(
        { db, clock: () => midnight },
        { date: args.date, workers: args.workers },
      );
      return { pid: process.pid, report, ms: Math.round(performance.now() - started) };
    } finally {
      await db.close();
    }
  },
});
