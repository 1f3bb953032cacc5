import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, SqlParam } from '../db/database.js';
import type { PushService } from '../modules/push/push-service.js';
import { createOutboxMailProvider } from '../providers/mail/outbox-mail-provider.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { startJobs } from './scheduler.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('the job scheduler', () => {
  it('when it is stopped while a run is in flight, then stop waits for that run and nothing runs after it', async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The runner's first statement takes its time, like a slow query just as the process shuts down.
    const slow: Database = {
      ...database.db,
      query: (async (sql: string, params?: readonly SqlParam[]) => {
        events.push('query');
        await gate;
        const result = await database.db.query(sql, params);
        events.push('query done');
        return result;
      }) as Database['query'],
    };
    const stop = startJobs(slow, {
      db: slow,
      push: {} as PushService,
      mail: createOutboxMailProvider(slow),
      publicUrl: 'http://localhost',
    });
    // The subscription run starts at once and the job runner after a second: both are now stuck in a query.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const started = events.length;
    expect(started).toBeGreaterThan(0);
    expect(events.every((event) => event === 'query')).toBe(true);

    const stopped = stop().then(() => events.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toHaveLength(started);
    release();
    await stopped;
    // Every statement that started finished before stop resolved.
    expect(events.at(-1)).toBe('stopped');
    const before = events.slice(0, -1);
    expect(before.filter((event) => event === 'query done')).toHaveLength(
      before.filter((event) => event === 'query').length,
    );

    const final = [...events];
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(events).toEqual(final);
  });
});
