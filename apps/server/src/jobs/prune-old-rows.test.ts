import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { MAX_ATTEMPTS } from './job-runner.js';
import { pruneFinishedJobs, pruneRealtimeEvents, pruneRiderPositions } from './prune-old-rows.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());

async function event(daysAgo: number, label: string) {
  await database.db.query(
    `insert into realtime_events (topic, user_id, kind, payload, created_at)
     values ('broadcast', null, 'BROADCAST', $1, now() - make_interval(days => $2))`,
    [{ label }, daysAgo],
  );
}

async function job(label: string, state: { doneDaysAgo?: number; attempts?: number; runDaysAgo?: number }) {
  await database.db.query(
    `insert into scheduled_jobs (kind, dedupe_key, payload, attempts, run_at, done_at)
     values ('web_push', $1, '{}', $2, now() - make_interval(days => $3),
             case when $4::int is null then null else now() - make_interval(days => $4::int) end)`,
    [label, state.attempts ?? 1, state.runDaysAgo ?? 0, state.doneDaysAgo ?? null],
  );
}

describe(`pruning old rows on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when realtime events are older than 7 days, then they go and the recent ones stay', async () => {
    await event(30, 'month old');
    await event(8, 'eight days old');
    await event(6, 'six days old');
    await event(0, 'just now');

    expect(await pruneRealtimeEvents(database.db)).toBe(2);

    const { rows } = await database.db.query<{ label: string }>(
      `select payload ->> 'label' as label from realtime_events order by id`,
    );
    expect(rows.map((row) => row.label)).toEqual(['six days old', 'just now']);
  });

  it('when jobs finished or gave up more than 14 days ago, then they go; recent and pending ones stay', async () => {
    await job('done long ago', { doneDaysAgo: 20, runDaysAgo: 20 });
    await job('done recently', { doneDaysAgo: 2, runDaysAgo: 2 });
    await job('gave up long ago', { attempts: MAX_ATTEMPTS, runDaysAgo: 20 });
    await job('gave up recently', { attempts: MAX_ATTEMPTS, runDaysAgo: 1 });
    await job('still retrying, due long ago', { attempts: 2, runDaysAgo: 20 });

    expect(await pruneFinishedJobs(database.db)).toBe(2);

    const { rows } = await database.db.query<{ dedupe_key: string }>(
      'select dedupe_key from scheduled_jobs order by id',
    );
    expect(rows.map((row) => row.dedupe_key)).toEqual([
      'done recently',
      'gave up recently',
      'still retrying, due long ago',
    ]);
  });

  it('when two prunes run at once, then together they delete each old row once and fail on none', async () => {
    for (let i = 0; i < 20; i++) await event(10, `old ${i}`);
    const [first, second] = await Promise.all([
      pruneRealtimeEvents(database.db),
      pruneRealtimeEvents(database.db),
    ]);
    expect(first + second).toBe(20);
  });
});

describe(`pruning riders' fixes on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when fixes are older than 30 days, then they go and the rest of the track stays', async () => {
    const { rows } = await database.db.query<{ id: string }>(
      `insert into delivery_agents (full_name) values ('Prune Rider') returning id`,
    );
    const rider = rows[0]!.id;
    for (const [daysAgo, hoursMore] of [
      [45, 0],
      [30, 1],
      [29, 23],
      [2, 0],
      [0, 0],
    ] as const) {
      await database.db.query(
        `insert into rider_positions (rider_id, lat, lng, recorded_at)
         values ($1, 12.97, 77.59, now() - make_interval(days => $2, hours => $3))`,
        [rider, daysAgo, hoursMore],
      );
    }

    expect(await pruneRiderPositions(database.db)).toBe(2);

    const left = await database.db.query<{ days: number }>(
      `select floor(extract(epoch from now() - recorded_at) / 86400)::int as days
         from rider_positions order by recorded_at`,
    );
    expect(left.rows.map((row) => row.days)).toEqual([29, 2, 0]);
  });
});
