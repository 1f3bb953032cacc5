/**
 * Soak: two Tokri instances (the production build) on one PostgreSQL database behind Caddy (deploy/Caddyfile),
 * mixed traffic for a bounded time, then one instance stopped with SIGTERM and later one killed with SIGKILL
 * while the traffic goes on. Checks: no failed request in the soak; after the stops, every request answered
 * (retried through the proxy where it was cut off), every 201 checkout one order in the database and no order
 * without a 201, every status change delivered to its customer's socket and to each admin socket (after their
 * reconnects, resumed by event id). Reports RSS and CPU of each instance and p99 per route. bench/README.md.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts.js';
import { freePort } from '../../apps/server/src/test-support/server-process.js';
import { createBenchDatabase } from '../catalog/seed-catalogue.js';
import { ADMIN_URL, adminUrlForDisplay, createLog, envNumber, onCleanup, sleep } from '../shared/harness.js';
import { machineInfo } from '../shared/machine.js';
import { createBenchUsers } from '../shared/users.js';
import { caddyAvailable, type ManagedProcess, processUsage, startCaddy, startInstance } from './instances.js';
import { openRealtimeClient, type RealtimeClient } from './realtime-clients.js';
import { type SoakResult, writeSoakReport } from './report.js';
import { startTraffic } from './traffic.js';

const log = createLog('soak');
const SOAK_SECONDS = envNumber('BENCH_SOAK_SECONDS', 600, 10);
const CUSTOMERS = envNumber('BENCH_SOAK_CUSTOMERS', 24, 1);
const THINK_MS = envNumber('BENCH_SOAK_THINK_MS', 400, 0);
const ADMIN_INTERVAL_MS = envNumber('BENCH_SOAK_ADMIN_INTERVAL_MS', 150, 0);
const FAILOVER_SECONDS = envNumber('BENCH_SOAK_FAILOVER_SECONDS', 15, 5);
const AUTH_SECRET = 'bench-soak-secret-bench-soak-secret-0123456789';
const SEARCH_TERMS = ['apple', 'milk', 'tomato', 'rice', 'onion', 'paneer', 'दूध', 'టమాటా', 'aloo', 'bread'];

export async function main(): Promise<string[]> {
  if (!caddyAvailable()) throw new Error('caddy is not installed: apt-get install -y caddy (Debian package)');
  if (!existsSync(fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url))))
    throw new Error('apps/server/dist is missing: run npm run build first');
  const loadAtStart = loadavg().map((n) => Math.round(n * 100) / 100);
  log(`creating a database on ${adminUrlForDisplay()}`);
  const bench = await createBenchDatabase(ADMIN_URL);
  onCleanup('drop database', () => bench.drop());
  const [portA, portB, proxyPort, adminPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const databaseUrl = new URL(bench.url);
  databaseUrl.searchParams.set('application_name', 'tokri-soak');
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    DATABASE_POOL_SIZE: '10',
    AUTH_SECRET,
    PUBLIC_URL: proxyUrl,
    SEED_DEMO_DATA: 'true',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    ACCESS_TOKEN_TTL_SECONDS: '7200',
  };
  const instances: Record<'A' | 'B', ManagedProcess> = {
    A: await startInstance('A', portA, env),
    B: await startInstance('B', portB, env),
  };
  onCleanup('instances', () =>
    Promise.all(Object.values(instances).map((instance) => instance.stop(10_000))),
  );
  const caddy = await startCaddy(proxyPort, adminPort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);
  onCleanup('caddy', () => caddy.stop(5000));
  log(
    `instances A :${portA} (pid ${instances.A.pid}), B :${portB} (pid ${instances.B.pid}); caddy ${proxyUrl}`,
  );

  const control = await openPostgresDatabase({ connectionString: bench.url, maxConnections: 2 });
  onCleanup('control pool', () => control.close());
  const products = await control.query<{ id: string }>(
    `select id from products p where is_active
        and not exists (select 1 from product_variants v where v.product_id = p.id)
        and not exists (select 1 from stock_lots l where l.product_id = p.id)
      order by id limit 40`,
  );
  const productIds = products.rows.map((row) => row.id);
  // ₹250 each: any one line clears the ₹99 minimum order, whatever its discount.
  await control.query(
    'update products set stock_quantity = 1000000, price_paise = 25000 where id = any($1::uuid[])',
    [productIds],
  );
  const categorySlugs = (await control.query<{ slug: string }>('select slug from categories')).rows.map(
    (row) => row.slug,
  );
  const users = await createBenchUsers(control, {
    prefix: 'soak',
    count: CUSTOMERS,
    authSecret: AUTH_SECRET,
    tokenTtlSeconds: 7200,
  });
  const signIn = await fetch(`${proxyUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin@tokri.in', password: DEMO_PASSWORD }),
  });
  const adminToken = ((await signIn.json()) as { accessToken?: string }).accessToken;
  if (!adminToken) throw new Error(`admin sign-in through the proxy: ${signIn.status}`);

  let phase = 'warm-up';
  const socketCloses: Record<string, number> = {};
  const onClose = () => {
    socketCloses[phase] = (socketCloses[phase] ?? 0) + 1;
  };
  const customerSockets = await Promise.all(
    users.map((user) =>
      openRealtimeClient(proxyUrl, `customer ${user.index}`, user.token, ['orders'], onClose),
    ),
  );
  const adminSockets = await Promise.all(
    [1, 2].map((n) => openRealtimeClient(proxyUrl, `admin ${n}`, adminToken, ['admin_orders'], onClose)),
  );
  const allSockets: RealtimeClient[] = [...customerSockets, ...adminSockets];
  onCleanup('sockets', async () => {
    for (const socket of allSockets) socket.stop();
  });
  log(`${allSockets.length} realtime sockets ready through the proxy`);

  const traffic = startTraffic({
    proxyUrl,
    customers: users.map((user) => ({ index: user.index, token: user.token })),
    adminToken,
    productIds,
    categorySlugs,
    searchTerms: SEARCH_TERMS,
    thinkMs: THINK_MS,
    adminIntervalMs: ADMIN_INTERVAL_MS,
  });
  const setPhase = (name: string) => {
    phase = name;
    traffic.setPhase(name);
    log(`phase ${name}`);
  };
  const usage: SoakResult['usage'] = [];
  const started = performance.now();
  const sample = async (label: string) => {
    const entry: SoakResult['usage'][number] = {
      label,
      seconds: Math.round((performance.now() - started) / 1000),
      phase,
      processes: {},
    };
    for (const [name, process] of [...Object.entries(instances), ['caddy', caddy] as const]) {
      const measured = process.alive() ? await processUsage(process.pid) : null;
      if (measured) entry.processes[name] = { pid: process.pid, ...measured };
    }
    usage.push(entry);
  };
  await sleep(10_000);
  setPhase('soak');
  await sample('soak start');
  const soakEnds = performance.now() + SOAK_SECONDS * 1000;
  while (performance.now() < soakEnds) {
    await sleep(Math.min(30_000, soakEnds - performance.now()));
    await sample(performance.now() >= soakEnds ? 'soak end' : 'during soak');
  }

  const stops: SoakResult['stops'] = [];
  setPhase('SIGTERM B');
  await sleep(3000);
  const term = await instances.B.stop(30_000);
  stops.push({ phase, instance: 'B', how: 'SIGTERM', exitMs: term.ms, exit: `${term.code ?? term.signal}` });
  log(
    `B after SIGTERM (${term.ms} ms, ${term.code ?? term.signal}); its last output:\n${instances.B.output().slice(-3000)}`,
  );
  await sleep(FAILOVER_SECONDS * 1000);
  await sample('B stopped');
  instances.B = await startInstance('B', portB, env);
  await sleep(6000); // Caddy's active health check (every 2 s) puts B back in rotation

  setPhase('kill -9 A');
  await sleep(3000);
  await instances.A.killHard();
  stops.push({ phase, instance: 'A', how: 'SIGKILL', exitMs: 0, exit: 'SIGKILL' });
  await sleep(FAILOVER_SECONDS * 1000);
  await sample('A killed');
  instances.A = await startInstance('A', portA, env);
  await sleep(6000);
  setPhase('after restarts');
  await sleep(5000);
  await sample('end');
  await traffic.stop();

  // Every status change must reach its customer's socket and each admin socket; give the last ones a moment.
  const phases = [...traffic.phases.entries()];
  const changes = phases.flatMap(([, stats]) => stats.statusChanges);
  const missing = () => {
    const lost: string[] = [];
    for (const change of changes) {
      const has = (socket: RealtimeClient) =>
        [...socket.received.values()].some((e) => e.orderId === change.orderId && e.status === change.status);
      if (!has(customerSockets[change.customer]!)) lost.push(`customer ${change.customer} ${change.status}`);
      for (const admin of adminSockets) if (!has(admin)) lost.push(`${admin.label} ${change.status}`);
    }
    return lost;
  };
  for (let i = 0; i < 50 && missing().length > 0; i++) await sleep(200);
  const lostEvents = missing();

  const orderIds = phases.flatMap(([, stats]) => stats.orders.map((order) => order.orderId));
  const inDatabase = await control.query<{ id: string }>(
    'select id from orders where user_id = any($1::uuid[])',
    [users.map((user) => user.userId)],
  );
  const databaseIds = new Set(inDatabase.rows.map((row) => row.id));
  const answeredIds = new Set(orderIds);
  const result: SoakResult = {
    at: new Date().toISOString(),
    settings: { SOAK_SECONDS, CUSTOMERS, THINK_MS, ADMIN_INTERVAL_MS, FAILOVER_SECONDS },
    machine: await machineInfo(control),
    load: { start: loadAtStart, end: loadavg().map((n) => Math.round(n * 100) / 100) },
    phases: phases.map(([name, stats]) => ({ name, ...stats, socketCloses: socketCloses[name] ?? 0 })),
    usage,
    stops,
    orders: {
      answered201: orderIds.length,
      distinctAnswered: answeredIds.size,
      inDatabase: databaseIds.size,
      withoutA201: [...databaseIds].filter((id) => !answeredIds.has(id)).length,
      answeredButMissing: [...answeredIds].filter((id) => !databaseIds.has(id)).length,
    },
    events: {
      statusChanges: changes.length,
      expectedDeliveries: changes.length * (1 + adminSockets.length),
      lost: lostEvents.length,
      lostSamples: lostEvents.slice(0, 10),
      reconnectMs: allSockets.flatMap((socket) => socket.reconnectMs),
      openAtEnd: allSockets.filter((socket) => socket.isReady()).length,
      sockets: allSockets.length,
    },
  };
  await writeSoakReport(result);

  const problems: string[] = [];
  for (const entry of result.phases)
    if (entry.errors > 0)
      problems.push(`${entry.name}: ${entry.errors} failed requests: ${entry.errorSamples.join('; ')}`);
  if (result.orders.answered201 !== result.orders.distinctAnswered)
    problems.push('two 201s returned the same order');
  if (result.orders.withoutA201 > 0)
    problems.push(`${result.orders.withoutA201} orders nobody got a 201 for`);
  if (result.orders.answeredButMissing > 0)
    problems.push(`${result.orders.answeredButMissing} 201s without an order`);
  if (lostEvents.length > 0)
    problems.push(`${lostEvents.length} status events never delivered: ${lostEvents.slice(0, 5)}`);
  if (changes.length === 0) problems.push('no status change was made');
  return problems;
}
