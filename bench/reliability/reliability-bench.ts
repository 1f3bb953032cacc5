/**
 * Reliability benchmark (issue 9): the standing fuzz test's malformed requests, 45,000 of them, against the real
 * server on PostgreSQL, plus the outside probe's memory attack (8 × 100 MB bodies) and the per-address
 * connection cap. Fails on any 5xx, cut connection, untranslated error or broken invariant. See bench/README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo-data.js';
import { brokenInvariants } from '../../apps/server/src/reliability/fuzz-invariants.js';
import { generateFuzzRequests } from '../../apps/server/src/reliability/fuzz-requests.js';
import {
  collectFuzzIds,
  describeOutcome,
  FUZZ_PUSH_HOST,
  FuzzSessions,
  failedOutcomes,
  runFuzz,
  setUpFuzzShop,
  statusCounts,
} from '../../apps/server/src/reliability/fuzz-runner.js';
import { listRoutes } from '../../apps/server/src/reliability/route-table.js';
import { startServer } from '../../apps/server/src/server.js';
import { createBenchDatabase } from '../catalog/seed-catalogue.js';
import { ADMIN_URL, adminUrlForDisplay, createLog, envNumber, onCleanup } from '../shared/harness.js';
import { machineInfo, percentiles } from '../shared/machine.js';

const REQUESTS = envNumber('BENCH_RELIABILITY_REQUESTS', 45_000, 2_000);
const SEED = envNumber('BENCH_RELIABILITY_SEED', 20_260_923);
const CONCURRENCY = envNumber('BENCH_RELIABILITY_CONCURRENCY', 16, 1);
const UPLOAD_MB = envNumber('BENCH_RELIABILITY_UPLOAD_MB', 100, 1);
const CONNECTION_CAP = 256;
const AUTH_SECRET = 'tokri-benchmark-auth-secret-not-for-production-48';
const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));
const log = createLog('reliability');
const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

function tokriConfig(databaseUrl: string, webDist: string) {
  return loadConfig({
    NODE_ENV: 'production',
    // One user and one address stand in for thousands of customers: no general API rate limit (ADR 0063).
    RATE_LIMIT_ENABLED: 'false',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    SEED_DEMO_DATA: 'false',
    AUTH_SECRET,
    // The fuzz signs in again after a fuzzed sign-out; the per-address sign-in limits would turn that into 429s.
    SIGNIN_MAX_ATTEMPTS_PER_IP: '1000000',
    SIGNIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000000',
    MAX_CONNECTIONS_PER_IP: String(CONNECTION_CAP),
    PUSH_ALLOWED_HOSTS: FUZZ_PUSH_HOST,
    JOBS_ENABLED: 'false',
    WEB_DIST_DIR: webDist,
  });
}

/** RSS of this process (server and client alike) sampled every 100 ms while `work` runs. */
async function withRss<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  try {
    const result = await work();
    return {
      result,
      rss: { beforeMiB: mib(before), peakMiB: mib(peak), afterMiB: mib(process.memoryUsage().rss) },
    };
  } finally {
    clearInterval(timer);
  }
}

/** POSTs `bytes` of body as fast as the server takes it; stops at the answer or the cut. */
function bigUpload(url: string, bytes: number, chunked: boolean) {
  return new Promise<{ status: number; sentMiB: number; ms: number }>((resolve) => {
    const started = performance.now();
    const chunk = Buffer.alloc(256 * 1024, 'a');
    let sent = 0;
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      resolve({ status, sentMiB: mib(sent), ms: Math.round(performance.now() - started) });
      request.destroy();
    };
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes) }),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => finish(response.statusCode ?? 0));
    });
    request.on('error', () => finish(0));
    const pump = () => {
      while (!done && sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!done) request.end();
    };
    pump();
  });
}

/** Opens `count` raw connections from 127.0.0.1 and counts how many the server keeps open. */
async function connectionCap(port: number, count: number) {
  const sockets: Socket[] = [];
  const closed = new Set<Socket>();
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => resolve());
          socket.on('error', () => resolve());
          socket.on('close', () => closed.add(socket));
          sockets.push(socket);
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const kept = sockets.filter((socket) => !closed.has(socket)).length;
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { opened: count, keptOpen: kept, closedByServer: count - kept };
}

