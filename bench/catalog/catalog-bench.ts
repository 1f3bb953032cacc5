/**
 * Catalogue benchmark: the real Tokri server (in-process) against a bare node:http + pg baseline running the
 * same SQL, on a 20,000-product catalogue. See bench/README.md.
 */
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { productListQuerySchema } from '@tokri/core';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Database, Queryable, SqlParam } from '../../apps/server/src/db/database.js';
import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { openPgliteDatabase } from '../../apps/server/src/db/pglite-database.js';
import { findAuthUserBySession } from '../../apps/server/src/modules/auth/auth-user-repository.js';
import { createCatalogService } from '../../apps/server/src/modules/catalog/catalog-service.js';
import { createSearchService } from '../../apps/server/src/modules/catalog/search-service.js';
import { startServer } from '../../apps/server/src/server.js';
import { machineInfo } from '../shared/machine.js';
import { LIST_SQL, PAGE_SIZE, SESSION_SQL, startBareBaseline } from './bare-baseline.js';
import { type CpuSampler, createCpuSampler } from './cpu-sampler.js';
import { failures, type LoadResult, type LoadSpec, runLoad } from './load.js';
import {
  DISTURBED_PERCENT,
  type EngineReport,
  median,
  pairedRatios,
  type QueryPlan,
  type Ratio,
  type Summary,
  summarise,
  type Target,
  writeReport,
} from './report.js';
import { type CatalogueInfo, createBenchDatabase, prepareCatalogue } from './seed-catalogue.js';
import { CATEGORY_SLUGS } from './synthetic-products.js';

const env = process.env;
const number = (name: string, fallback: number, min = 0) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}`);
  return value;
};

const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ENGINES = (env.BENCH_ENGINES ?? 'postgres').split(',').map((engine) => engine.trim());
const ROUNDS = number('BENCH_ROUNDS', 3, 1);
const DURATION = number('BENCH_DURATION_SECONDS', 10, 1);
const WARMUP = number('BENCH_WARMUP_SECONDS', 2);
const PRODUCTS = number('BENCH_PRODUCTS', 20_000, 200);
const TIMEOUT_MINUTES = number('BENCH_TIMEOUT_MINUTES', 15, 1);
const LIST_CONNECTIONS = [50, 200];
const SEARCH_CONNECTIONS = 20;
/** The open loops: the list at half the baseline's capacity (at 50 connections), search at 200 req/s. */
const OPEN_LIST_CONNECTIONS = 50;
const SEARCH_OPEN_RATE = 200;
const POOL_SIZE = 20;
const AUTH_SECRET = 'tokri-benchmark-auth-secret-not-for-production-48';
const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));
const SEARCH_TERMS = ['doodh', 'tamatar', 'paneer', 'tomatto', 'दूध', 'టమాటా', 'rice', 'chicken'];
const DEMO_CUSTOMER = { identifier: 'customer@tokri.in', password: 'tokri-demo-123' };
const LOAD_GENERATOR = 'autocannon 9 (programmatic, 1 worker thread)';

const TOKRI_LIST_PATHS = CATEGORY_SLUGS.map((slug) => `/api/products?category=${slug}&limit=${PAGE_SIZE}`);
const BASELINE_LIST_PATHS = CATEGORY_SLUGS.map((slug) => `/products?category=${slug}`);
const SEARCH_PATHS = SEARCH_TERMS.map(
  (term) => `/api/search/suggestions?q=${encodeURIComponent(term)}&limit=8`,
);

const log = (message: string) => console.log(`[bench] ${message}`);

/** Undo steps, run in reverse on success, failure, timeout or Ctrl-C; each gets at most 15 s. */
const cleanups: { name: string; run: () => Promise<unknown> }[] = [];
const onCleanup = (name: string, run: () => Promise<unknown>) => cleanups.push({ name, run });
async function runCleanups() {
  while (cleanups.length > 0) {
    const step = cleanups.pop()!;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), 15_000);
    });
    try {
      const outcome = await Promise.race([step.run(), limit]);
      if (outcome === 'timeout') console.error(`[bench] cleanup: ${step.name} did not finish within 15 s`);
      else if (performance.now() - started > 2000)
        log(`cleanup: ${step.name} took ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      console.error(`[bench] cleanup: ${step.name} failed:`, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }
}

