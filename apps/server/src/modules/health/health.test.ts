import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type RunningServer, startServer } from '../../server.js';
import { startTcpProxy, type TcpProxy } from '../../test-support/tcp-proxy.js';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test-support/test-database.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
  return { status: response.status, body: (await response.json()) as any };
}

describe('liveness and readiness (issue 19 item 2)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('when everything is up, then /api/health and /api/ready are 200 and every check is ok', async () => {
    expect(await get(server.url, '/api/health')).toEqual({
      status: 200,
      body: { ok: true, database: testEngine() },
    });
    expect(await get(server.url, '/api/ready')).toEqual({
      status: 200,
      body: { ready: true, draining: false, checks: { database: 'ok', migrations: 'ok', realtime: 'ok' } },
    });
  });

  it('when a shipped migration is not recorded as applied, then /api/ready is 503 naming migrations, and 200 once it is', async () => {
    const { rows } = await server.db.query<{ name: string; checksum: string }>(
      'select name, checksum from schema_migrations order by name desc limit 1',
    );
    const last = rows[0]!;
    await server.db.query('delete from schema_migrations where name = $1', [last.name]);
    try {
      const pending = await get(server.url, '/api/ready');
      expect(pending.status).toBe(503);
      expect(pending.body.checks).toEqual({ database: 'ok', migrations: 'pending', realtime: 'ok' });
      expect((await get(server.url, '/api/health')).status).toBe(200);
    } finally {
      await server.db.query('insert into schema_migrations (name, checksum) values ($1, $2)', [
        last.name,
        last.checksum,
      ]);
    }
    expect((await get(server.url, '/api/ready')).status).toBe(200);
  });
});

describe('SIGTERM with SHUTDOWN_UNREADY_SECONDS (the proxy hears "not ready" before the port closes)', () => {
  it('when the drain starts, then /api/ready is 503 at once while new connections are still answered, and only then the port closes', async () => {
    const server = await startTestServer({ env: { SHUTDOWN_UNREADY_SECONDS: '1' } });
    const started = Date.now();
    const closing = server.stop();
    const ready = await get(server.url, '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.draining).toBe(true);
    // A fresh connection (no keep-alive reuse): the listener is still open during the unready second.
    const fresh = await fetch(`${server.url}/api/health`, { headers: { connection: 'close' } });
    expect(fresh.status).toBe(200);
    await closing;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});

// PGlite lives inside the process: there is no connection to lose. On a PostgreSQL server the server under test
// reaches its database through a TCP proxy the test cuts, as a partition or a database restart would.
describe.runIf(testEngine() === 'postgres')('readiness while the database is unreachable', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    server = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: proxied.toString(),
        SEED_DEMO_DATA: 'false',
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        JOBS_ENABLED: 'false',
        WEB_DIST_DIR: '/nonexistent',
      }),
    );
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await server?.close();
    await proxy?.close();
    await database?.dispose();
  });

  it('when the database goes away, then /api/ready is 503 naming the database and the LISTEN connection while /api/health stays 200; when it comes back, then ready is 200 again', async () => {
    expect((await get(server.url, '/api/ready')).status).toBe(200);
    await proxy.cut();
    await expect
      .poll(async () => (await get(server.url, '/api/ready')).body.checks, { timeout: 10_000, interval: 100 })
      .toEqual({ database: 'failed', migrations: 'unknown', realtime: 'disconnected' });
    const down = await get(server.url, '/api/ready');
    expect(down.status).toBe(503);
    expect(down.body.ready).toBe(false);
    expect(await get(server.url, '/api/health')).toEqual({
      status: 200,
      body: { ok: true, database: 'postgres' },
    });
    await proxy.restore();
    // The pool reconnects on the next statement; the LISTEN connection on its backoff (at most a few seconds here).
    await expect
      .poll(async () => (await get(server.url, '/api/ready')).status, { timeout: 20_000, interval: 200 })
      .toBe(200);
    expect((await get(server.url, '/api/ready')).body.checks).toEqual({
      database: 'ok',
      migrations: 'ok',
      realtime: 'ok',
    });
  });
});
