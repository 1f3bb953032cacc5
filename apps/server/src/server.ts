import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type Providers } from './app.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { startJobs } from './jobs/scheduler.js';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Use this database instead of opening one from the config (tests pass their own). */
  db?: Database;
  providers?: Providers;
}

/** Opens the database, migrates, seeds an empty one, and listens. Used by main.ts and by the tests. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  await migrate(db);
  if (config.SEED_DEMO_DATA) await seedDemoData(db);
  const app = await createApp(config, db, options.providers);
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const stopJobs = config.JOBS_ENABLED ? startJobs(db) : () => undefined;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db,
    async close() {
      stopJobs();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.db) await db.close();
    },
  };
}
