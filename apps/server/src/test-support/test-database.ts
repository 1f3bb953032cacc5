import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { openPostgresDatabase } from '../db/pg-database.js';
import { openPgliteDatabase } from '../db/pglite-database.js';
import { migratedPgliteSnapshot } from './pglite-snapshot.js';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  db: Database;
  engine: TestEngine;
  /** The connection string of a PostgreSQL server database (null for PGlite, which is in this process). */
  url: string | null;
  /** Opens another connection to the same database (a second server instance, say). */
  openAnother(): Promise<Database>;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DB_ENGINE=postgres,
 * a new database on the TEST_DATABASE_URL server, dropped afterwards.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const engine = testEngine();
  if (engine === 'pglite') {
    const db =
      options.migrate === false
        ? await openPgliteDatabase(undefined)
        : await openPgliteDatabase(undefined, await migratedPgliteSnapshot());
    return {
      db,
      engine,
      url: null,
      openAnother: () => Promise.reject(new Error('PGlite is one process; use the same handle')),
      dispose: () => db.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `tokri_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase({ connectionString: url.toString(), maxConnections: 10 });
  if (options.migrate !== false) await migrate(db);
  const others: Database[] = [];
  return {
    db,
    engine,
    url: url.toString(),
    async openAnother() {
      const other = await openPostgresDatabase({ connectionString: url.toString(), maxConnections: 10 });
      others.push(other);
      return other;
    },
    async dispose() {
      for (const other of others) await other.close();
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
