import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instrumentDatabase } from '../metrics/instrument-database.js';
import { countAfterCommit } from '../metrics/metrics.js';
import { createTestDatabase, type TestDatabase, testEngine } from '../test-support/test-database.js';
import type { Database } from './database.js';

/**
 * Issue 31 part 4 item 1 (ADR 0071): a transaction the server rolls back to break a deadlock runs once more; other
 * errors are not retried. Two transactions at once need a PostgreSQL server: PGlite runs one at a time.
 */
describe.runIf(testEngine() === 'postgres')('a transaction that loses a deadlock', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    db = instrumentDatabase(database.db);
    await db.exec(
      'create table pair (id int primary key, hits int not null default 0); insert into pair values (1), (2)',
    );
  });
  afterAll(async () => database?.dispose());

  /** A second session that takes row 2 then row 1, the opposite of the transaction under test, and waits longer. */
  async function opposite(firstLocked: Promise<void>, onSecondLocked: () => void) {
    const other = new pg.Client({ connectionString: database.url! });
    await other.connect();
    try {
      await firstLocked;
      await other.query('begin');
      // This session waits 10 s before it looks for a deadlock: the transaction under test (100 ms) is the victim.
      await other.query("set local deadlock_timeout = '10s'");
      await other.query('update pair set hits = hits + 1 where id = 2');
      onSecondLocked();
      await other.query('update pair set hits = hits + 1 where id = 1');
      await other.query('commit');
    } finally {
      await other.end();
    }
  }

  it('when a transaction hits a real deadlock the first time, then it runs once more, succeeds and counts once', async () => {
    let attempts = 0;
    let counted = 0;
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => {
      firstLocked = resolve;
    });
    let secondLocked!: () => void;
    const otherHoldsRow2 = new Promise<void>((resolve) => {
      secondLocked = resolve;
    });
    const other = opposite(locked, secondLocked);
    const errorCodes: string[] = [];
    const result = await db.transaction(async (tx) => {
      attempts += 1;
      countAfterCommit(() => {
        counted += 1;
      });
      await tx.query("set local deadlock_timeout = '100ms'");
      await tx.query('update pair set hits = hits + 1 where id = 1');
      if (attempts === 1) {
        firstLocked();
        await otherHoldsRow2;
      }
      try {
        await tx.query('update pair set hits = hits + 1 where id = 2');
      } catch (error) {
        errorCodes.push((error as { code: string }).code);
        throw error;
      }
      return 'done';
    });
    await other;
    expect(result).toBe('done');
    expect(errorCodes).toEqual(['40P01']);
    expect(attempts).toBe(2);
    expect(counted).toBe(1);
    // Each session's writes landed once: the loser's first attempt rolled back.
    const { rows } = await db.query('select id, hits from pair order by id');
    expect(rows).toEqual([
      { id: 1, hits: 2 },
      { id: 2, hits: 2 },
    ]);
  });

  it('when a transaction fails for another reason, then it is not run again', async () => {
    let attempts = 0;
    const failing = db.transaction(async (tx) => {
      attempts += 1;
      await tx.query('insert into pair (id) values (1)');
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });
});
