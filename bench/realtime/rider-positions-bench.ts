/**
 * The live-location figure of issue 14: 500 riders each posting a point every 5 s (100 points/s) to one
 * instance while 5,000 customers hold sockets (500 of them have an order out for delivery with one of the
 * riders, the rest are just connected) and an admin watches every rider. Measured: rider POST sent → that
 * point's `rider_position` received on the customer's socket, on one clock (rider-clients.ts). See
 * bench/README.md.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo-data.js';
import { startServer } from '../../apps/server/src/server.js';
import { createCpuSampler } from '../catalog/cpu-sampler.js';
import { DISTURBED_PERCENT } from '../catalog/report.js';
import { createBenchDatabase } from '../catalog/seed-catalogue.js';
import { startChild } from '../shared/child.js';
import { ADMIN_URL, adminUrlForDisplay, createLog, envNumber, onCleanup, sleep } from '../shared/harness.js';
import { machineInfo, percentiles } from '../shared/machine.js';
import { startWaitSampler } from '../shared/pg-waits.js';
import { createBenchUsers } from '../shared/users.js';
import { openFilesLimit, signInAdmin, tokriConfig } from './realtime-bench.js';
import type { RiderSpec, WatcherSpec } from './rider-clients.js';
import { type RiderPositionsReport, writeRiderPositionsSection } from './rider-positions-report.js';

const RIDERS = envNumber('BENCH_RIDERS', 500, 1);
const CUSTOMERS = envNumber('BENCH_RIDER_WATCHERS', 5000, 1);
const INTERVAL_MS = envNumber('BENCH_RIDER_INTERVAL_MS', 5000, 100);
const SECONDS = envNumber('BENCH_RIDER_SECONDS', 60, 5);
const POOL_SIZE = 20;
const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));
/** Bengaluru: doors spread over about 10 km. */
const CENTRE = { lat: 12.9716, lng: 77.5946 };

const log = createLog('realtime-riders');