export async function main(): Promise<string[]> {
  const startedAt = new Date();
  const problems: string[] = [];
  log(`creating a database on ${adminUrlForDisplay()}`);
  const bench = await createBenchDatabase(ADMIN_URL);
  onCleanup('drop database', async () => {
    await bench.drop();
    log(`dropped database ${bench.name}`);
  });
  const control: Database = await openPostgresDatabase({ connectionString: bench.url, maxConnections: 4 });
  onCleanup('control pool', () => control.close());
  await migrate(control);
  await seedDemoData(control);

  const webDist = mkdtempSync(join(tmpdir(), 'tokri-reliability-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tokri</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-3f2a1c.js'), 'console.log("tokri")');
  onCleanup('web dist', async () => rmSync(webDist, { recursive: true, force: true }));

  const server = await startServer(tokriConfig(bench.url, webDist));
  onCleanup('server close', () => server.close());
  log(`server at ${server.url}`);
  const own = await setUpFuzzShop(server.url, control);
  const sessions = new FuzzSessions(server.url, own);
  await sessions.start();
  const ids = await collectFuzzIds(control);
  const routes = listRoutes(server.app);
  const requests = generateFuzzRequests(routes, ids, REQUESTS, SEED);
  log(`${requests.length} requests over ${routes.length} routes, ${CONCURRENCY} at a time (seed ${SEED})`);

  const fuzzStarted = performance.now();
  const cpuBefore = process.cpuUsage();
  const { result: outcomes, rss: fuzzRss } = await withRss(() =>
    runFuzz(server.url, requests, sessions, CONCURRENCY),
  );
  const seconds = (performance.now() - fuzzStarted) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const { serverErrors, cut, untranslated } = failedOutcomes(outcomes);
  const invariants = await brokenInvariants(control);
  const health = await fetch(`${server.url}/api/health`);
  log(`fuzz: ${outcomes.length} in ${seconds.toFixed(1)} s, ${JSON.stringify(statusCounts(outcomes))}`);
  for (const [what, list] of [
    ['5xx', serverErrors],
    ['cut connection', cut],
    ['untranslated error', untranslated],
  ] as const)
    if (list.length > 0)
      problems.push(
        `${list.length} × ${what}, e.g.\n  ${list.slice(0, 10).map(describeOutcome).join('\n  ')}`,
      );
  problems.push(...invariants.map((broken) => `invariant: ${broken}`));
  if (health.status !== 200) problems.push(`health after the fuzz: ${health.status}`);

  const byClass = (low: number, high: number) =>
    percentiles(outcomes.filter((o) => o.status >= low && o.status < high).map((o) => o.ms));
  const perRoute = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = `${outcome.request.actor}`;
    perRoute.set(key, (perRoute.get(key) ?? 0) + 1);
  }

  // The outside probe's attack: 8 × 100 MB bodies at the unauthenticated webhook, half with a Content-Length.
  global.gc?.();
  log(`8 × ${UPLOAD_MB} MB uploads to the payment webhook`);
  const { result: uploads, rss: uploadRss } = await withRss(() =>
    Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        bigUpload(`${server.url}/api/payments/webhook`, UPLOAD_MB * 2 ** 20, i % 2 === 0),
      ),
    ),
  );
  const uploadGrowth = uploadRss.peakMiB - uploadRss.beforeMiB;
  if (uploads.some((upload) => upload.status !== 413 && upload.status !== 0))
    problems.push(`oversized uploads answered ${uploads.map((upload) => upload.status).join(', ')}`);
  if (uploadGrowth > 100) problems.push(`8 oversized uploads grew RSS by ${uploadGrowth} MiB`);

  const cap = await connectionCap(server.port, CONNECTION_CAP + 44);
  if (cap.keptOpen > CONNECTION_CAP)
    problems.push(`connection cap: ${cap.keptOpen} kept open (cap ${CONNECTION_CAP})`);

  const report = {
    benchmark: 'reliability',
    engine: 'postgres',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: await machineInfo(control),
    loadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
    settings: { requests: REQUESTS, seed: SEED, concurrency: CONCURRENCY, uploadMB: UPLOAD_MB },
    fuzz: {
      routes: routes.length,
      requests: outcomes.length,
      seconds: Math.round(seconds * 10) / 10,
      requestsPerSecond: Math.round(outcomes.length / seconds),
      cpuSecondsPerThousand: Math.round(((cpu.user + cpu.system) / 1e6 / outcomes.length) * 1000 * 100) / 100,
      statuses: statusCounts(outcomes),
      byActor: Object.fromEntries(perRoute),
      latencyMs: {
        all: percentiles(outcomes.map((o) => o.ms)),
        ok2xx: byClass(200, 300),
        error4xx: byClass(400, 500),
      },
      rss: fuzzRss,
      failures: {
        serverErrors: serverErrors.slice(0, 50).map(describeOutcome),
        cut: cut.slice(0, 50).map(describeOutcome),
        untranslated: untranslated.slice(0, 50).map(describeOutcome),
      },
      invariantsBroken: invariants,
    },
    oversizedUploads: { each: `${UPLOAD_MB} MB`, results: uploads, rss: uploadRss, growthMiB: uploadGrowth },
    connectionCap: { cap: CONNECTION_CAP, ...cap },
    problems,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  await writeFile(join(RESULTS_DIR, 'reliability-postgres.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(RESULTS_DIR, 'reliability-postgres.md'), markdown(report));
  log(`wrote ${join(RESULTS_DIR, 'reliability-postgres.md')}`);
  return problems;
}

// biome-ignore lint/suspicious/noExplicitAny: the report is plain data built just above
function markdown(report: any): string {
  const fuzz = report.fuzz;
  const lat = (p: { p50: number; p90: number; p99: number; max: number }) =>
    `${p.p50} / ${p.p90} / ${p.p99} / ${p.max}`;
  const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const fiveXX = Object.entries(fuzz.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((total, [, count]) => total + (count as number), 0);
  const m = report.machine;
  return `# Reliability benchmark: postgres

Run ${report.startedAt} → ${report.finishedAt}.

- Machine: Node ${m.node} on ${m.platform}, ${m.cpuCount} CPUs (${m.cpuModel}), ${m.totalMemoryGiB} GiB RAM; load average (1 min) at the end ${report.loadAverage1m}
- Database: ${m.database}
- Code: ${m.code}
- Load: ${fuzz.requests.toLocaleString('en-IN')} malformed requests (seed ${report.settings.seed}) over ${fuzz.routes} routes read from the running app, ${report.settings.concurrency} at a time, signed out / customer / admin in turn; the server in the benchmark's process (production config, pool of 20)

## Targets (issue 9)

| Target | Actual | Result |
|---|---|---|
| No 5xx from any malformed request | ${fiveXX} × 5xx | ${pass(fiveXX === 0)} |
| No connection cut on a request within the body limit | ${fuzz.failures.cut.length} | ${pass(fuzz.failures.cut.length === 0)} |
| Every /api and /functions error is translated JSON | ${fuzz.failures.untranslated.length} untranslated | ${pass(fuzz.failures.untranslated.length === 0)} |
| Invariants afterwards (stock ≥ 0, totals = sum of lines, no orphans, Object.prototype clean) | ${fuzz.invariantsBroken.length} broken | ${pass(fuzz.invariantsBroken.length === 0)} |
| 8 × ${report.oversizedUploads.each} to the webhook do not fill memory (< 100 MiB growth) | RSS ${report.oversizedUploads.rss.beforeMiB} → peak ${report.oversizedUploads.rss.peakMiB} MiB (+${Math.round(report.oversizedUploads.growthMiB)}) | ${pass(report.oversizedUploads.growthMiB < 100)} |
| One address holds at most ${report.connectionCap.cap} connections | ${report.connectionCap.keptOpen} of ${report.connectionCap.opened} kept open | ${pass(report.connectionCap.keptOpen <= report.connectionCap.cap)} |

## Fuzz

| Requests | Time | Rate | CPU per 1,000 requests | RSS before / peak / after (MiB) |
|---:|---:|---:|---:|---:|
| ${fuzz.requests.toLocaleString('en-IN')} | ${fuzz.seconds} s | ${fuzz.requestsPerSecond}/s | ${fuzz.cpuSecondsPerThousand} s | ${fuzz.rss.beforeMiB} / ${fuzz.rss.peakMiB} / ${fuzz.rss.afterMiB} |

Statuses: ${Object.entries(fuzz.statuses)
    .map(([status, count]) => `${status} × ${(count as number).toLocaleString('en-IN')}`)
    .join(', ')}.

| Latency (ms) | p50 / p90 / p99 / max |
|---|---:|
| all | ${lat(fuzz.latencyMs.all)} |
| 2xx | ${lat(fuzz.latencyMs.ok2xx)} |
| 4xx | ${lat(fuzz.latencyMs.error4xx)} |

RSS is the whole benchmark process (server and load generator share it).

## Oversized uploads (the outside probe's attack)

| Upload | Status (0 = cut after the 413) | Sent before the answer | Time |
|---|---:|---:|---:|
${report.oversizedUploads.results
  .map(
    (upload: { status: number; sentMiB: number; ms: number }, index: number) =>
      `| ${index + 1} (${index % 2 === 0 ? 'chunked' : 'Content-Length'}) | ${upload.status} | ${upload.sentMiB} MiB | ${upload.ms} ms |`,
  )
  .join('\n')}

Before the fix the probe measured 134 MB → 1.36 GB RSS for 8 × 100 MB.
${report.problems.length > 0 ? `\n## Problems\n\n${report.problems.map((problem: string) => `- ${problem}`).join('\n')}\n` : ''}`;
}
