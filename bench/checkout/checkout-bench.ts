/**
 * Checkout benchmark: the real Tokri server (in-process) taking orders over HTTP from a separate load process.
 * 1. Race: N customers (1,000) buy the last S units (100) of one product at the same moment, R rounds.
 * 2. Idempotency: one customer sends the same checkout (same Idempotency-Key and body) N times at once.
 * 3. Throughput (PostgreSQL): closed loop at C connections (50), fresh customer and key per order; then an
 *    open loop at a fixed rate below that capacity, for latency without a queue.
 * 4. Profile (PostgreSQL): the statements of one checkout with their plans, one checkout alone, and commits with
 *    and without pg_notify on this server. See bench/README.md.
 */

import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Database, Queryable, SqlParam } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { openPgliteDatabase } from '../../apps/server/src/db/pglite-database.js';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo-data.js';
import { type RunningServer, startServer } from '../../apps/server/src/server.js';
import { ADDRESS } from '../../apps/server/src/test-support/shop-fixtures.js';
import { type CpuSampler, type CpuUsage, createCpuSampler } from '../catalog/cpu-sampler.js';
import { median } from '../catalog/report.js';
import { createBenchDatabase } from '../catalog/seed-catalogue.js';
import { type ChildHandle, startChild } from '../shared/child.js';
import {
  ADMIN_URL,
  adminUrlForDisplay,
  createLog,
  envList,
  envNumber,
  onCleanup,
  runCleanups,
} from '../shared/harness.js';
import { createHttpClient } from '../shared/http-client.js';
import { machineInfo, percentiles } from '../shared/machine.js';
import { type NodeProfileSummary, startNodeProfile } from '../shared/node-profile.js';
import { mergeWaits, startWaitSampler, type WaitProfile } from '../shared/pg-waits.js';
import { recordingDatabase } from '../shared/recording-db.js';
import { type BenchUser, type CartLineSpec, createBenchUsers, refillCarts } from '../shared/users.js';
import type { BurstResult, LoopResult } from './load-client.js';
import {
  type CheckoutProfile,
  type CheckoutReport,
  type CommitProbe,
  type IdempotencyResult,
  type RaceRound,
  type StatementPlan,
  type ThroughputRun,
  targetsFor,
  writeCheckoutReport,
} from './report.js';

const ENGINES = envList('BENCH_CHECKOUT_ENGINES', 'postgres,pglite');
const RACE_ROUNDS: Record<string, number> = {
  postgres: envNumber('BENCH_CHECKOUT_RACE_ROUNDS', 20, 1),
  pglite: envNumber('BENCH_CHECKOUT_PGLITE_RACE_ROUNDS', 5, 1),
};
const RACE_BUYERS = envNumber('BENCH_CHECKOUT_RACE_BUYERS', 1000, 2);
const RACE_STOCK = envNumber('BENCH_CHECKOUT_RACE_STOCK', 100, 1);
const SAME_KEY_REQUESTS = envNumber('BENCH_CHECKOUT_IDEMPOTENT_REQUESTS', 1000, 2);
const CONNECTIONS = envNumber('BENCH_CHECKOUT_CONNECTIONS', 50, 1);
const ROUNDS = envNumber('BENCH_ROUNDS', 3, 1);
const DURATION = envNumber('BENCH_DURATION_SECONDS', 10, 1);
const WARMUP = envNumber('BENCH_WARMUP_SECONDS', 2);
const THROUGHPUT_USERS = envNumber('BENCH_CHECKOUT_USERS', 10_000, 100);
const PROFILE_USERS = 202;
const ALONE_USERS = 40;
const PROFILED_SECONDS = 5;
const OPEN_LOOP_MAX_RATE = envNumber('BENCH_CHECKOUT_OPEN_RATE', 500, 1);
/** The issue's latency target is an open loop at this fixed rate, whatever the measured capacity. */
const TARGET_OPEN_RATE = envNumber('BENCH_CHECKOUT_TARGET_RATE', 300, 1);
const POOL_SIZE = 20;
const AUTH_SECRET = 'tokri-benchmark-auth-secret-not-for-production-48';
const TOKEN_TTL_SECONDS = 3600;
const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));
const CHECKOUT_BODY = JSON.stringify({ address: ADDRESS, paymentMethod: 'cod' });
/** Smallest order the server accepts (config default MINIMUM_ORDER_PAISE), plus a rupee. */
const MINIMUM_LINE_PAISE = 100_00;

const log = createLog('checkout');

function tokriConfig(databaseUrl: string | undefined, extra: Record<string, string> = {}) {
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
    ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
    WEB_DIST_DIR: fileURLToPath(new URL('../.no-web-dist/', import.meta.url)),
    ...extra,
  });
}

