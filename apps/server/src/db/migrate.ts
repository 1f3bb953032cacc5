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
 * Applies migrations/*.sql in name order, all in one transaction under an advisory lock (so instances starting
 * together do not race, and a failing file leaves the database as it was), each file run whole by the engine
 * and recorded in schema_migrations with a checksum. Re-running applies nothing; an edited, already-applied
 * file is an error.
 */
/** The migration files this build ships, in the order they apply. */
export async function migrationNames(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
}

export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<MigrationReport> {
  const files = await migrationNames(dir);
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
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [name, checksum]);
      report.applied.push(name);
    }
  });
  return report;
}
