import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { onClock } from './clocked-database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';

describe(`the database on the app's clock (${engine})`, () => {
  it('when the clock is the system clock, then the database is used as it is', () => {
    expect(onClock(database.db, systemClock)).toBe(database.db);
  });

  it('when the clock stands on 31 December at 23:59:59 IST, then tokri_now() and column defaults read it, in and out of transactions', async () => {
    const at = new Date('2031-12-31T18:29:59.000Z');
    const db = onClock(database.db, () => at);
    const outside = await db.query<{ now: Date; ist: string }>(
      `select tokri_now() as now, to_char(tokri_now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS') as ist`,
    );
    expect(new Date(outside.rows[0]!.now).getTime()).toBe(at.getTime());
    expect(outside.rows[0]!.ist).toBe('2031-12-31 23:59:59');
    const stamped = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ created_at: Date }>(
        `insert into categories (name, slug) values ('Clock test', 'clock-test-' || md5(random()::text))
         returning created_at`,
      );
      return rows[0]!.created_at;
    });
    expect(Math.floor(new Date(stamped).getTime() / 1000)).toBe(at.getTime() / 1000);
  });

  it('when the clock stands still, then each statement still stamps a later microsecond, so stamps keep their order', async () => {
    const at = new Date('2030-06-01T04:30:00.000Z');
    const db = onClock(database.db, () => at);
    const readings: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { rows } = await db.query<{ at: string }>(`select tokri_now()::text as at`);
      readings.push(rows[0]!.at);
    }
    expect(new Set(readings).size).toBe(5);
    expect([...readings].sort()).toEqual(readings);
    const utc = (text: string) => new Date(text.replace(' ', 'T').replace(/\+00$/, 'Z')).getTime();
    expect(utc(readings[0]!)).toBe(at.getTime());
    expect(readings[1]).toMatch(/:00\.000001\+/);
  });

  it('when no clock is set (or after a clocked statement), then tokri_now() is the transaction time, as now() is', async () => {
    await onClock(database.db, () => new Date('2030-01-01T00:00:00Z')).query('select 1');
    const { rows } = await database.db.query<{ same: boolean }>('select tokri_now() = now() as same');
    expect(rows[0]!.same).toBe(true);
  });
});