interface Shop {
  raceProductId: string;
  /** Products for everyone else, each with a quantity that makes an order above the minimum. */
  lines: { productId: string; quantity: number }[];
  race: BenchUser[];
  sameKey: BenchUser;
  /** For the statement recording: two for the single checkout, the rest for the recorded load. */
  profileUsers: BenchUser[];
  /** For sequential checkouts on a quiet server. */
  aloneUsers: BenchUser[];
  throughput: BenchUser[];
  users: BenchUser[];
  setupSeconds: number;
}

/**
 * Migrates, seeds the demo shop (catalogue, admin account, stores), then: one product for the race (₹200,
 * no discount), every other product active with plenty of stock, and the customers, with their carts.
 */
async function prepareShop(db: Database, throughputUsers: number): Promise<Shop> {
  const started = performance.now();
  await migrate(db);
  await seedDemoData(db);
  const { rows: products } = await db.query<{ id: string }>('select id from products order by slug');
  const raceProductId = products[0]!.id;
  await db.query(
    'update products set is_active = true, price_paise = 20000, discount_percentage = 0, stock_quantity = 0 where id = $1',
    [raceProductId],
  );
  // The demo seed stocks some products in dated lots (ADR 0046), whose sum must equal the count: a count set by
  // hand is all sellable, as the tests' setStock does, or the throughput runs empty those lots and get 409s.
  await db.query('delete from stock_lots');
  await db.query('update products set is_active = true, stock_quantity = 10000000 where id <> $1', [
    raceProductId,
  ]);
  const { rows: priced } = await db.query<{ id: string; final_price_paise: number }>(
    'select id, final_price_paise from products where id <> $1 and final_price_paise > 0 order by slug',
    [raceProductId],
  );
  const lines = priced
    .map((p) => ({ productId: p.id, quantity: Math.ceil(MINIMUM_LINE_PAISE / p.final_price_paise) }))
    .filter((line) => line.quantity <= 100);
  const extra = throughputUsers > 0 ? PROFILE_USERS + ALONE_USERS : 0;
  const count = RACE_BUYERS + 1 + extra + throughputUsers;
  const users = await createBenchUsers(db, {
    prefix: 'shopper',
    count,
    authSecret: AUTH_SECRET,
    tokenTtlSeconds: TOKEN_TTL_SECONDS,
  });
  const shop: Shop = {
    raceProductId,
    lines,
    race: users.slice(0, RACE_BUYERS),
    sameKey: users[RACE_BUYERS]!,
    profileUsers: throughputUsers > 0 ? users.slice(RACE_BUYERS + 1, RACE_BUYERS + 1 + PROFILE_USERS) : [],
    aloneUsers:
      throughputUsers > 0 ? users.slice(RACE_BUYERS + 1 + PROFILE_USERS, RACE_BUYERS + 1 + extra) : [],
    throughput: users.slice(RACE_BUYERS + 1 + extra),
    users,
    setupSeconds: 0,
  };
  await refillCarts(
    db,
    throughputCarts(shop, [...shop.throughput, ...shop.profileUsers, ...shop.aloneUsers]),
  );
  await db.exec('vacuum analyze');
  shop.setupSeconds = Math.round((performance.now() - started) / 100) / 10;
  return shop;
}

function throughputCarts(shop: Shop, users: BenchUser[]): CartLineSpec[] {
  return users.map((user) => {
    const line = shop.lines[user.index % shop.lines.length]!;
    return { userId: user.userId, ...line };
  });
}

async function one<T>(db: Queryable, sql: string, params: readonly SqlParam[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0]!;
}

const sold = (db: Queryable, productId: string) =>
  one<{ orders: number; units: number }>(
    db,
    `select count(distinct order_id)::int as orders, coalesce(sum(quantity), 0)::int as units
       from order_items where product_id = $1`,
    [productId],
  );

const stockOf = async (db: Queryable, productId: string) =>
  (
    await one<{ stock: number }>(db, 'select stock_quantity as stock from products where id = $1', [
      productId,
    ])
  ).stock;

/** Polls the product's stock while a burst runs: the lowest value seen (it must never go below zero). */
function watchStock(db: Queryable, productId: string) {
  let min = Number.POSITIVE_INFINITY;
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        min = Math.min(min, await stockOf(db, productId));
        samples++;
      } catch {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { min: Number.isFinite(min) ? min : null, samples };
    },
  };
}

