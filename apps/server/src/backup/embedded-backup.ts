import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../db/pglite-database.js';

/** A backup or restore that cannot be made as asked; the message says why and what to do. */
export class BackupRefused extends Error {}

/** The tables a restore is checked against: every order must come back with its lines and payments. */
const COUNTED_TABLES = ['orders', 'order_items', 'payments'] as const;
export type TableCounts = Record<(typeof COUNTED_TABLES)[number], number>;

export interface BackupManifest {
  format: 'tokri-embedded-backup';
  version: 1;
  createdAt: string;
  /** The newest migration the database had: a restore into older code would miss columns. */
  lastMigration: string | null;
  counts: TableCounts;
  /** Whether DATA_DIR/media (uploaded photos on local storage) was copied too. */
  media: boolean;
}

const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'manifest.json';

async function countRows(pg: PGlite): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const table of COUNTED_TABLES) {
    const { rows } = await pg.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

/**
 * Backs up the embedded database of DATA_DIR (and its uploaded photos) into `outDir`: PGlite's own tarball of
 * its data folder, taken by the only process that has it open, so it is consistent (ADR 0065). A running
 * server holds the folder open (PGlite keeps `postmaster.pid` there while open): then this refuses, because
 * two processes on one PGlite folder corrupt it.
 */
export async function backupEmbedded(dataDir: string, outDir: string): Promise<BackupManifest> {
  const databaseDir = join(dataDir, 'pglite');
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    throw new BackupRefused(`There is no embedded database in ${databaseDir}.`);
  }
  if (existsSync(join(databaseDir, 'postmaster.pid'))) {
    throw new BackupRefused(
      `The database in ${databaseDir} is open: stop the Tokri server first (a backup taken while it writes ` +
        'would not be consistent). If no server is running, it was killed: start it and stop it once, then try again.',
    );
  }
  if (!(await isEmptyOrMissing(outDir)))
    throw new BackupRefused(`${outDir} is not empty: choose a new folder.`);
  const pg = await createPglite(databaseDir);
  let manifest: BackupManifest;
  try {
    const { rows } = await pg.query<{ name: string }>('select max(name) as name from schema_migrations');
    manifest = {
      format: 'tokri-embedded-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      lastMigration: rows[0]?.name ?? null,
      counts: await countRows(pg),
      media: existsSync(join(dataDir, 'media')),
    };
    const tarball = await pg.dumpDataDir('gzip');
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, DATABASE_FILE), new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await pg.close();
  }
  if (manifest.media) await cp(join(dataDir, 'media'), join(outDir, 'media'), { recursive: true });
  // Written last: a folder without a manifest is an interrupted backup, and restore refuses it.
  await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into a DATA_DIR that holds no database yet, opens it, and checks that every order, order
 * line and payment counted at backup time is there. Never overwrites a database.
 */
export async function restoreEmbedded(fromDir: string, dataDir: string): Promise<BackupManifest> {
  const manifestPath = join(fromDir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    throw new BackupRefused(`${fromDir} holds no complete backup (no ${MANIFEST_FILE}).`);
  }
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BackupManifest;
  if (manifest.format !== 'tokri-embedded-backup' || manifest.version !== 1) {
    throw new BackupRefused(`${fromDir} is not a Tokri embedded-database backup this version can read.`);
  }
  const databaseDir = join(dataDir, 'pglite');
  if (!(await isEmptyOrMissing(databaseDir))) {
    throw new BackupRefused(
      `${databaseDir} already holds a database: restore into a new DATA_DIR, or move the old one aside first.`,
    );
  }
  await mkdir(databaseDir, { recursive: true });
  const tarball = new Blob([new Uint8Array(await readFile(join(fromDir, DATABASE_FILE)))]);
  const pg = await createPglite(databaseDir, tarball);
  try {
    const counts = await countRows(pg);
    if (JSON.stringify(counts) !== JSON.stringify(manifest.counts)) {
      throw new BackupRefused(
        `The restored database does not match its backup: ${JSON.stringify(counts)} instead of ${JSON.stringify(manifest.counts)}.`,
      );
    }
  } finally {
    await pg.close();
  }
  if (manifest.media) await cp(join(fromDir, 'media'), join(dataDir, 'media'), { recursive: true });
  return manifest;
}
