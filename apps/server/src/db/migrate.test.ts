import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessage, errorStatus, mapDatabaseError } from '@tokri/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { MIGRATIONS_DIR, migrate } from './migrate.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => database?.dispose());

async function violation(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    const mapped = mapDatabaseError(error);
    return { mapped, message: errorMessage(mapped.code, 'en', mapped.params) };
  }
  throw new Error('expected the statement to fail');
}

describe(`migrations on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when run on an empty database, then applies every file and records it', async () => {
    const report = await migrate(database.db);
    expect(report.applied).toContain('0001_foundation.sql');
    expect(report.skipped).toEqual([]);
    const { rows } = await database.db.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    expect(rows.map((row) => row.name)).toEqual(report.applied);
  });

  it('when run again, then applies nothing and keeps the data', async () => {
    await database.db.query(
      `insert into categories (slug, name, sort_order) values ('dairy', 'Dairy', 2) on conflict do nothing`,
    );
    const report = await migrate(database.db);
    expect(report.applied).toEqual([]);
    expect(report.skipped).toContain('0001_foundation.sql');
    const { rows } = await database.db.query<{ n: number }>('select count(*)::int as n from categories');
    expect(rows[0]?.n).toBe(1);
  });

  it('when an applied file was edited, then refuses to start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tokri-migrations-'));
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
    await writeFile(join(dir, '0001_foundation.sql'), '-- edited\nselect 1;');
    await expect(migrate(database.db, dir)).rejects.toThrow(/changed after it was applied/);
  });

  it('when a file holds functions, quoted semicolons and comments, then it runs whole, in one transaction with its record', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tokri-migrations-'));
    await writeFile(
      join(dir, '0001_script.sql'),
      `create table notes (body text); -- a comment; with a semicolon
       /* block; comment */ insert into notes values (';'), ('it''s');
       create function note_count() returns int as $$ begin return (select count(*) from notes); end $$ language plpgsql;`,
    );
    await writeFile(
      join(dir, '0002_broken.sql'),
      `insert into notes values ('half'); select * from missing_table;`,
    );
    await expect(migrate(database.db, dir)).rejects.toThrow(/missing_table/);
    // The broken file rolled back the whole run: not even the first file or its record is there.
    const tables = await database.db.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_name = 'notes'`,
    );
    expect(tables.rows[0]!.n).toBe(0);
    await writeFile(join(dir, '0002_broken.sql'), `insert into notes values ('whole');`);
    const report = await migrate(database.db, dir);
    expect(report.applied).toEqual(['0001_script.sql', '0002_broken.sql']);
    const { rows } = await database.db.query<{ n: number }>('select note_count() as n');
    expect(rows[0]!.n).toBe(3);
  });

  it('when a row breaks a unique key, then the spec message is "This item already exists."', async () => {
    const insert = () =>
      database.db.query(`insert into categories (slug, name) values ('dairy', 'Dairy again')`);
    const { mapped, message } = await violation(insert);
    expect(errorStatus(mapped.code)).toBe(409);
    expect(message).toBe('This item already exists.');
  });

  it('when a row breaks a check, then the message carries the first line of the details', async () => {
    const { rows } = await database.db.query<{ id: string }>('select id from categories limit 1');
    const insert = () =>
      database.db.query(
        `insert into products (category_id, slug, name, price_paise, unit) values ($1, 'bad-price', 'Bad', -1, '1 kg')`,
        [rows[0]!.id],
      );
    const { mapped, message } = await violation(insert);
    expect(mapped.code).toBe('INVALID_DATA');
    expect(message).toMatch(/^Invalid data: Failing row contains/);
    expect(message.length).toBeLessThanOrEqual('Invalid data: '.length + 180);
  });

  it('when a stock level would go negative, then the database refuses it', async () => {
    const { rows } = await database.db.query<{ id: string }>('select id from categories limit 1');
    await database.db.query(
      `insert into products (category_id, slug, name, price_paise, unit, stock_quantity)
       values ($1, 'milk', 'Milk', 2900, '500 ml', 1)`,
      [rows[0]!.id],
    );
    const { mapped } = await violation(() =>
      database.db.query(`update products set stock_quantity = stock_quantity - 2 where slug = 'milk'`),
    );
    expect(mapped.code).toBe('INVALID_DATA');
  });
});
