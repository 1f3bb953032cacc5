/**
 * Realtime benchmark: order status changes made through the admin HTTP endpoint, delivered over WebSockets.
 * Phase 1: one instance, 5,000 sockets (customers with several devices each, plus an admin feed socket),
 * changes at a steady rate → delivered/expected and commit-to-client latency.
 * Phase 2: a second instance (its own pool, same database), the sockets split across both, changes through the
 * first → every client of both receives them. See bench/README.md.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts.js';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo-data.js';
import { type RunningServer, startServer } from '../../apps/server/src/server.js';
import { ADDRESS } from '../../apps/server/src/test-support/shop-fixtures.js';
import { type CpuSampler, createCpuSampler } from '../catalog/cpu-sampler.js';
import { createBenchDatabase } from '../catalog/seed-catalogue.js';
import { type ChildHandle, startChild } from '../shared/child.js';
import { ADMIN_URL, adminUrlForDisplay, createLog, envNumber, onCleanup } from '../shared/harness.js';
import { createHttpClient } from '../shared/http-client.js';
import { machineInfo, percentiles, rssMiB } from '../shared/machine.js';
import { startWaitSampler } from '../shared/pg-waits.js';
import { type BenchUser, createBenchUsers, refillCarts } from '../shared/users.js';
import {
  type GroupResult,
  type PhaseResult,
  type RealtimeReport,
  targetsFor,
  writeRealtimeReport,
} from './report.js';
import type { CollectedSocket, SocketSpec } from './socket-clients.js';

const SOCKETS = envNumber('BENCH_REALTIME_SOCKETS', 5000, 10);
const PER_CUSTOMER = envNumber('BENCH_REALTIME_SOCKETS_PER_CUSTOMER', 10, 1);
const RATE = envNumber('BENCH_REALTIME_RATE', 20, 1);
const SECONDS = envNumber('BENCH_REALTIME_SECONDS', 15, 1);
const CONNECT_CONCURRENCY = 250;
const POOL_SIZE = 20;
const AUTH_SECRET = 'tokri-benchmark-auth-secret-not-for-production-48';
const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));
const WALK = ['confirmed', 'preparing', 'out_for_delivery', 'delivered'] as const;
const ADMIN = { identifier: 'admin@tokri.in', password: DEMO_PASSWORD };

const log = createLog('realtime');

export function tokriConfig(databaseUrl: string) {
  return loadConfig({
    NODE_ENV: 'production',
    // One user and one address stand in for thousands of customers: no general API rate limit (ADR 0063).
    RATE_LIMIT_ENABLED: 'false',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    // The load comes from one address standing in for thousands of customers: no per-address connection cap.
    MAX_CONNECTIONS_PER_IP: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    SEED_DEMO_DATA: 'false',
    AUTH_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    WEB_DIST_DIR: fileURLToPath(new URL('../.no-web-dist/', import.meta.url)),
  });
}

/** The soft limit on open files of this process (sockets count): every socket is a file descriptor here. */
export async function openFilesLimit(): Promise<number | null> {
  try {
    const limits = await readFile('/proc/self/limits', 'utf8');
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
    if (!match) return null;
    return match[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(match[1]);
  } catch {
    return null;
  }
}

interface Change {
  orderId: string;
  customer: number;
  status: (typeof WALK)[number];
}

/** Each order walks confirmed → preparing → out_for_delivery → delivered; orders take turns, so one order's
 * steps are (orders ÷ rate) seconds apart. */
function schedule(orders: { orderId: string; customer: number }[], count: number): Change[] {
  return Array.from({ length: count }, (_, k) => {
    const order = orders[k % orders.length]!;
    return { ...order, status: WALK[Math.floor(k / orders.length)]! };
  });
}

/** Places one order for each of these customers through the real checkout. */
async function placeOrders(server: RunningServer, customers: { user: BenchUser; index: number }[]) {
  const client = createHttpClient(server.url, 10);
  const placed: { orderId: string; customer: number }[] = [];
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < customers.length) {
          const { user, index } = customers[next++]!;
          const answer = await client.request({
            method: 'POST',
            path: '/api/checkout',
            headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': `realtime-order-${index}` },
            body: JSON.stringify({ address: ADDRESS, paymentMethod: 'cod' }),
          });
          if (answer.status !== 201)
            throw new Error(`checkout for customer ${index}: ${answer.status} ${answer.text}`);
          placed.push({
            orderId: (JSON.parse(answer.text) as { order: { id: string } }).order.id,
            customer: index,
          });
        }
      }),
    );
  } finally {
    client.close();
  }
  const byCustomer = new Map(placed.map((order) => [order.customer, order]));
  return customers.map(({ index }) => byCustomer.get(index)!);
}

