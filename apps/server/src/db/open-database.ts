import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Database } from './database.js';
import { openPostgresDatabase } from './pg-database.js';
import { openPgliteDatabase } from './pglite-database.js';

export interface DatabaseSettings {
  /** A PostgreSQL server; when absent, the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.databaseUrl) {
    return openPostgresDatabase({
      connectionString: settings.databaseUrl,
      ...(settings.poolSize ? { maxConnections: settings.poolSize } : {}),
    });
  }
  if (settings.dataDir.startsWith('memory://')) return openPgliteDatabase(undefined);
  const dir = resolve(settings.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPgliteDatabase(dir);
}
