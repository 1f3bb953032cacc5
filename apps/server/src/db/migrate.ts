import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

/** Same folder from src/db (tsx) and dist/db (compiled): the package's own migrations/. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
const LOCK_KEY = 7_274_001; // any constant; serialises migrations across instances starting together

export interface MigrationReport {
  applied: string[];
  skipped: string[];
}

/**
 * Applies migrations/*.sql in name order, each in its own transaction, recording each in
 * schema_migrations with a checksum. Re-running applies nothing; an edited, already-applied file is an error.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<MigrationReport> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    checksum text not null,
    applied_at timestamptz not null default now()
  )`);
  const report: MigrationReport = { applied: [], skipped: [] };
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const { rows } = await tx.query<{ name: string; checksum: string }>(
      'select name, checksum from schema_migrations',
    );
    const done = new Map(rows.map((row) => [row.name, row.checksum]));
    for (const name of files) {
      const sql = await readFile(`${dir}/${name}`, 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = done.get(name);
      if (previous !== undefined) {
        if (previous !== checksum) throw new Error(`Migration ${name} was changed after it was applied`);
        report.skipped.push(name);
        continue;
      }
      await tx.query(`savepoint m`);
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [name, checksum]);
      await tx.query(`release savepoint m`);
      report.applied.push(name);
    }
  });
  return report;
}

/**
 * Splits a migration into statements so they run through the parameterised path inside one transaction.
 * Handles quotes, comments and dollar-quoted bodies; migrations are written by us, not by users.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < sql.length) {
        if (sql[j] === ch && sql[j + 1] === ch) j += 2;
        else if (sql[j] === ch) break;
        else j++;
      }
      current += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const tag = dollar[0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end === -1 ? sql.length : end + tag.length;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += ch;
    i++;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
