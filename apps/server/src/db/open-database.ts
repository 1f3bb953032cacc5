import { access, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Database } from './database.js';
import { openPostgresDatabase } from './pg-database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { startSnapshot } from './pglite-start-snapshot.js';

export interface DatabaseSettings {
  /** A PostgreSQL server; when absent, the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  dataDir: string;
  poolSize?: number;
  /** The demo seed will run: an empty PGlite folder may start from the seeded tarball. */
  seedDemoData?: boolean;
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
  // A first start (no cluster in the folder yet) unpacks the build's tarball instead of running initdb (ADR 0058).
  const empty = await access(resolve(dir, 'PG_VERSION')).then(
    () => false,
    () => true,
  );
  const snapshot = empty ? await startSnapshot(settings.seedDemoData ?? false) : undefined;
  return openPgliteDatabase(dir, snapshot);
}
