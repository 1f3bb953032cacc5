import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, type Providers } from './app.js';
import { systemClock } from './clock.js';
import type { Config } from './config.js';
import { onClock } from './db/clocked-database.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { capConnectionsPerIp } from './http/connection-cap.js';
import { countRequestsInFlight } from './http/requests-in-flight.js';
import type { JobDeps } from './jobs/job-runner.js';
import { startJobs } from './jobs/scheduler.js';
import { logger, setLogLevel } from './logger.js';
import { instrumentDatabase } from './metrics/instrument-database.js';
import type { RealtimeHub } from './modules/realtime/realtime-hub.js';
import { attachRealtimeSockets } from './modules/realtime/realtime-sockets.js';
import type { RiderPositionRelay } from './modules/rider-location/rider-position-relay.js';

export interface RunningServer {
  url: string;
  port: number;
  /** The Hono app itself, so tests can list its routes (see reliability/route-table.ts). */
  app: Hono;
  db: Database;
  hub: RealtimeHub;
  /** Riders' positions to this instance's sockets (issue 14). */
  riderPositions: RiderPositionRelay;
  jobs: JobDeps;
  /**
   * Drains and stops (SIGTERM, ADR 0061): /api/ready 503 at once, no new connections, realtime sockets told to
   * reconnect elsewhere (1012), in-flight requests and jobs finished within the grace period, unstarted job leases
   * handed back, the pool closed. Resolves with how many requests were still running when the grace ran out.
   */
  close(): Promise<{ cutRequests: number }>;
}

export interface StartOptions {
  /** Use this database instead of opening one from the config (tests pass their own). */
  db?: Database;
  providers?: Providers;
}

/** Opens the database, migrates, seeds an empty one, and listens. Used by main.ts and by the tests. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  setLogLevel(config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info'));
  const opened =
    options.db ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      seedDemoData: config.SEED_DEMO_DATA,
    }));
  const instrumented = instrumentDatabase(opened);
  await migrate(instrumented);
  // Everything the app runs reads the time from the injected clock, its SQL too (ADR 0073).
  const db = onClock(instrumented, options.providers?.clock ?? systemClock);
  if (config.SEED_DEMO_DATA) await seedDemoData(db);
  const { app, auth, hub, searchCache, riderPositions, jobs, lifecycle } = await createApp(
    config,
    db,
    options.providers,
  );
  await hub.start();
  await searchCache.start();
  await riderPositions.start();
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const inFlight = countRequestsInFlight(server as Server);
  capConnectionsPerIp(server as Server, config.MAX_CONNECTIONS_PER_IP ?? (config.TRUST_PROXY ? 0 : 256));
  // A request (headers and body) must arrive within a minute: a trickled body cannot hold a connection for long.
  (server as Server).requestTimeout = 60_000;
  const sockets = await attachRealtimeSockets(server as Server, hub, auth, {
    db,
    sessionRecheckMs: config.REALTIME_SESSION_RECHECK_SECONDS * 1000,
    volatile: riderPositions,
  });
  const stopJobs = config.JOBS_ENABLED ? startJobs(db, jobs) : async () => undefined;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    app,
    db,
    hub,
    riderPositions,
    jobs,
    async close() {
      lifecycle.draining = true;
      // Unready but still listening: a proxy that checks /api/ready every few seconds stops sending here before
      // the port closes. Closing at once left it dialling a closed port, and a proxy that cannot resend a request
      // body it already read (Caddy 2.6) answered those POSTs 503 (bench/results/soak-postgres.md).
      if (config.shutdownUnreadySeconds > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.shutdownUnreadySeconds * 1000));
      }
      const deadline = Date.now() + config.SHUTDOWN_GRACE_SECONDS * 1000;
      // Stop listening, but leave open connections alone: a request already on its way in one is answered
      // (with `Connection: close`), not reset as Node's close() would do to a connection it thinks idle.
      const http = server as Server;
      http.closeIdleConnections = () => undefined;
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      await sockets.close();
      await Promise.all([stopJobs(), inFlight.drained(deadline)]);
      const cutRequests = inFlight.count();
      if (cutRequests > 0) log.warn({ cutRequests }, 'grace period over: cutting requests still running');
      http.closeAllConnections();
      await closed;
      await hub.stop();
      await searchCache.stop();
      await riderPositions.stop();
      if (!options.db) await opened.close();
      return { cutRequests };
    },
  };
}

const log = logger.child({ module: 'server' });
