import type { Database } from '../db/database.js';
import { openPostgresDatabase } from '../db/pg-database.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';
import { startTestServer, type TestServer } from './test-server.js';

/** The application name of the server's own connections, to find them in pg_stat_activity. */
export const PROXIED_SERVER_APPLICATION = 'tokri_proxied_test_server';

export interface ProxiedTestServer {
  /** The real server, whose every database connection (pool and LISTEN) goes through `proxy`. */
  server: TestServer;
  proxy: TcpProxy;
  /** The same database without the proxy: for what is not the server (a gateway's books, the test's checks). */
  direct: Database;
  /** Drops every connection the server has open, as a network partition or a failover would, and lets it reconnect. */
  dropConnections(): Promise<void>;
  /** How many of the server's connections wait right now for a lock the backend `holderPid` holds. */
  serverWaitsFor(holderPid: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A test server on the PostgreSQL server (TEST_DB_ENGINE=postgres) whose database connections all pass through
 * a TCP proxy the test can cut. The test database is made through the proxy too (createTestDatabase reads
 * TEST_DATABASE_URL), so the server's pool and its LISTEN connection are the proxy's from the start.
 */
export async function startProxiedTestServer(
  options: Parameters<typeof startTestServer>[0] = {},
): Promise<ProxiedTestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('a proxied test server needs TEST_DATABASE_URL (TEST_DB_ENGINE=postgres)');
  const target = new URL(adminUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const through = new URL(adminUrl);
  through.hostname = '127.0.0.1';
  through.port = String(proxy.port);
  through.searchParams.set('application_name', PROXIED_SERVER_APPLICATION);
  process.env.TEST_DATABASE_URL = through.toString();
  let server: TestServer;
  try {
    server = await startTestServer(options);
  } finally {
    process.env.TEST_DATABASE_URL = adminUrl;
  }
  const straight = new URL(server.database.url!);
  straight.host = target.host;
  straight.searchParams.delete('application_name');
  const direct = await openPostgresDatabase({ connectionString: straight.toString(), maxConnections: 4 });
  let dropping: Promise<void> = Promise.resolve();
  return {
    server,
    proxy,
    direct,
    // Two drops at once (a sequence's "together" step) take turns: otherwise both would listen again on the port.
    dropConnections() {
      const drop = dropping.then(async () => {
        await proxy.cut();
        await proxy.restore();
      });
      dropping = drop.catch(() => undefined);
      return drop;
    },
    async serverWaitsFor(holderPid) {
      const { rows } = await direct.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where application_name = $1 and datname = current_database() and $2::int = any(pg_blocking_pids(pid))`,
        [PROXIED_SERVER_APPLICATION, holderPid],
      );
      return rows[0]!.n;
    },
    async stop() {
      await direct.close();
      // The database is dropped through the proxy it was made through: stopped before the proxy closes.
      await server.stop();
      await proxy.close();
    },
  };
}
