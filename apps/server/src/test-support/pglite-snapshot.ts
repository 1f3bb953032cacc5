import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR, migrate } from '../db/migrate.js';
import { createPglite, fromPglite } from '../db/pglite-database.js';

const NODE_MODULES = new URL('../../../../node_modules/', import.meta.url);
const CACHE_DIR = fileURLToPath(new URL('.cache/tokri-test/', NODE_MODULES));

/** Changes whenever a migration or the engine does, so a stale snapshot is never loaded. */
async function schemaKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await readFile(new URL('@electric-sql/pglite/package.json', NODE_MODULES), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const name of (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort()) {
    hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A freshly migrated PGlite data directory as a tarball, built once per schema and shared by every test file
 * (and worker) through a file: loading it takes a third of the time of starting an empty engine and migrating,
 * and the server tests open about a hundred databases per run.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = join(CACHE_DIR, `pglite-${await schemaKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pg = await createPglite(undefined);
    await migrate(fromPglite(pg));
    const snapshot = await pg.dumpDataDir('none');
    await pg.close();
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside then renamed: a worker reading at the same moment sees the whole file or none.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
    return snapshot;
  }
}
