import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { PreparedStatementNames } from './prepared-statements.js';

describe('prepared statement names (ADR 0058)', () => {
  it('when the same text is named twice, then it gets the same name, and another text another name', () => {
    const names = new PreparedStatementNames();
    const first = names.nameFor('select 1 where $1::int > 0');
    expect(first).toMatch(/^t_[A-Za-z0-9_-]{20}$/);
    expect(new PreparedStatementNames().nameFor('select 1 where $1::int > 0')).toBe(first);
    expect(names.nameFor('select 2 where $1::int > 0')).not.toBe(first);
  });

  it('when a statement controls the transaction or changes the schema, then it stays unnamed', () => {
    const names = new PreparedStatementNames();
    expect(names.nameFor('begin')).toBeUndefined();
    expect(names.nameFor('commit')).toBeUndefined();
    expect(names.nameFor('create table t (id int)')).toBeUndefined();
    expect(names.nameFor('  WITH x as (select 1) select * from x')).toMatch(/^t_/);
  });

  it('when more distinct texts come than the limit, then the new ones run unnamed and the known ones keep their names', () => {
    const names = new PreparedStatementNames(2);
    const a = names.nameFor('select 1');
    names.nameFor('select 2');
    expect(names.nameFor('select 3')).toBeUndefined();
    expect(names.nameFor('select 1')).toBe(a);
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => database?.dispose());

  it('when a statement runs on a connection, then that connection holds it prepared under its name', async () => {
    const sql = 'select $1::int + 1 as n';
    const prepared = await database.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>(sql, [41]);
      expect(rows[0]!.n).toBe(42);
      return (
        await tx.query<{ name: string }>('select name from pg_prepared_statements where statement = $1', [
          sql,
        ])
      ).rows;
    });
    expect(prepared.map((row) => row.name)).toEqual([new PreparedStatementNames().nameFor(sql)]);
  });
});