async function raceRound(
  engine: string,
  db: Queryable,
  child: ChildHandle,
  shop: Shop,
  round: number,
): Promise<RaceRound> {
  const refused = RACE_BUYERS - RACE_STOCK;
  await db.query('delete from stock_lots where product_id = $1', [shop.raceProductId]);
  await db.query('update products set stock_quantity = $2 where id = $1', [shop.raceProductId, RACE_STOCK]);
  await refillCarts(
    db,
    shop.race.map((user) => ({ userId: user.userId, productId: shop.raceProductId, quantity: 1 })),
  );
  const before = await sold(db, shop.raceProductId);
  const watcher = watchStock(db, shop.raceProductId);
  const [settled] = await Promise.allSettled([
    child.call<BurstResult>(
      'burst',
      {
        requests: shop.race.map((user) => ({
          user: user.index,
          key: `race-${engine}-${round}-${user.index}`,
        })),
      },
      240_000,
    ),
  ]);
  const seen = await watcher.stop();
  if (settled.status === 'rejected') throw settled.reason;
  const burst = settled.value;
  const after = await sold(db, shop.raceProductId);
  const stockAfter = await stockOf(db, shop.raceProductId);
  const { n: cartsLeft } = await one<{ n: number }>(
    db,
    `select count(*)::int as n from cart_items
      where user_id in (select value::uuid from jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(shop.race.map((user) => user.userId))],
  );
  const distinctOrders = new Set(burst.orderIds).size;
  const problems: string[] = [];
  const expect = (what: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) problems.push(`${what}: ${actual} (expected ${expected})`);
  };
  expect('201 Created', burst.statuses['201'] ?? 0, RACE_STOCK);
  expect('409 OUT_OF_STOCK', burst.errorCodes.OUT_OF_STOCK ?? 0, refused);
  expect('409 saying 0 left', burst.outOfStockWithZeroLeft, refused);
  expect('other answers', burst.requests - (burst.statuses['201'] ?? 0) - (burst.statuses['409'] ?? 0), 0);
  expect('distinct order ids', distinctOrders, RACE_STOCK);
  expect('new orders with the product', after.orders - before.orders, RACE_STOCK);
  expect('units sold', after.units - before.units, RACE_STOCK);
  expect('stock after', stockAfter, 0);
  expect('carts kept by refused customers', cartsLeft, refused);
  if (seen.min !== null && seen.min < 0) problems.push(`stock seen at ${seen.min}`);
  return {
    round,
    requests: burst.requests,
    statuses: burst.statuses,
    errorCodes: burst.errorCodes,
    distinctOrders,
    ordersCreated: after.orders - before.orders,
    unitsSold: after.units - before.units,
    stockAfter,
    minStockSeen: seen.min,
    stockSamples: seen.samples,
    cartsLeft,
    wallMs: burst.wallMs,
    latencyMs: burst.latencyMs,
    transportErrors: burst.transportErrors,
    pass: problems.length === 0,
    problems,
  };
}

async function sameKeyBurst(engine: string, db: Queryable, child: ChildHandle, shop: Shop) {
  const user = shop.sameKey;
  const line = shop.lines[0]!;
  await refillCarts(db, [{ userId: user.userId, ...line }]);
  const countOrders = async () =>
    (await one<{ n: number }>(db, 'select count(*)::int as n from orders where user_id = $1', [user.userId]))
      .n;
  const ordersBefore = await countOrders();
  const stockBefore = await stockOf(db, line.productId);
  const key = `same-key-${engine}-0001`;
  const burst = await child.call<BurstResult>(
    'burst',
    { requests: Array.from({ length: SAME_KEY_REQUESTS }, () => ({ user: user.index, key })) },
    240_000,
  );
  const ordersCreated = (await countOrders()) - ordersBefore;
  const stockTaken = stockBefore - (await stockOf(db, line.productId));
  const stored = await one<{ response_status: number } | undefined>(
    db,
    'select response_status from idempotency_keys where user_id = $1 and key = $2',
    [user.userId, key],
  );
  const distinct = new Set(burst.orderIds).size;
  const problems: string[] = [];
  if (ordersCreated !== 1) problems.push(`${ordersCreated} orders created (expected 1)`);
  if ((burst.statuses['201'] ?? 0) !== SAME_KEY_REQUESTS)
    problems.push(`answers ${JSON.stringify(burst.statuses)} (expected ${SAME_KEY_REQUESTS} × 201)`);
  if (distinct !== 1) problems.push(`${distinct} distinct order ids in the answers (expected 1)`);
  if (burst.replayed !== SAME_KEY_REQUESTS - 1)
    problems.push(`${burst.replayed} answers marked Idempotent-Replayed (expected ${SAME_KEY_REQUESTS - 1})`);
  if (stockTaken !== line.quantity) problems.push(`stock taken ${stockTaken} (expected ${line.quantity})`);
  const result: IdempotencyResult = {
    requests: SAME_KEY_REQUESTS,
    statuses: burst.statuses,
    errorCodes: burst.errorCodes,
    distinctOrderIds: distinct,
    ordersCreated,
    replayed: burst.replayed,
    stockTaken,
    quantity: line.quantity,
    storedStatus: stored?.response_status ?? null,
    wallMs: burst.wallMs,
    latencyMs: burst.latencyMs,
    transportErrors: burst.transportErrors,
    pass: problems.length === 0,
    problems,
  };
  return result;
}

/**
 * Brackets a load run's measured window (the load process announces its start and end): CPU of each side,
 * the server's event-loop utilisation, PostgreSQL wait events and WAL written.
 */
function createWindow(child: ChildHandle, sampler: CpuSampler, monitor: pg.Pool | null, database: string) {
  type Snapshot = Awaited<ReturnType<CpuSampler['snapshot']>>;
  let current: {
    before: Promise<Snapshot>;
    elu: ReturnType<typeof performance.eventLoopUtilization>;
    usage: NodeJS.CpuUsage;
    wal: Promise<string | null>;
    waits: ReturnType<typeof startWaitSampler> | null;
    ended: Promise<{
      cpu: CpuUsage;
      elu: number;
      kernelPercent: number;
      waits: WaitProfile | null;
      walBytes: number | null;
    }> | null;
  } | null = null;
  const walLsn = async () =>
    monitor
      ? (await monitor.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn
      : null;
  child.on('measure-start', () => {
    current = {
      before: sampler.snapshot(),
      elu: performance.eventLoopUtilization(),
      usage: process.cpuUsage(),
      wal: walLsn(),
      waits: monitor ? startWaitSampler(monitor, database) : null,
      ended: null,
    };
  });
  child.on('measure-end', () => {
    const window = current;
    if (!window) return;
    const elu = performance.eventLoopUtilization(window.elu).utilization;
    const usage = process.cpuUsage(window.usage);
    const kernelPercent = Math.round((100 * usage.system) / Math.max(1, usage.user + usage.system));
    window.ended = (async () => {
      const waits = (await window.waits?.stop()) ?? null;
      const cpu = await sampler.since(await window.before);
      const start = await window.wal;
      let walBytes: number | null = null;
      if (monitor && start) {
        const { rows } = await monitor.query<{ bytes: string }>(
          'select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint::text as bytes',
          [start],
        );
        walBytes = Number(rows[0]!.bytes);
      }
      return { cpu, elu: Math.round(elu * 100) / 100, kernelPercent, waits, walBytes };
    })();
  });
  return {
    async take() {
      const window = current;
      current = null;
      if (!window?.ended) throw new Error('the load process never reported its measured window');
      return window.ended;
    },
  };
}

async function throughput(
  db: Queryable,
  child: ChildHandle,
  shop: Shop,
  window: ReturnType<typeof createWindow>,
): Promise<ThroughputRun[]> {
  const runs: ThroughputRun[] = [];
  const users = shop.throughput;
  const firstUser = users[0]!.index;
  const run = async (round: number, mode: 'closed' | 'open', rate: number | null) => {
    const loadAverage1m = Math.round(loadavg()[0]! * 100) / 100;
    log(
      mode === 'closed'
        ? `throughput round ${round}/${ROUNDS}: closed loop, ${CONNECTIONS} connections (${WARMUP}+${DURATION} s)`
        : `open loop at ${rate} orders/s, up to ${CONNECTIONS} connections (${WARMUP}+${DURATION} s)`,
    );
    const common = {
      fromUser: firstUser,
      toUser: firstUser + users.length,
      warmupMs: WARMUP * 1000,
      durationMs: DURATION * 1000,
      keyPrefix: `load-${mode}-${round}`,
    };
    const result =
      mode === 'closed'
        ? await child.call<LoopResult>(
            'closedLoop',
            { ...common, connections: CONNECTIONS },
            (WARMUP + DURATION + 120) * 1000,
          )
        : await child.call<LoopResult>(
            'openLoop',
            { ...common, rate, maxConnections: CONNECTIONS },
            (WARMUP + DURATION + 120) * 1000,
          );
    const measured = await window.take();
    const perOrder = (ms: number | null | undefined) =>
      ms == null || result.created === 0 ? null : Math.round((ms / result.created) * 1000) / 1000;
    const entry: ThroughputRun = {
      round,
      mode,
      loadAverage1m,
      result,
      cpu: measured.cpu,
      cpuPerOrderMs: {
        node: perOrder(measured.cpu.nodeMs),
        postgres: perOrder(measured.cpu.postgresMs),
        loadGenerator: perOrder(measured.cpu.loadGeneratorMs),
      },
      eventLoopUtilization: measured.elu,
      nodeKernelPercent: measured.kernelPercent,
      walKiBPerOrder:
        measured.walBytes === null || result.created === 0
          ? null
          : Math.round((measured.walBytes / 1024 / result.created) * 10) / 10,
      waits: measured.waits,
    };
    runs.push(entry);
    log(
      `  ${result.ordersPerSecond} orders/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms` +
        (result.latencyFromScheduleMs ? ` (from schedule p99 ${result.latencyFromScheduleMs.p99} ms)` : '') +
        `, answers ${JSON.stringify(result.statuses)}; CPU/order node ${entry.cpuPerOrderMs.node} ms, postgres ${entry.cpuPerOrderMs.postgres} ms, load ${entry.cpuPerOrderMs.loadGenerator} ms; event loop ${Math.round(measured.elu * 100)}% busy, ${measured.kernelPercent}% of its CPU in the kernel; other programs ${measured.cpu.otherPercent}%` +
        (result.exhausted ? '; CUSTOMER POOL EXHAUSTED (raise BENCH_CHECKOUT_USERS)' : ''),
    );
    // Everyone who ordered gets a fresh cart for the next run.
    await refillCarts(db, throughputCarts(shop, users.slice(0, result.usersUsed)));
  };
  for (let round = 1; round <= ROUNDS; round++) await run(round, 'closed', null);
  const capacity = median(runs.map((r) => r.result.ordersPerSecond));
  const rate = Math.max(1, Math.min(OPEN_LOOP_MAX_RATE, Math.floor(capacity * 0.8)));
  await run(1, 'open', rate);
  // Above the measured capacity an open loop only builds a queue (and outlasts the load process's time limit):
  // the target rate is run when the closed loop showed the server can take it.
  if (capacity >= TARGET_OPEN_RATE) await run(2, 'open', TARGET_OPEN_RATE);
  else
    log(`open loop at ${TARGET_OPEN_RATE} orders/s not run: the closed loop measured ${capacity} orders/s`);
  return runs;
}

/** Execution of every statement of one checkout, replayed for another customer inside a rolled-back transaction. */
async function explainStatements(
  db: Database,
  statements: { sql: string; params: readonly SqlParam[]; inTransaction: boolean }[],
  swap: (param: SqlParam, sql: string, index: number) => SqlParam,
): Promise<StatementPlan[]> {
  const plans: StatementPlan[] = [];
  const rollback = new Error('rollback');
  await db
    .transaction(async (tx) => {
      for (const [i, statement] of statements.entries()) {
        await tx.query(`savepoint s${i}`);
        try {
          const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers, timing off) ${statement.sql}`,
            statement.params.map((param, index) => swap(param, statement.sql, index)),
          );
          const text = rows.map((row) => row['QUERY PLAN']).join('\n');
          const ms = (label: string) => {
            const match = new RegExp(`${label}: ([0-9.]+) ms`).exec(text);
            return match ? Number(match[1]) : null;
          };
          plans.push({
            n: i + 1,
            sql: statement.sql.replace(/\s+/g, ' ').trim(),
            inTransaction: statement.inTransaction,
            planningMs: ms('Planning Time'),
            executionMs: ms('Execution Time'),
            plan: text,
            error: null,
          });
          await tx.query(`release savepoint s${i}`);
        } catch (error) {
          await tx.query(`rollback to savepoint s${i}`);
          plans.push({
            n: i + 1,
            sql: statement.sql.replace(/\s+/g, ' ').trim(),
            inTransaction: statement.inTransaction,
            planningMs: null,
            executionMs: null,
            plan: '',
            error: (error as Error).message,
          });
        }
      }
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return plans;
}

