import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { type JobDeps, runDueJobs } from './job-runner.js';
import { enqueueJobs } from './queue/enqueue-job.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

describe('job leases on shutdown (issue 19 item 2)', () => {
  it('when the instance starts stopping mid-batch, then the job running finishes and the leased jobs not started are due again at once, their attempt not counted', async () => {
    const { db } = database;
    // arriving_soon for an order that no longer exists: a job that runs and does nothing, with no outside service.
    await enqueueJobs(
      db,
      'arriving_soon',
      ['a', 'b', 'c'].map((key) => ({ dedupeKey: `lease-${key}`, payload: { orderId: null } })),
    );
    let checks = 0;
    // The runner asks before each job: the first may run, then SIGTERM has come.
    const ran = await runDueJobs({ db } as JobDeps, 10, () => ++checks > 1);
    expect(ran).toBe(1);
    const { rows } = await db.query<{ dedupe_key: string; done: boolean; attempts: number; due: boolean }>(
      `select dedupe_key, done_at is not null as done, attempts, run_at <= now() as due
         from scheduled_jobs where dedupe_key like 'lease-%' order by id`,
    );
    expect(rows).toEqual([
      { dedupe_key: 'lease-a', done: true, attempts: 1, due: false },
      { dedupe_key: 'lease-b', done: false, attempts: 0, due: true },
      { dedupe_key: 'lease-c', done: false, attempts: 0, due: true },
    ]);
    // Another instance takes them now, not two minutes later when the lease would have run out.
    expect(await runDueJobs({ db } as JobDeps, 10)).toBe(2);
  });
});