function tokriConfig(databaseUrl?: string) {
  return loadConfig({
    NODE_ENV: 'production',
    // One user and one address stand in for thousands of customers: no general API rate limit (ADR 0063).
    RATE_LIMIT_ENABLED: 'false',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    // The load comes from one address standing in for thousands of customers: no per-address connection cap.
    MAX_CONNECTIONS_PER_IP: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: 'memory://',
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    SEED_DEMO_DATA: 'false',
    AUTH_SECRET,
    WEB_DIST_DIR: fileURLToPath(new URL('../.no-web-dist/', import.meta.url)),
  });
}

async function getJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; bytes: number }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, bytes: Buffer.byteLength(text) };
}

async function signIn(origin: string): Promise<string> {
  const { status, body } = await getJson(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  const token = (body as { accessToken?: unknown } | null)?.accessToken;
  if (status !== 200 || typeof token !== 'string')
    throw new Error(`sign-in failed: ${status} ${JSON.stringify(body)}`);
  return token;
}

function claimsOf(token: string): { userId: string; sessionId: string } {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    sid: string;
  };
  return { userId: claims.sub, sessionId: claims.sid };
}

interface Recorded {
  sql: string;
  params: readonly SqlParam[];
}

/** The statements Tokri's own service code sends for one list / search request, captured without a database. */
async function recordStatements(claims: { userId: string; sessionId: string }) {
  const recorded: Recorded[] = [];
  const recorder: Queryable = {
    async query(sql, params = []) {
      recorded.push({ sql, params });
      return { rows: [], rowCount: 0 };
    },
  };
  const take = async (work: () => Promise<unknown>) => {
    recorded.length = 0;
    await work();
    return [...recorded];
  };
  const session = await take(() => findAuthUserBySession(recorder, claims.userId, claims.sessionId, 'x'));
  const list = await take(() =>
    createCatalogService(recorder).list(
      'en',
      productListQuerySchema.parse({ category: 'dairy', limit: String(PAGE_SIZE) }),
    ),
  );
  const search = new Map<string, Recorded[]>();
  for (const term of SEARCH_TERMS) {
    search.set(term, await take(() => createSearchService(recorder).suggest(term, 'en', 8)));
  }
  return { session: session[0]!, list: list[0]!, search };
}

/**
 * Each statement of one request, run alone: EXPLAIN ANALYZE (without per-node timing, whose overhead is large
 * on virtual machines) after two warm runs, and the mean round trip of sequential executions through the pool.
 */