/** Commits per second at 20 connections and one commit's latency, with and without a pg_notify. */
async function commitProbe(url: string): Promise<CommitProbe> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on('error', () => undefined);
  try {
    await pool.query(
      'create table bench_commit_probe (id bigint generated always as identity primary key, note text not null)',
    );
    const once = async (client: pg.PoolClient, notify: boolean) => {
      await client.query('begin');
      await client.query(`insert into bench_commit_probe (note) values ('probe')`);
      if (notify) await client.query(`select pg_notify('bench_commit_probe', 'x')`);
      await client.query('commit');
    };
    const measure = async (notify: boolean) => {
      const client = await pool.connect();
      let single: number;
      try {
        for (let i = 0; i < 20; i++) await once(client, notify);
        const started = performance.now();
        for (let i = 0; i < 200; i++) await once(client, notify);
        single = (performance.now() - started) / 200;
      } finally {
        client.release();
      }
      let commits = 0;
      const deadline = performance.now() + 2000;
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          const worker = await pool.connect();
          try {
            while (performance.now() < deadline) {
              await once(worker, notify);
              commits++;
            }
          } finally {
            worker.release();
          }
        }),
      );
      return { singleMs: Math.round(single * 100) / 100, commitsPerSecond: Math.round(commits / 2) };
    };
    const plain = await measure(false);
    const withNotify = await measure(true);
    return { connections: 20, plain, withNotify };
  } finally {
    await pool.query('drop table if exists bench_commit_probe').catch(() => undefined);
    await pool.end();
  }
}