export async function main(): Promise<string[]> {
  const startedAt = new Date().toISOString();
  const limit = await openFilesLimit();
  if (limit !== null && limit < CUSTOMERS + RIDERS + 1000)
    return [
      `the open-files limit is ${limit}, too low for ${CUSTOMERS} sockets; raise it (ulimit -n) or set BENCH_RIDER_WATCHERS lower`,
    ];
  if (RIDERS > CUSTOMERS)
    return ['each rider carries one customer’s order: BENCH_RIDERS must be ≤ BENCH_RIDER_WATCHERS'];

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
  const config = tokriConfig(bench.url);
  const customers = await createBenchUsers(control, {
    prefix: 'watcher',
    count: CUSTOMERS,
    authSecret: config.AUTH_SECRET!,
    tokenTtlSeconds: 3600,
  });
  const riders = await createBenchUsers(control, {
    prefix: 'rider',
    count: RIDERS,
    authSecret: config.AUTH_SECRET!,
    tokenTtlSeconds: 3600,
  });
  // Riders are delivery partners by their address (the delivery domain) and have an online rider row.
  await control.query(
    `update users set email = replace(email, '@bench.tokri.in', '@delivery.tokri.in')
      where id = any($1::uuid[])`,
    [riders.map((rider) => rider.userId)],
  );
  const { rows: riderRows } = await control.query<{ id: string; user_id: string }>(
    `insert into delivery_agents (user_id, full_name, is_online, online_since)
     select u, 'Bench Rider ' || n, true, now() from unnest($1::uuid[]) with ordinality as t(u, n)
     returning id, user_id`,
    [riders.map((rider) => rider.userId)],
  );
  const riderIdOf = new Map(riderRows.map((row) => [row.user_id, row.id]));
  // Customer i (i < riders) has an order out for delivery with rider i, to a door spread around the centre.
  const doors = riders.map((_, i) => ({
    lat: CENTRE.lat + (((i * 37) % 100) - 50) / 1000,
    lng: CENTRE.lng + (((i * 61) % 100) - 50) / 1000,
  }));
  const { rows: orderRows } = await control.query<{ id: string; user_id: string }>(
    `insert into orders (user_id, status, payment_status, subtotal_paise, total_paise, rider_id, delivery_address,
                         out_for_delivery_at)
     select o.user_id, 'out_for_delivery', 'pending', 20000, 20000, o.rider_id,
            jsonb_build_object('house', '12', 'area', 'Indiranagar', 'city', 'Bengaluru', 'pincode', '560038',
                               'lat', o.lat, 'lng', o.lng), now()
       from jsonb_to_recordset($1::jsonb) as o(user_id uuid, rider_id uuid, lat float8, lng float8)
     returning id, user_id`,
    [
      JSON.stringify(
        riders.map((rider, i) => ({
          user_id: customers[i]!.userId,
          rider_id: riderIdOf.get(rider.userId),
          lat: doors[i]!.lat,
          lng: doors[i]!.lng,
        })),
      ),
    ],
  );
  const orderOf = new Map(orderRows.map((row) => [row.user_id, row.id]));
  await control.exec('vacuum analyze');
  const setupSeconds = Math.round((performance.now() - setupStarted) / 100) / 10;
  log(
    `${CUSTOMERS} customers, ${RIDERS} online riders each with an order out for delivery, in ${setupSeconds} s`,
  );

  const server = await startServer(config);
  onCleanup('instance close', () => server.close());
  log(`instance at ${server.url}`);
  const adminToken = await signInAdmin(server);

  const child = await startChild(new URL('./rider-clients.ts', import.meta.url));
  onCleanup('rider clients', async () => {
    await child.call('stop', null, 30_000).catch(() => undefined);
    await child.close();
  });
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

  const watchers: WatcherSpec[] = [
    ...customers.map((customer) => ({ kind: 'customer' as const, token: customer.token })),
    { kind: 'admin', token: adminToken },
  ];
  log(`opening ${watchers.length} sockets`);
  const connected = await child.call<{ opened: number; failed: number; failures: string[]; seconds: number }>(
    'connect',
    { url: server.url, watchers, concurrency: 250 },
    240_000,
  );
  log(`  ${connected.opened} open and subscribed in ${connected.seconds} s, ${connected.failed} failed`);
  if (connected.failed > 0)
    throw new Error(`${connected.failed} sockets failed: ${connected.failures.join('; ')}`);
  const relayed = server.riderPositions.size;
  await sleep(2000);
  global.gc?.();

  const riderSpecs: RiderSpec[] = riders.map((rider, i) => ({
    token: rider.token,
    orderId: orderOf.get(customers[i]!.userId)!,
    door: doors[i]!,
    from: { lat: doors[i]!.lat + 0.027, lng: doors[i]!.lng },
  }));
  const loadBefore = loadavg().map((value) => Math.round(value * 100) / 100);
  const cpuBefore = await sampler.snapshot();
  const waits = startWaitSampler(monitor, bench.name, 50);
  const eluBefore = performance.eventLoopUtilization();
  log(
    `  ${RIDERS} riders posting every ${INTERVAL_MS} ms (${Math.round((RIDERS * 1000) / INTERVAL_MS)} points/s) for ${SECONDS} s`,
  );
  const driven = await child.call<{ posts: number; late: number; seconds: number }>(
    'drive',
    { url: server.url, riders: riderSpecs, intervalMs: INTERVAL_MS, seconds: SECONDS },
    (SECONDS + 120) * 1000,
  );
  const elu = performance.eventLoopUtilization(eluBefore).utilization;
  const cpu = await sampler.since(cpuBefore);
  const waitProfile = await waits.stop();
  const loadAfter = loadavg().map((value) => Math.round(value * 100) / 100);
  const drainStarted = performance.now();
  while (performance.now() - drainStarted < 5000) {
    if ((await child.call<number>('received', null, 30_000)) >= driven.posts * 2) break;
    await sleep(50);
  }
  const collected = await child.call<{
    latencies: number[];
    postMs: number[];
    statuses: Record<string, number>;
    customerDeliveries: number;
    adminDeliveries: number;
    unmatched: number;
    duplicates: number;
    open: number;
    mixed: number;
  }>('collect', null, 60_000);
  await child.call('closeAll', null, 60_000);
  const stored = await control.query<{ n: number }>('select count(*)::int as n from rider_positions');
  const events = await control.query<{ n: number }>('select count(*)::int as n from realtime_events');

  const okPosts = collected.statuses['200'] ?? 0;
  const latency = percentiles(collected.latencies);
  const report: RiderPositionsReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await machineInfo(control),
    settings: {
      riders: RIDERS,
      customers: CUSTOMERS,
      customersWithOrder: RIDERS,
      adminSockets: 1,
      intervalMs: INTERVAL_MS,
      pointsPerSecond: Math.round((RIDERS * 1000) / INTERVAL_MS),
      seconds: SECONDS,
      poolSize: POOL_SIZE,
      setupSeconds,
    },
    connect: { seconds: connected.seconds, sockets: connected.opened, relayListeners: relayed },
    posts: {
      sent: driven.posts,
      statuses: collected.statuses,
      late: driven.late,
      driveSeconds: driven.seconds,
      latencyMs: percentiles(collected.postMs),
    },
    delivery: {
      expectedCustomer: okPosts,
      deliveredCustomer: collected.customerDeliveries - collected.duplicates - collected.unmatched,
      duplicates: collected.duplicates,
      unmatched: collected.unmatched,
      mixedSockets: collected.mixed,
      expectedAdmin: okPosts,
      deliveredAdmin: collected.adminDeliveries,
      postToCustomerMs: latency,
    },
    storedPoints: stored.rows[0]!.n,
    realtimeEventsRows: events.rows[0]!.n,
    cpu,
    eventLoopUtilization: Math.round(elu * 100) / 100,
    waits: waitProfile,
    loadAverage: { before: loadBefore, after: loadAfter },
    target: {
      name: `One instance, ${RIDERS} riders × a point every ${INTERVAL_MS / 1000} s, ${CUSTOMERS} customers connected: rider POST → customer socket p99 < 100 ms`,
      actual: `p99 ${latency.p99} ms (p50 ${latency.p50}, p90 ${latency.p90}, max ${latency.max}) over ${latency.count} deliveries`,
      pass: latency.count > 0 && latency.p99 < 100,
    },
    notes: [],
    failures: [],
  };
  const failures = report.failures;
  if (okPosts !== driven.posts)
    failures.push(`${driven.posts - okPosts} posts failed: ${JSON.stringify(collected.statuses)}`);
  if (report.delivery.deliveredCustomer !== okPosts)
    failures.push(`customers received ${report.delivery.deliveredCustomer} of ${okPosts} positions`);
  if (collected.duplicates > 0 || collected.unmatched > 0 || collected.mixed > 0)
    failures.push(
      `${collected.duplicates} duplicate, ${collected.unmatched} unknown, ${collected.mixed} sockets with someone else’s rider`,
    );
  if (collected.adminDeliveries !== okPosts)
    failures.push(`the admin received ${collected.adminDeliveries} of ${okPosts}`);
  if (report.storedPoints !== okPosts)
    failures.push(`${report.storedPoints} points stored for ${okPosts} accepted`);
  if ((cpu.otherPercent ?? 0) > DISTURBED_PERCENT)
    report.notes.push(
      `Other programs used ${cpu.otherPercent}% of the machine during the run (load average ${loadBefore.join(' / ')} before, ${loadAfter.join(' / ')} after): the latencies are inflated by that; re-run on an idle machine for the clean figure.`,
    );
  const files = await writeRiderPositionsSection(RESULTS_DIR, report);
  log(`wrote ${files.join(', ')}`);
  log(`${report.target.pass ? 'PASS' : 'MISS'} ${report.target.name}: ${report.target.actual}`);
  log(
    `  POST p50 ${report.posts.latencyMs.p50} ms p99 ${report.posts.latencyMs.p99} ms; CPU server ${cpu.nodeMs} ms, postgres ${cpu.postgresMs} ms, clients ${cpu.loadGeneratorMs} ms over ${driven.seconds} s; other programs ${cpu.otherPercent}%; load ${loadBefore.join('/')} → ${loadAfter.join('/')}`,
  );
  return failures;
}
