import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { BackupRefused, backupEmbedded, restoreEmbedded } from './embedded-backup.js';

const USAGE = `npm run backup -- [--to FOLDER]     back up DATA_DIR's embedded database and photos (server stopped)
npm run restore -- --from FOLDER    restore a backup into DATA_DIR, which must hold no database yet
On a PostgreSQL server (DATABASE_URL) use pg_dump and point-in-time recovery instead: docs/backup.md.`;

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/** `npm run backup` and `npm run restore` (ADR 0065): one entry, the command named as the first argument. */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { to: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new BackupRefused(
      'DATABASE_URL is set: back up the PostgreSQL server with pg_dump (docs/backup.md).',
    );
  }
  if (command === 'backup') {
    const to = resolve(values.to ?? resolve(config.DATA_DIR, '..', 'backups', `tokri-${stamp()}`));
    const manifest = await backupEmbedded(config.DATA_DIR, to);
    console.log(`Backed up ${config.DATA_DIR} to ${to}: ${JSON.stringify(manifest.counts)}`);
    return;
  }
  if (!values.from) throw new BackupRefused(`restore needs --from FOLDER\n${USAGE}`);
  const manifest = await restoreEmbedded(resolve(values.from), config.DATA_DIR);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.DATA_DIR}; every row is there: ${JSON.stringify(manifest.counts)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