/** A short closed-loop run with V8's sampling profiler on in this (the server's) process; not measured. */
async function profiledRun(
  db: Queryable,
  child: ChildHandle,
  shop: Shop,
  window: ReturnType<typeof createWindow>,
): Promise<NodeProfileSummary> {
  const users = shop.throughput;
  const profiler = await startNodeProfile();
  const [settled] = await Promise.allSettled([
    child.call<LoopResult>(
      'closedLoop',
      {
        fromUser: users[0]!.index,
        toUser: users[0]!.index + users.length,
        connections: CONNECTIONS,
        warmupMs: 0,
        durationMs: PROFILED_SECONDS * 1000,
        keyPrefix: 'profiled',
      },
      (PROFILED_SECONDS + 120) * 1000,
    ),
  ]);
  const summary = await profiler.stop();
  if (settled.status === 'rejected') throw settled.reason;
  const result = settled.value;
  await window.take();
  await refillCarts(db, throughputCarts(shop, users.slice(0, result.usersUsed)));
  return summary;
}

/** Sequential checkouts on the measured server, nothing else running: the latency floor. */
async function checkoutsAlone(server: RunningServer, users: BenchUser[]) {
  const client = createHttpClient(server.url, 1);
  const times: number[] = [];
  try {
    for (const [i, user] of users.entries()) {
      const answer = await client.request({
        method: 'POST',
        path: '/api/checkout',
        headers: {
          authorization: `Bearer ${user.token}`,
          'idempotency-key': `alone-${String(i).padStart(6, '0')}`,
        },
        body: CHECKOUT_BODY,
      });
      if (answer.status !== 201) throw new Error(`checkout alone: ${answer.status} ${answer.text}`);
      if (i >= 10) times.push(answer.ms);
    }
  } finally {
    client.close();
  }
  return percentiles(times);
}

