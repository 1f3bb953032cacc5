import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR, migrate } from './migrate.js';
import { createPglite, fromPglite } from './pglite-database.js';
import { seedDemoData } from './seed/seed-demo-data.js';

/**
 * The embedded database's first start (ADR 0058): creating an empty PGlite cluster (initdb inside WebAssembly)
 * was most of it, about 4 s of CPU, then migrations and the demo seed. `npm run build` writes the result of
 * all three once, as tarballs next to the compiled server; a first start on an empty data folder unpacks the
 * matching one instead. The key covers the engine's version, every migration and (for the seeded one) the seed
 * code, so a stale tarball is never used; without one the start works as before, only slower. Nothing secret
 * is inside: the auth secret is made at start (after this), and the demo accounts' password is public.
 */
const SNAPSHOT_DIR = fileURLToPath(new URL('../../dist/start-snapshots/', import.meta.url));
const SEED_DIR = fileURLToPath(new URL('./seed/', import.meta.url));

async function filesOf(dir: string, suffix: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith(suffix)).sort();
}

/** The installed engine's version, from its package.json (not exported: found above its entry file). */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    const text = await readFile(join(dir, 'package.json'), 'utf8').catch(() => null);
    const found = text ? (JSON.parse(text) as { name?: string; version?: string }) : null;
    if (found?.name === '@electric-sql/pglite') return found.version ?? '';
    const parent = dirname(dir);
    if (parent === dir) return '';
    dir = parent;
  }
}

async function snapshotFile(seeded: boolean): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await pgliteVersion());
  for (const name of await filesOf(MIGRATIONS_DIR, '.sql'))
    hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  if (seeded) {
    // The seed as it runs here: compiled .js from dist, .ts under tsx.
    const suffix = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    for (const name of await filesOf(SEED_DIR, suffix))
      hash.update(name).update(await readFile(join(SEED_DIR, name)));
  }
  return join(
    SNAPSHOT_DIR,
    `pglite-${seeded ? 'seeded' : 'migrated'}-${hash.digest('hex').slice(0, 16)}.tar`,
  );
}

/** The tarball for this build's schema (and seed), or undefined when none was written. */
export async function startSnapshot(seeded: boolean): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(await snapshotFile(seeded))]);
  } catch {
    return undefined;
  }
}

/** Writes both tarballs: migrated, and migrated with the demo seed (run by `npm run build`). */
export async function writeStartSnapshots(): Promise<string[]> {
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  const written: string[] = [];
  for (const seeded of [false, true]) {
    const pg = await createPglite(undefined);
    const db = fromPglite(pg);
    await migrate(db);
    if (seeded) await seedDemoData(db);
    const tar = await pg.dumpDataDir('none');
    await pg.close();
    const file = await snapshotFile(seeded);
    await writeFile(`${file}.partial`, Buffer.from(await tar.arrayBuffer()));
    await rename(`${file}.partial`, file);
    written.push(file);
  }
  return written;
}