async function queryPlans(
  db: Database,
  statements: { name: string; sql: string; params: readonly SqlParam[] }[],
): Promise<QueryPlan[]> {
  const plans: QueryPlan[] = [];
  for (const statement of statements) {
    for (let i = 0; i < 2; i++) await db.query(statement.sql, statement.params);
    const started = performance.now();
    let runs = 0;
    while (runs < 50 && performance.now() - started < 3000) {
      await db.query(statement.sql, statement.params);
      runs++;
    }
    const roundTripMs = Math.round(((performance.now() - started) / runs) * 100) / 100;
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, timing off) ${statement.sql}`,
      statement.params,
    );
    const text = rows.map((row) => row['QUERY PLAN']).join('\n');
    const ms = (label: string) => {
      const match = new RegExp(`${label}: ([0-9.]+) ms`).exec(text);
      return match ? Number(match[1]) : null;
    };
    plans.push({
      name: statement.name,
      planningMs: ms('Planning Time'),
      executionMs: ms('Execution Time'),
      roundTripMs,
      plan: text,
    });
  }
  return plans;
}

interface TokriChecks {
  tokriBodyBytes: number;
  dairyBody: unknown;
  searchSamples: EngineReport['searchSamples'];
}

/** One request per category and search term: 200s, full pages of the right category, search hits. */
async function checkTokri(origin: string, headers: Record<string, string>): Promise<TokriChecks> {
  let tokriBodyBytes = 0;
  let dairyBody: unknown = null;
  for (const [i, path] of TOKRI_LIST_PATHS.entries()) {
    const { status, body, bytes } = await getJson(`${origin}${path}`, { headers });
    const items = (body as { items?: { category: { slug: string } }[] } | null)?.items ?? [];
    const slug = CATEGORY_SLUGS[i]!;
    if (status !== 200 || items.length !== PAGE_SIZE || items.some((item) => item.category.slug !== slug)) {
      throw new Error(`Tokri ${path}: ${status}, ${items.length} items`);
    }
    if (slug === 'dairy') {
      tokriBodyBytes = bytes;
      dairyBody = body;
    }
  }
  const searchSamples: EngineReport['searchSamples'] = [];
  for (const [i, path] of SEARCH_PATHS.entries()) {
    const { status, body } = await getJson(`${origin}${path}`, { headers });
    const result = body as { items?: unknown[]; closeMatches?: unknown[] } | null;
    if (status !== 200) throw new Error(`Tokri ${path}: ${status} ${JSON.stringify(body)}`);
    searchSamples.push({
      term: SEARCH_TERMS[i]!,
      items: result?.items?.length ?? 0,
      closeMatches: result?.closeMatches?.length ?? 0,
    });
  }
  return { tokriBodyBytes, dairyBody, searchSamples };
}

/**
 * ROUNDS rounds of: the list at each connection count (Tokri and the baseline back to back, alternating which
 * goes first so drift favours neither), then search suggestions.
 */
async function loadAll(
  origin: string,
  headers: Record<string, string>,
  baselineOrigin: string | null,
  sampler: CpuSampler,
): Promise<LoadResult[]> {
  const runs: LoadResult[] = [];
  const run = async (spec: LoadSpec) => {
    log(
      `round ${spec.round}/${ROUNDS}: ${spec.scenario} ${spec.target} c${spec.connections} (${spec.warmupSeconds}+${spec.durationSeconds} s)`,
    );
    const result = await runLoad(spec, sampler);
    const cpu = result.cpuPerRequestMs;
    log(
      `  ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx` +
        (cpu ? `; CPU/request node ${cpu.node} ms, postgres ${cpu.postgres ?? '-'} ms` : '') +
        (result.cpu?.otherPercent != null ? `; other programs ${result.cpu.otherPercent}%` : ''),
    );
    runs.push(result);
  };
  const common = { headers, durationSeconds: DURATION, warmupSeconds: WARMUP };
  let turn = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const connections of LIST_CONNECTIONS) {
      const tokri = () =>
        run({
          ...common,
          round,
          scenario: 'list',
          target: 'tokri',
          origin,
          paths: TOKRI_LIST_PATHS,
          connections,
        });
      const baseline = async () => {
        if (!baselineOrigin) return;
        await run({
          ...common,
          round,
          scenario: 'list',
          target: 'baseline',
          origin: baselineOrigin,
          paths: BASELINE_LIST_PATHS,
          connections,
        });
      };
      if (turn++ % 2 === 0) {
        await tokri();
        await baseline();
      } else {
        await baseline();
        await tokri();
      }
    }
    await run({
      ...common,
      round,
      scenario: 'search',
      target: 'tokri',
      origin,
      paths: SEARCH_PATHS,
      connections: SEARCH_CONNECTIONS,
    });
  }
  // Latency targets are open loops (issue 18): a fixed arrival rate below capacity, so no queue builds up.
  const baselineAt50 = runs.filter(
    (r) => r.scenario === 'list' && r.target === 'baseline' && r.connections === OPEN_LIST_CONNECTIONS,
  );
  const listRate = Math.max(
    1,
    Math.floor(median(baselineAt50.map((r) => r.requestsPerSecond)) / 2) ||
      Math.floor(
        median(
          runs.filter((r) => r.scenario === 'list' && r.target === 'tokri').map((r) => r.requestsPerSecond),
        ) / 2,
      ),
  );
  for (let round = 1; round <= ROUNDS; round++) {
    await run({
      ...common,
      round,
      scenario: 'list-open',
      target: 'tokri',
      origin,
      paths: TOKRI_LIST_PATHS,
      connections: OPEN_LIST_CONNECTIONS,
      overallRate: listRate,
    });
    await run({
      ...common,
      round,
      scenario: 'search-open',
      target: 'tokri',
      origin,
      paths: SEARCH_PATHS,
      connections: SEARCH_CONNECTIONS,
      overallRate: SEARCH_OPEN_RATE,
    });
  }
  return runs;
}

function targetsFor(summaries: Summary[], ratios: Ratio[], runs: LoadResult[]): Target[] {
  const targets: Target[] = [];
  for (const ratio of ratios) {
    targets.push({
      name: `List throughput Tokri/baseline ≥ 0.9 at ${ratio.connections} connections (median of rounds)`,
      actual: `${ratio.median.toFixed(2)} (rounds: ${ratio.perRound.map((r) => r.toFixed(2)).join(', ')})`,
      pass: ratio.median >= 0.9,
    });
  }
  const rateOf = (scenario: string) => runs.find((r) => r.scenario === scenario)?.overallRate ?? null;
  const listOpen = summaries.find((s) => s.scenario === 'list-open');
  if (listOpen) {
    targets.push({
      name: `List p99 < 20 ms open loop at half the baseline’s capacity (${rateOf('list-open')} req/s, ${listOpen.connections} connections)`,
      actual: `${listOpen.latencyMs.p99} ms at ${listOpen.requestsPerSecond} req/s served`,
      pass: listOpen.latencyMs.p99 < 20,
    });
  }
  const searchOpen = summaries.find((s) => s.scenario === 'search-open');
  if (searchOpen) {
    targets.push({
      name: `Search suggestions p99 < 30 ms open loop at ${rateOf('search-open')} req/s`,
      actual: `${searchOpen.latencyMs.p99} ms at ${searchOpen.requestsPerSecond} req/s served`,
      pass: searchOpen.latencyMs.p99 < 30,
    });
  }
  const search = summaries.find((s) => s.scenario === 'search');
  if (search) {
    targets.push({
      name: `Search suggestions ≥ 1,000 req/s closed loop (${SEARCH_CONNECTIONS} connections, 20,000 products)`,
      actual: `${search.requestsPerSecond} req/s (p99 ${search.latencyMs.p99} ms)`,
      pass: search.requestsPerSecond >= 1000,
    });
  }
  return targets;
}

const COMMON_NOTES = [
  'Tokri and the baseline run in this one Node process (main thread); autocannon generates the load on a worker thread of the same process, and PostgreSQL shares the same CPUs, so absolute numbers are for this machine only: compare the ratio.',
  'Throughput runs are closed loops: every connection waits for its answer before asking again, so latency ≈ connections ÷ throughput once the machine is saturated. The latency targets are open loops (`list-open`, `search-open`): autocannon’s `overallRate` spreads a fixed number of requests per second over the connections (the list at half the baseline’s median req/s at 50 connections, search at 200 req/s); its latency is from the send, so a request delayed behind a busy connection is not counted from its schedule.',
  'Tokri sends its statements as named prepared statements (ADR 0058); the bare baseline sends the same SQL unnamed, as plain `pg` does by default, so part of any PostgreSQL-side difference is that driver setting.',
  'Search terms: the load rotates the 8 terms below, so after each term’s first request every answer on an instance is a search-cache hit (ADR 0059) until the catalogue changes; a miss costs the search statements in the “Statements alone” table.',
  'req/s is the mean of the per-second counts; latencies are autocannon’s (1 ms resolution). A run fails on any error, timeout or non-2xx response.',
  'Requests carry the demo customer’s bearer token and no Accept-Encoding (so no compression on either side); every list request runs the session lookup plus the list query.',
];

function disturbanceNote(summaries: Summary[]): string[] {
  const worst = Math.max(0, ...summaries.map((s) => s.otherPercent ?? 0));
  return worst > DISTURBED_PERCENT
    ? [
        `Other programs used up to ${worst}% of the machine during the runs (median per scenario; see the CPU table): absolute numbers are depressed and noisier than on an idle machine.`,
      ]
    : [];
}

async function runPostgres(): Promise<EngineReport> {
  const startedAt = new Date().toISOString();
  log(`postgres: creating a database on ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}`);
  const bench = await createBenchDatabase(ADMIN_URL);
  onCleanup('drop database', async () => {
    await bench.drop();
    log(`dropped database ${bench.name}`);
  });
  const seedDb = await openPostgresDatabase({ connectionString: bench.url, maxConnections: 2 });
  let catalogue: CatalogueInfo;
  try {
    catalogue = await prepareCatalogue(seedDb, PRODUCTS);
  } finally {
    await seedDb.close();
  }
  log(`seeded ${catalogue.totalProducts} products in ${catalogue.seedSeconds} s`);

  const server = await startServer(tokriConfig(bench.url));
  onCleanup('Tokri server close', () => server.close());
  const token = await signIn(server.url);
  const headers = { authorization: `Bearer ${token}` };
  const baseline = await startBareBaseline(bench.url, POOL_SIZE);
  onCleanup('baseline close', () => baseline.close());
  // Watches the bench database's backends from the admin database, so it is not one of them.
  const monitor = new pg.Pool({ connectionString: ADMIN_URL, max: 1 });
  monitor.on('error', () => undefined);
  onCleanup('monitor pool end', () => monitor.end());
  const sampler = createCpuSampler(async () => {
    const { rows } = await monitor.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [bench.name],
    );
    return rows.map((row) => row.pid);
  });
  log(`Tokri at ${server.url}, baseline at ${baseline.url}`);

  const claims = claimsOf(token);
  const statements = await recordStatements(claims);
  const sqlIdentical =
    statements.list.sql === LIST_SQL &&
    statements.session.sql === SESSION_SQL &&
    isDeepStrictEqual(statements.list.params, ['dairy', PAGE_SIZE + 1]) &&
    isDeepStrictEqual(statements.session.params, [claims.userId, claims.sessionId]);
  if (!sqlIdentical) {
    throw new Error(
      'bare-baseline.ts SQL no longer matches what Tokri sends; update LIST_SQL / SESSION_SQL:\n' +
        JSON.stringify({ tokri: [statements.session, statements.list] }, null, 2),
    );
  }
  const checks = await checkTokri(server.url, headers);
  const baselineDairy = await getJson(`${baseline.url}/products?category=dairy`, { headers });
  if (baselineDairy.status !== 200) throw new Error(`baseline: ${baselineDairy.status}`);
  const bodiesIdentical = isDeepStrictEqual(baselineDairy.body, checks.dairyBody);
  if (!bodiesIdentical) log('warning: baseline and Tokri bodies differ for dairy (compare them by hand)');

  const runs = await loadAll(server.url, headers, baseline.url, sampler);
  const summaries = summarise(runs);
  const ratios = pairedRatios(runs);

  const plans = await queryPlans(server.db, [
    { name: 'Session lookup (auth, every request)', ...statements.session },
    { name: 'Product list, dairy', ...statements.list },
    {
      name: 'Product list, fruits-vegetables',
      sql: statements.list.sql,
      params: ['fruits-vegetables', PAGE_SIZE + 1],
    },
    ...SEARCH_TERMS.flatMap((term) =>
      (statements.search.get(term) ?? [])
        .slice(0, 1)
        .map((s) => ({ name: `Search "${term}" (first query)`, ...s })),
    ),
  ]);
  return {
    engine: 'postgres',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await machineInfo(server.db),
    settings: {
      rounds: ROUNDS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      poolSize: POOL_SIZE,
      loadGenerator: LOAD_GENERATOR,
      listPaths: TOKRI_LIST_PATHS,
      baselinePaths: BASELINE_LIST_PATHS,
      searchPaths: SEARCH_PATHS,
    },
    catalogue,
    parity: {
      sqlIdentical,
      bodiesIdentical,
      tokriBodyBytes: checks.tokriBodyBytes,
      baselineBodyBytes: baselineDairy.bytes,
    },
    searchSamples: checks.searchSamples,
    summaries,
    ratios,
    targets: targetsFor(summaries, ratios, runs),
    queryPlans: plans,
    notes: [
      ...COMMON_NOTES,
      `Baseline (bench/catalog/bare-baseline.ts): node:http + pg.Pool(${POOL_SIZE}) running the byte-identical session and list SQL (checked at start), no framework, no validation, no JWT verification. Response bodies for dairy ${bodiesIdentical ? 'are identical' : 'DIFFER'} (${checks.tokriBodyBytes} bytes Tokri, ${baselineDairy.bytes} bytes baseline).`,
      `Fresh database ${bench.name}, dropped afterwards; tables vacuumed and analysed after seeding (steady state, no autovacuum during the runs).`,
      ...disturbanceNote(summaries),
    ],
    failures: runs.map(failures).filter((f): f is string => f !== null),
    runs,
  };
}

async function runPglite(): Promise<EngineReport> {
  const startedAt = new Date().toISOString();
  log('pglite: in-memory database');
  const db = await openPgliteDatabase(undefined);
  onCleanup('PGlite close', () => db.close());
  const catalogue = await prepareCatalogue(db, PRODUCTS);
  log(`seeded ${catalogue.totalProducts} products in ${catalogue.seedSeconds} s`);
  const server = await startServer(tokriConfig(), { db });
  onCleanup('Tokri server close', () => server.close());
  const token = await signIn(server.url);
  const headers = { authorization: `Bearer ${token}` };
  log(`Tokri at ${server.url}`);
  const checks = await checkTokri(server.url, headers);
  // PGlite runs inside this process: its CPU is part of the node figure.
  const runs = await loadAll(server.url, headers, null, createCpuSampler(null));
  const summaries = summarise(runs);
  const statements = await recordStatements(claimsOf(token));
  const plans = await queryPlans(db, [
    { name: 'Session lookup (auth, every request)', ...statements.session },
    { name: 'Product list, dairy', ...statements.list },
  ]);
  return {
    engine: 'pglite',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await machineInfo(db),
    settings: {
      rounds: ROUNDS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      poolSize: 1,
      loadGenerator: LOAD_GENERATOR,
      listPaths: TOKRI_LIST_PATHS,
      baselinePaths: null,
      searchPaths: SEARCH_PATHS,
    },
    catalogue,
    parity: {
      sqlIdentical: true,
      bodiesIdentical: null,
      tokriBodyBytes: checks.tokriBodyBytes,
      baselineBodyBytes: null,
    },
    searchSamples: checks.searchSamples,
    summaries,
    ratios: [],
    targets: targetsFor(summaries, [], runs),
    queryPlans: plans,
    notes: [
      ...COMMON_NOTES,
      'PGlite is embedded WebAssembly PostgreSQL: one connection, executing on the main thread next to the server, so queries are serialised. No baseline here; the ratio targets apply to the postgres engine.',
      ...disturbanceNote(summaries),
    ],
    failures: runs.map(failures).filter((f): f is string => f !== null),
    runs,
  };
}

export async function main(): Promise<number> {
  const watchdog = setTimeout(() => {
    console.error(`[bench] timed out after ${TIMEOUT_MINUTES} min; cleaning up`);
    void runCleanups().finally(() => process.exit(2));
  }, TIMEOUT_MINUTES * 60_000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`[bench] ${signal}; cleaning up`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
  const problems: string[] = [];
  try {
    for (const engine of ENGINES) {
      const run = engine === 'postgres' ? runPostgres : engine === 'pglite' ? runPglite : null;
      if (!run) {
        problems.push(`unknown engine ${engine}`);
        continue;
      }
      try {
        const report = await run();
        const files = await writeReport(RESULTS_DIR, report);
        log(`wrote ${files.join(', ')}`);
        for (const target of report.targets)
          log(`${target.pass ? 'PASS' : 'MISS'} ${target.name}: ${target.actual}`);
        problems.push(...report.failures.map((failure) => `${engine}: ${failure}`));
      } catch (error) {
        problems.push(`${engine}: ${(error as Error).stack ?? String(error)}`);
      } finally {
        await runCleanups();
      }
    }
  } finally {
    clearTimeout(watchdog);
  }
  for (const problem of problems) console.error(`[bench] FAILED ${problem}`);
  return problems.length > 0 ? 1 : 0;
}