/** Who sent a statement recorded on the profiling instance. */
function sender(sql: string): 'hub' | 'checkout' {
  return /from realtime_events where id > \$1/.test(sql) ? 'hub' : 'checkout';
}

/**
 * A separate, recording instance on the same database (the measured server is left untouched, its job runner
 * off): every statement of one checkout, then each re-run for another customer under EXPLAIN ANALYZE in a
 * rolled-back transaction; then 200 checkouts 10 at a time, counting statements per order (checkout requests
 * and the instance's realtime hub).
 */
async function profileCheckout(benchUrl: string, control: Database, shop: Shop) {
  const recording = recordingDatabase(
    await openPostgresDatabase({ connectionString: benchUrl, maxConnections: 10 }),
  );
  const profiler = await startServer(tokriConfig(benchUrl, { JOBS_ENABLED: 'false' }), { db: recording.db });
  const [userA, userB, ...loadUsers] = shop.profileUsers;
  if (!userA || !userB) throw new Error('no profiling customers');
  const client = createHttpClient(profiler.url, 10);
  const post = (user: BenchUser, key: string) =>
    client.request({
      method: 'POST',
      path: '/api/checkout',
      headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': key },
      body: CHECKOUT_BODY,
    });
  let one: ReturnType<typeof recording.stop>;
  let underLoad: ReturnType<typeof recording.stop>;
  try {
    // Warm the instance (connections, code paths) with a few orders first.
    for (const [i, user] of loadUsers.slice(0, 5).entries()) await post(user, `profile-warm-${i}-000`);
    recording.start();
    const answer = await post(userA, 'profile-checkout-a');
    one = recording.stop();
    if (answer.status !== 201) throw new Error(`profiling checkout: ${answer.status} ${answer.text}`);
    const rest = loadUsers.slice(5);
    let next = 0;
    recording.start();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < rest.length) {
          const i = next++;
          const result = await post(rest[i]!, `profile-load-${String(i).padStart(6, '0')}`);
          if (result.status !== 201) throw new Error(`profiling load: ${result.status} ${result.text}`);
        }
      }),
    );
    // Let the hub finish reading what the last orders announced.
    await new Promise((resolve) => setTimeout(resolve, 300));
    underLoad = recording.stop();
  } finally {
    client.close();
    await profiler.close();
    await recording.db.close();
  }
  const checkoutStatements = one.statements.filter((statement) => sender(statement.sql) === 'checkout');
  const orderPlaced = checkoutStatements.find((statement) => statement.sql.includes('insert into orders'));
  const trackingId = orderPlaced?.params.find(
    (param) => typeof param === 'string' && /^TK[0-9A-F]{10}$/.test(param),
  );
  const swap = (param: SqlParam, sql: string, index: number): SqlParam => {
    if (param === userA.userId) return userB.userId;
    if (param === userA.sessionId) return userB.sessionId;
    if (param === 'profile-checkout-a') return 'profile-checkout-b';
    if (param === trackingId) return `TK${randomBytes(5).toString('hex').toUpperCase()}`;
    // Web-push jobs are keyed by the notification's id, which a replay creates afresh.
    if (index === 0 && sql.includes('insert into scheduled_jobs')) return randomUUID();
    return param;
  };
  const plans = await explainStatements(control, checkoutStatements, swap);
  const inside = checkoutStatements.filter((statement) => statement.inTransaction).length;
  const orders = loadUsers.length - 5;
  const perOrder = (who: 'hub' | 'checkout') =>
    Math.round(
      (underLoad.statements.filter((statement) => sender(statement.sql) === who).length / orders) * 10,
    ) / 10;
  const sum = (values: (number | null)[]) =>
    Math.round(values.reduce<number>((total, value) => total + (value ?? 0), 0) * 100) / 100;
  return {
    statements: {
      outsideTransaction: checkoutStatements.length - inside,
      insideTransaction: inside,
      transactionControl: one.transactions * 2,
      total: checkoutStatements.length + one.transactions * 2,
    },
    plans,
    sumPlanningMs: sum(plans.map((plan) => plan.planningMs)),
    sumExecutionMs: sum(plans.map((plan) => plan.executionMs)),
    underLoad: {
      orders,
      concurrency: 10,
      checkoutStatementsPerOrder:
        Math.round((perOrder('checkout') + (underLoad.transactions / orders) * 2) * 10) / 10,
      hubStatementsPerOrder: perOrder('hub'),
    },
  };
}