export async function signInAdmin(server: RunningServer): Promise<string> {
  const client = createHttpClient(server.url, 1);
  try {
    const answer = await client.request({
      method: 'POST',
      path: '/api/auth/sign-in',
      body: JSON.stringify(ADMIN),
    });
    const token = (JSON.parse(answer.text) as { accessToken?: string }).accessToken;
    if (answer.status !== 200 || !token) throw new Error(`admin sign-in: ${answer.status} ${answer.text}`);
    return token;
  } finally {
    client.close();
  }
}

interface PhaseSetup {
  name: string;
  instances: Record<string, RunningServer>;
  sockets: SocketSpec[];
  changes: Change[];
}

/** Connects the sockets, drives the changes through instance A at RATE per second, and collects. */
async function runPhase(
  phase: PhaseSetup,
  child: ChildHandle,
  adminToken: string,
  sampler: CpuSampler,
  monitor: pg.Pool,
  database: string,
): Promise<PhaseResult> {
  const urls = Object.fromEntries(
    Object.entries(phase.instances).map(([group, server]) => [group, server.url]),
  );
  global.gc?.();
  const memoryBefore = process.memoryUsage();
  const rssBefore = memoryBefore.rss;
  const connectBefore = await sampler.snapshot();
  log(`${phase.name}: opening ${phase.sockets.length} sockets on ${Object.keys(urls).join(' + ')}`);
  const connected = await child.call<{ opened: number; failed: number; failures: string[]; seconds: number }>(
    'connect',
    { urls, sockets: phase.sockets, concurrency: CONNECT_CONCURRENCY },
    180_000,
  );
  const connectCpu = await sampler.since(connectBefore);
  log(`  ${connected.opened} open and subscribed in ${connected.seconds} s, ${connected.failed} failed`);
  if (connected.failed > 0)
    throw new Error(`${connected.failed} sockets failed: ${connected.failures.join('; ')}`);
  const subscribers = Object.fromEntries(
    Object.entries(phase.instances).map(([group, server]) => [group, server.hub.size]),
  );
  // Settle (the last auth lookups, GC), then start from a clean slate.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  global.gc?.();
  const memoryConnected = process.memoryUsage();
  const rssConnected = memoryConnected.rss;
  const heap = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external;
  await child.call('reset', null, 30_000);

  const driver = createHttpClient(phase.instances.A!.url, 16);
  const patches: { status: number; ms: number; text: string }[] = new Array(phase.changes.length);
  let peakRss = process.memoryUsage().rss;
  const rssTimer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 250);
  const interval = 1000 / RATE;
  const loadAverage1m = Math.round(loadavg()[0]! * 100) / 100;
  const cpuBefore = await sampler.snapshot();
  const waits = startWaitSampler(monitor, database, 50);
  const eluBefore = performance.eventLoopUtilization();
  const started = performance.now();
  log(`  ${phase.changes.length} status changes at ${RATE}/s through instance A`);
  const inFlight: Promise<void>[] = [];
  let late = 0;
  for (const [k, change] of phase.changes.entries()) {
    const wait = started + k * interval - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    else if (wait < -interval) late++;
    inFlight.push(
      driver
        .request({
          method: 'PATCH',
          path: `/api/admin/orders/${change.orderId}/status`,
          headers: { authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({ status: change.status }),
        })
        .then(
          (answer) => {
            patches[k] = {
              status: answer.status,
              ms: answer.ms,
              text: answer.status === 200 ? '' : answer.text,
            };
          },
          (error: unknown) => {
            patches[k] = { status: 0, ms: 0, text: String(error) };
          },
        ),
    );
  }
  await Promise.all(inFlight);
  const driveSeconds = (performance.now() - started) / 1000;
  const elu = performance.eventLoopUtilization(eluBefore).utilization;
  const cpu = await sampler.since(cpuBefore);
  const waitProfile = await waits.stop();
  driver.close();

  // Expected deliveries: every socket of the order's customer, and every admin-feed socket.
  const sockets = phase.sockets;
  const admins = sockets.filter((s) => s.kind === 'admin').length;
  const perCustomer = new Map<number, number>();
  for (const s of sockets)
    if (s.kind === 'customer') perCustomer.set(s.customer, (perCustomer.get(s.customer) ?? 0) + 1);
  // Only changes the server accepted can be delivered.
  const okChanges = phase.changes.filter((_, i) => patches[i]?.status === 200);
  const expectedTotal = okChanges.reduce(
    (sum, change) => sum + (perCustomer.get(change.customer) ?? 0) + admins,
    0,
  );
  const drainStarted = performance.now();
  while (performance.now() - drainStarted < 5000) {
    if ((await child.call<number>('received', null, 30_000)) >= expectedTotal) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  clearInterval(rssTimer);
  const collected = await child.call<{ sockets: CollectedSocket[]; open: number; notifications: number }>(
    'collect',
    null,
    60_000,
  );
  const childRss = await rssMiB(child.pid);
  await child.call('closeAll', null, 60_000);

  const okPatch = patches.filter((p) => p.status === 200).length;
  const changeKey = (orderId: string | null, status: string | null) => `${orderId}:${status}`;
  const changesByCustomer = new Map<number, Set<string>>();
  const allKeys = new Set<string>();
  for (const change of okChanges) {
    const key = changeKey(change.orderId, change.status);
    allKeys.add(key);
    changesByCustomer.set(change.customer, (changesByCustomer.get(change.customer) ?? new Set()).add(key));
  }
  const groups = new Map<string, GroupResult & { commit: number[]; fromAt: number[] }>();
  const groupOf = (name: string) => {
    let group = groups.get(name);
    if (!group) {
      group = {
        instance: name,
        sockets: sockets.filter((s) => s.group === name).length,
        subscribers: subscribers[name] ?? 0,
        expected: 0,
        delivered: 0,
        duplicates: 0,
        unexpected: 0,
        commitToClientMs: percentiles([]),
        eventAtToClientMs: percentiles([]),
        missingNotify: 0,
        commit: [],
        fromAt: [],
      };
      groups.set(name, group);
    }
    return group;
  };
  for (const name of Object.keys(phase.instances)) groupOf(name);
  for (const spec of sockets) {
    const group = groupOf(spec.group);
    group.expected +=
      spec.kind === 'admin' ? allKeys.size : (changesByCustomer.get(spec.customer)?.size ?? 0);
  }
  for (const socket of collected.sockets) {
    const group = groupOf(socket.group);
    const wanted =
      socket.kind === 'admin' ? allKeys : (changesByCustomer.get(socket.customer) ?? new Set<string>());
    const seen = new Set<string>();
    for (const [orderId, status, , commitMs, atMs] of socket.events) {
      const key = changeKey(orderId, status);
      if (!wanted.has(key)) {
        group.unexpected++;
        continue;
      }
      if (seen.has(key)) {
        group.duplicates++;
        continue;
      }
      seen.add(key);
      group.delivered++;
      if (commitMs === null) group.missingNotify++;
      else group.commit.push(commitMs);
      group.fromAt.push(atMs);
    }
  }
  const results: GroupResult[] = [...groups.values()].map(({ commit, fromAt, ...group }) => ({
    ...group,
    commitToClientMs: percentiles(commit),
    eventAtToClientMs: percentiles(fromAt),
  }));
  const all = [...groups.values()];
  return {
    name: phase.name,
    instances: Object.keys(phase.instances).length,
    sockets: sockets.length,
    customers: perCustomer.size,
    adminSockets: admins,
    connect: { seconds: connected.seconds, failed: connected.failed, cpu: connectCpu },
    changes: phase.changes.length,
    ratePerSecond: RATE,
    driveSeconds: Math.round(driveSeconds * 10) / 10,
    patchesOk: okPatch,
    patchStatuses: Object.fromEntries(
      [...new Set(patches.map((p) => p.status))].map((status) => [
        String(status),
        patches.filter((p) => p.status === status).length,
      ]),
    ),
    patchErrors: patches
      .filter((p) => p.status !== 200)
      .slice(0, 3)
      .map((p) => `${p.status} ${p.text.slice(0, 200)}`),
    patchLatencyMs: percentiles(patches.filter((p) => p.status === 200).map((p) => p.ms)),
    lateSends: late,
    groups: results,
    overall: {
      expected: all.reduce((sum, g) => sum + g.expected, 0),
      delivered: all.reduce((sum, g) => sum + g.delivered, 0),
      commitToClientMs: percentiles(all.flatMap((g) => g.commit)),
      eventAtToClientMs: percentiles(all.flatMap((g) => g.fromAt)),
    },
    cpu,
    eventLoopUtilization: Math.round(elu * 100) / 100,
    waits: waitProfile,
    loadAverage1m,
    memory: {
      serverRssBeforeMiB: Math.round(rssBefore / 2 ** 20),
      serverRssConnectedMiB: Math.round(rssConnected / 2 ** 20),
      serverRssPeakMiB: Math.round(peakRss / 2 ** 20),
      perSocketKiB: Math.round(((rssConnected - rssBefore) / 1024 / sockets.length) * 10) / 10,
      heapBeforeMiB: Math.round(heap(memoryBefore) / 2 ** 20),
      heapConnectedMiB: Math.round(heap(memoryConnected) / 2 ** 20),
      heapPerSocketKiB:
        Math.round(((heap(memoryConnected) - heap(memoryBefore)) / 1024 / sockets.length) * 10) / 10,
      clientsRssMiB: childRss,
    },
  };
}

export async function main(): Promise<string[]> {
  const startedAt = new Date().toISOString();
  const limit = await openFilesLimit();
  // This process holds the servers' end of every socket, plus the database connections and files.
  if (limit !== null && limit < SOCKETS + 1000) {
    return [
      `the open-files limit is ${limit}, too low for ${SOCKETS} WebSockets (each is a file descriptor in the server process and in the client process). Raise it (\`ulimit -n ${SOCKETS + 2000}\` in this shell, or LimitNOFILE for a service) or run fewer: BENCH_REALTIME_SOCKETS=${Math.max(10, limit - 1000)}.`,
    ];
  }
  const customerCount = Math.ceil(SOCKETS / PER_CUSTOMER);
  const changesPerPhase = RATE * SECONDS;
  const ordersPerPhase = Math.ceil(changesPerPhase / WALK.length);
  if (ordersPerPhase * 2 > customerCount)
    return [
      `${SOCKETS} sockets (${customerCount} customers) are too few for ${changesPerPhase} changes per phase: each phase needs ${ordersPerPhase} customers with an order`,
    ];

  log(`creating a database on ${adminUrlForDisplay()}`);
  const bench = await createBenchDatabase(ADMIN_URL);
  onCleanup('drop database', async () => {
    await bench.drop();
    log(`dropped database ${bench.name}`);
  });
  const control: Database = await openPostgresDatabase({ connectionString: bench.url, maxConnections: 4 });
  onCleanup('control pool', () => control.close());
  const setupStarted = performance.now();
  await migrate(control);
  await seedDemoData(control);
  const customers = await createBenchUsers(control, {
    prefix: 'watcher',
    count: customerCount,
    authSecret: AUTH_SECRET,
    tokenTtlSeconds: 3600,
  });
  // Phase 1 orders go to customers spread over the whole range, phase 2 orders to their neighbours.
  const picks = Array.from({ length: ordersPerPhase }, (_, j) =>
    Math.floor((j * customerCount) / ordersPerPhase),
  );
  const phaseCustomers = [picks, picks.map((index) => index + 1)];
  const { rows: products } = await control.query<{ id: string }>(
    `select id from products where is_active and stock_quantity >= 100 and final_price_paise >= 10000 order by slug limit 1`,
  );
  const productId = products[0]?.id;
  if (!productId) throw new Error('no demo product priced ≥ ₹100 with stock');
  await control.query('delete from stock_lots where product_id = $1', [productId]);
  await control.query('update products set stock_quantity = 1000000 where id = $1', [productId]);
  await refillCarts(
    control,
    phaseCustomers.flat().map((index) => ({ userId: customers[index]!.userId, productId, quantity: 1 })),
  );
  await control.exec('vacuum analyze');

  const serverA = await startServer(tokriConfig(bench.url));
  onCleanup('instance A close', () => serverA.close());
  log(`instance A at ${serverA.url}`);
  const adminToken = await signInAdmin(serverA);
  const orders = await Promise.all(
    phaseCustomers.map((list) =>
      placeOrders(
        serverA,
        list.map((index) => ({ user: customers[index]!, index })),
      ),
    ),
  );
  const setupSeconds = Math.round((performance.now() - setupStarted) / 100) / 10;
  log(`seeded the shop, ${customerCount} customers and ${orders.flat().length} orders in ${setupSeconds} s`);

  const child = await startChild(new URL('./socket-clients.ts', import.meta.url));
  onCleanup('socket clients', async () => {
    await child.call('stop', null, 30_000).catch(() => undefined);
    await child.close();
  });
  await child.call('listen', { databaseUrl: bench.url }, 30_000);
  const monitor = new pg.Pool({ connectionString: ADMIN_URL, max: 1 });
  monitor.on('error', () => undefined);
  onCleanup('monitor pool end', () => monitor.end());
  const sampler = createCpuSampler(
    async () => {
      const { rows } = await monitor.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1',
        [bench.name],
      );
      return rows.map((row) => row.pid);
    },
    () => [child.pid],
  );

  const customerSockets = (group: (socket: number) => string): SocketSpec[] =>
    customers
      .flatMap((user, customer) =>
        Array.from({ length: PER_CUSTOMER }, (_, socket) => ({
          group: group(customer * PER_CUSTOMER + socket),
          kind: 'customer' as const,
          customer,
          token: user.token,
          topics: ['orders'],
        })),
      )
      .slice(0, SOCKETS);
  const adminSocket = (group: string): SocketSpec => ({
    group,
    kind: 'admin',
    customer: -1,
    token: adminToken,
    topics: ['admin_orders'],
  });

  const phases: PhaseResult[] = [];
  phases.push(
    await runPhase(
      {
        name: 'one instance',
        instances: { A: serverA },
        sockets: [...customerSockets(() => 'A'), adminSocket('A')],
        changes: schedule(orders[0]!, changesPerPhase),
      },
      child,
      adminToken,
      sampler,
      monitor,
      bench.name,
    ),
  );
  logPhase(phases[0]!);

  const serverB = await startServer(tokriConfig(bench.url));
  onCleanup('instance B close', () => serverB.close());
  log(`instance B at ${serverB.url} (own pool, same database)`);
  phases.push(
    await runPhase(
      {
        name: 'two instances',
        instances: { A: serverA, B: serverB },
        sockets: [...customerSockets((n) => (n % 2 === 0 ? 'A' : 'B')), adminSocket('A'), adminSocket('B')],
        changes: schedule(orders[1]!, changesPerPhase),
      },
      child,
      adminToken,
      sampler,
      monitor,
      bench.name,
    ),
  );
  logPhase(phases[1]!);

  const report: RealtimeReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await machineInfo(control),
    settings: {
      sockets: SOCKETS,
      socketsPerCustomer: PER_CUSTOMER,
      customers: customerCount,
      ratePerSecond: RATE,
      seconds: SECONDS,
      poolSize: POOL_SIZE,
      openFilesLimit: limit === null ? null : Number.isFinite(limit) ? limit : 'unlimited',
      setupSeconds,
    },
    phases,
    targets: targetsFor(phases),
    notes: [],
    failures: phases.flatMap((phase) => {
      const problems: string[] = [];
      if (phase.patchesOk !== phase.changes)
        problems.push(
          `${phase.name}: ${phase.changes - phase.patchesOk} status changes failed (${phase.patchErrors.join('; ')})`,
        );
      for (const group of phase.groups) {
        if (group.delivered !== group.expected)
          problems.push(
            `${phase.name}: instance ${group.instance} delivered ${group.delivered} of ${group.expected}`,
          );
        if (group.unexpected > 0)
          problems.push(
            `${phase.name}: instance ${group.instance} sent ${group.unexpected} events to sockets that should not see them`,
          );
        if (group.duplicates > 0)
          problems.push(
            `${phase.name}: instance ${group.instance} sent ${group.duplicates} duplicate events`,
          );
      }
      return problems;
    }),
  };
  const files = await writeRealtimeReport(RESULTS_DIR, report);
  log(`wrote ${files.join(', ')}`);
  for (const target of report.targets)
    log(`${target.pass ? 'PASS' : 'MISS'} ${target.name}: ${target.actual}`);
  return report.failures;
}

function logPhase(phase: PhaseResult) {
  for (const group of phase.groups) {
    log(
      `  instance ${group.instance}: ${group.delivered}/${group.expected} delivered, commit→client p50 ${group.commitToClientMs.p50} ms, p99 ${group.commitToClientMs.p99} ms, max ${group.commitToClientMs.max} ms`,
    );
  }
  log(
    `  PATCH p50 ${phase.patchLatencyMs.p50} ms, p99 ${phase.patchLatencyMs.p99} ms; server RSS ${phase.memory.serverRssConnectedMiB} MiB with sockets, JS heap +${phase.memory.heapPerSocketKiB} KiB/socket; CPU node ${phase.cpu.nodeMs} ms, postgres ${phase.cpu.postgresMs} ms, clients ${phase.cpu.loadGeneratorMs} ms; other programs ${phase.cpu.otherPercent}%`,
  );
}