async function runEngine(engine: 'postgres' | 'pglite'): Promise<CheckoutReport> {
  const startedAt = new Date().toISOString();
  let control: Database;
  let server: RunningServer;
  let monitor: pg.Pool | null = null;
  let benchName = '';
  let benchUrl = '';
  const throughputUsers = engine === 'postgres' ? THROUGHPUT_USERS : 0;
  if (engine === 'postgres') {
    log(`postgres: creating a database on ${adminUrlForDisplay()}`);
    const bench = await createBenchDatabase(ADMIN_URL);
    benchName = bench.name;
    benchUrl = bench.url;
    onCleanup('drop database', async () => {
      await bench.drop();
      log(`dropped database ${bench.name}`);
    });
    control = await openPostgresDatabase({ connectionString: bench.url, maxConnections: 4 });
    const db = control;
    onCleanup('control pool', () => db.close());
  } else {
    log('pglite: in-memory database');
    control = await openPgliteDatabase(undefined);
    const db = control;
    onCleanup('PGlite close', () => db.close());
  }
  const shop = await prepareShop(control, throughputUsers);
  log(`seeded the demo shop and ${shop.users.length} customers in ${shop.setupSeconds} s`);
  server =
    engine === 'postgres'
      ? await startServer(tokriConfig(benchUrl))
      : await startServer(tokriConfig(undefined), { db: control });
  const running = server;
  onCleanup('Tokri server close', () => running.close());
  log(`Tokri at ${server.url}`);

  const child = await startChild(new URL('./load-client.ts', import.meta.url));
  onCleanup('load process', () => child.close());
  await child.call(
    'setup',
    { origin: server.url, tokens: shop.users.map((user) => user.token), body: CHECKOUT_BODY },
    60_000,
  );

  let sampler: CpuSampler;
  if (engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: ADMIN_URL, max: 2 });
    pool.on('error', () => undefined);
    monitor = pool;
    onCleanup('monitor pool end', () => pool.end());
    sampler = createCpuSampler(
      async () => {
        const { rows } = await pool.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = $1',
          [benchName],
        );
        return rows.map((row) => row.pid);
      },
      () => [child.pid],
    );
  } else {
    // PGlite runs inside this process: its CPU is part of the node figure.
    sampler = createCpuSampler(null, () => [child.pid]);
  }

  const rounds = RACE_ROUNDS[engine]!;
  const race: RaceRound[] = [];
  for (let round = 1; round <= rounds; round++) {
    const result = await raceRound(engine, control, child, shop, round);
    race.push(result);
    log(
      `race ${round}/${rounds}: ${JSON.stringify(result.statuses)}, ${result.ordersCreated} orders, stock ${result.stockAfter} (lowest seen ${result.minStockSeen}), ${result.wallMs} ms` +
        (result.pass ? '' : ` — FAILED: ${result.problems.join('; ')}`),
    );
  }
  const idempotency = await sameKeyBurst(engine, control, child, shop);
  log(
    `same key ×${idempotency.requests}: ${JSON.stringify(idempotency.statuses)}, ${idempotency.ordersCreated} order(s), ${idempotency.distinctOrderIds} distinct id(s), ${idempotency.replayed} replayed, ${idempotency.wallMs} ms` +
      (idempotency.pass ? '' : ` — FAILED: ${idempotency.problems.join('; ')}`),
  );

  let runs: ThroughputRun[] = [];
  let profile: CheckoutProfile | null = null;
  if (engine === 'postgres') {
    const aloneMs = await checkoutsAlone(server, shop.aloneUsers);
    log(`one checkout at a time on the quiet server: p50 ${aloneMs.p50} ms, p90 ${aloneMs.p90} ms`);
    const window = createWindow(child, sampler, monitor, benchName);
    runs = await throughput(control, child, shop, window);
    const jobs = await one<{ pending: number; created: number }>(
      control,
      `select count(*) filter (where done_at is null)::int as pending, count(*)::int as created
         from scheduled_jobs where kind = 'web_push'`,
    );
    log(`web_push jobs: ${jobs.created} created, ${jobs.pending} still pending`);
    log(`profiling: a ${PROFILED_SECONDS} s closed-loop run under V8's sampling profiler (not measured)`);
    const nodeProfile = await profiledRun(control, child, shop, window);
    log(
      `  ${nodeProfile.components
        .slice(0, 5)
        .map((c) => `${c.what} ${c.percent}%`)
        .join(', ')}`,
    );
    log('profiling: the statements of one checkout');
    const statements = await profileCheckout(benchUrl, control, shop);
    const commits = await commitProbe(benchUrl);
    profile = { ...statements, aloneMs, commitProbe: commits, nodeProfile, webPushJobs: jobs };
    log(
      `one checkout: ${profile.statements.total} round trips (${profile.statements.insideTransaction} statements in the transaction); under load ${profile.underLoad.checkoutStatementsPerOrder} checkout + ${profile.underLoad.hubStatementsPerOrder} realtime-hub statements per order; commits/s at 20 connections: plain ${commits.plain.commitsPerSecond}, with pg_notify ${commits.withNotify.commitsPerSecond}`,
    );
  }

  const closed = runs.filter((run) => run.mode === 'closed');
  const failures = [
    ...race.filter((r) => !r.pass).map((r) => `race round ${r.round}: ${r.problems.join('; ')}`),
    ...(idempotency.pass ? [] : [`same key: ${idempotency.problems.join('; ')}`]),
    ...runs
      .filter((run) => {
        const { statuses, created, completed } = run.result;
        return created === 0 || created !== completed || Object.keys(statuses).some((code) => code !== '201');
      })
      .map(
        (run) =>
          `throughput ${run.mode} round ${run.round}: answers ${JSON.stringify(run.result.statuses)} ${JSON.stringify(run.result.errorCodes)} ${run.result.transportErrors.join('; ')}`,
      ),
  ];
  return {
    engine,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await machineInfo(control),
    settings: {
      raceRounds: rounds,
      raceBuyers: RACE_BUYERS,
      raceStock: RACE_STOCK,
      sameKeyRequests: SAME_KEY_REQUESTS,
      connections: CONNECTIONS,
      rounds: engine === 'postgres' ? ROUNDS : 0,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      poolSize: engine === 'postgres' ? POOL_SIZE : 1,
      customers: shop.users.length,
      products: shop.lines.length + 1,
      setupSeconds: shop.setupSeconds,
      loadGenerator:
        'separate Node process (bench/checkout/load-client.ts), node:http keep-alive agent, one connection per in-flight request',
    },
    race,
    idempotency,
    throughput: runs,
    waits: closed.some((run) => run.waits)
      ? mergeWaits(closed.flatMap((run) => (run.waits ? [run.waits] : [])))
      : null,
    profile,
    targets: targetsFor(engine, race, idempotency, closed, runs),
    notes: [],
    failures,
  };
}

export async function main(): Promise<string[]> {
  const problems: string[] = [];
  for (const engine of ENGINES) {
    if (engine !== 'postgres' && engine !== 'pglite') {
      problems.push(`unknown engine ${engine}`);
      continue;
    }
    try {
      const report = await runEngine(engine);
      const files = await writeCheckoutReport(RESULTS_DIR, report);
      log(`wrote ${files.join(', ')}`);
      for (const target of report.targets)
        log(`${target.pass ? 'PASS' : 'MISS'} ${target.name}: ${target.actual}`);
      problems.push(...report.failures.map((failure) => `${engine}: ${failure}`));
    } catch (error) {
      problems.push(`${engine}: ${(error as Error).stack ?? String(error)}`);
    } finally {
      await runCleanups(log);
    }
  }
  return problems;
}
