/**
 * The midnight run at scale (bench/README.md, "Subscriptions"): runDueSubscriptions in-process on real PostgreSQL
 * for 10,000 and 100,000 due plans with 4 and 8 workers, each on a fresh database; then two job processes run the
 * same day at once, one is SIGKILLed after some hundreds of orders and a fresh one is started in its place. Every
 * run is checked exactly against what the setup makes due (seed-plans.ts), not against the job's own report.
 */

import { cpus } from 'node:os';
import { addIstDays, istInstant, toIstDate } from '@tokri/core';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { openPostgresDatabase } from '../../apps/server/src/db/pg-database.js';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo-data.js';
import { setLogLevel } from '../../apps/server/src/logger.js';
import {
  runDueSubscriptions,
  type SubscriptionRunReport,
} from '../../apps/server/src/modules/subscriptions/midnight-run.js';
import { type CpuUsage, createCpuSampler, procTicks, TICK_MS } from '../catalog/cpu-sampler.js';
import { createBenchDatabase } from '../catalog/seed-catalogue.js';
import { type ChildHandle, startChild } from '../shared/child.js';
import {
  ADMIN_URL,
  adminUrlForDisplay,
  createLog,
  envList,
  envNumber,
  onCleanup,
  sleep,
} from '../shared/harness.js';
import { machineInfo } from '../shared/machine.js';
import { startWaitSampler, type WaitProfile } from '../shared/pg-waits.js';
import type { JobRunArgs, JobRunResult } from './job-process.js';
import { CLAIM_COPY, profileRun, type RunProfile } from './profile.js';
import { writeReport } from './report.js';
import {
  checkPremises,
  compare,
  countRun,
  createWorld,
  type Expected,
  expectedOutcome,
  type RunCounts,
  type World,
} from './seed-plans.js';

const log = createLog('subscriptions');
setLogLevel('warn');

const SCALES = envList('SUBS_PLANS', '10000,100000').map(Number);
const WORKERS = envList('SUBS_WORKERS', '4,8').map(Number);
const ALL_WORKERS = process.env.SUBS_ALL_WORKERS === '1';
const CUSTOMERS = envNumber('SUBS_CUSTOMERS', 5000, 10);
const KILL_PLANS = envNumber('SUBS_KILL_PLANS', 20_000, 0);
const KILL_WORKERS = envNumber('SUBS_KILL_WORKERS', 4, 1);
const KILL_AFTER = envNumber('SUBS_KILL_AFTER_ORDERS', 500, 1);
const PROFILE_PLANS = envNumber('SUBS_PROFILE_PLANS', 5_000, 0);
const MAX_RUN_SECONDS = envNumber('SUBS_MAX_RUN_SECONDS', 300, 1);
const MAX_EXPERIMENT_SECONDS = envNumber('SUBS_MAX_EXPERIMENT_SECONDS', 1200, 1);
const FINISH_CAPPED = process.env.SUBS_FINISH_CAPPED === '1';
// The due-by-id index is in the migrations now (0016); the experiment re-creates it only where it is missing.
const EXPERIMENT = process.env.SUBS_EXPERIMENT === '1';
const PROGRESS_EVERY_MS = 5_000;
const JOB_TIMEOUT_MS = envNumber('SUBS_JOB_TIMEOUT_MINUTES', 10, 1) * 60_000;
export const TARGET_SECONDS: Record<number, number> = { 10000: 10, 100000: 60 };

/** The night the bench stands at: tomorrow in IST, with the plans started today. */
const RUN_DATE = addIstDays(toIstDate(new Date()), 1);
const MIDNIGHT = istInstant(RUN_DATE, 0);

for (const value of [...SCALES, ...WORKERS])
  if (!Number.isInteger(value) || value < 1)
    throw new Error('SUBS_PLANS and SUBS_WORKERS: whole numbers ≥ 1');

export interface ScaleRun {
  plans: number;
  workers: number;
  poolSize: number;
  /** An experiment: the (next_delivery_date, id) index added before the run (not in the repository). */
  experimentIndex: boolean;
  /** How the planner reads subscriptions for the claim, before the run (`explain`). */
  claimScan: string;
  setupSeconds: World['setupSeconds'] & { database: number };
  /** Time to done, or to the cap when `capped`. */
  seconds: number;
  capped: boolean;
  plansDone: number;
  plansPerSecond: number;
  ordersPerSecond: number;
  targetSeconds: number | null;
  expected: Expected;
  /** Null when the run was stopped at the cap. */
  jobReport: SubscriptionRunReport | null;
  /** When capped: the rest of the day, done with the experiment's index so the checks can be made. */
  finish: { report: SubscriptionRunReport; seconds: number } | null;
  /** Plans done (delivery rows) every few seconds. */
  progress: { seconds: number; plansDone: number }[];
  counts: RunCounts;
  cpu: CpuUsage;
  waits: WaitProfile;
  problems: string[];
}

export interface KillRun {
  plans: number;
  workersPerProcess: number;
  killAfterOrders: number;
  ordersAtKill: number;
  killedAtMs: number;
  /** Until PostgreSQL had dropped every connection of the killed process (its open transactions rolled back). */
  killedBackendsGoneMs: number | null;
  survivor: JobRunResult | null;
  restarted: JobRunResult | null;
  /** Orders the killed process committed: the day's orders minus what the other two report. */
  ordersByKilled: number;
  totalSeconds: number;
  expected: Expected;
  counts: RunCounts;
  cpu: CpuUsage;
  problems: string[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A fresh, migrated, seeded database with a pool; everything closed and dropped by `done`. */
async function freshDatabase(poolSize: number) {
  const started = performance.now();
  const bench = await createBenchDatabase(ADMIN_URL);
  onCleanup(`drop ${bench.name}`, () => bench.drop());
  let closed = false;
  const db: Database = await openPostgresDatabase({ connectionString: bench.url, maxConnections: poolSize });
  const close = async () => {
    if (closed) return;
    closed = true;
    await db.close();
  };
  onCleanup(`pool of ${bench.name}`, close);
  await migrate(db);
  await seedDemoData(db);
  return {
    bench,
    db,
    seconds: round2((performance.now() - started) / 1000),
    async done() {
      await close();
      await bench.drop();
    },
  };
}

function monitorFor(database: string) {
  const monitor = new pg.Pool({ connectionString: ADMIN_URL, max: 2 });
  monitor.on('error', () => undefined);
  const backends = async () => {
    const { rows } = await monitor.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    return rows.map((row) => row.pid);
  };
  return { monitor, backends };
}

/**
 * CPU of processes that come and go during a run (the job processes' PostgreSQL backends, a SIGKILLed job
 * process): every 200 ms each live one's ticks are read and the last value kept, so a process that is gone by the
 * end still counts up to its last reading. Ticks a process had before the first reading are not counted.
 */
function trackCpu(pids: () => Promise<number[]>) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let running = true;
  const read = async () => {
    for (const pid of await pids().catch(() => [])) {
      const ticks = await procTicks(pid);
      if (ticks === null) continue;
      if (!first.has(pid)) first.set(pid, started ? 0 : ticks);
      last.set(pid, ticks);
    }
  };
  let started = false;
  const ready = read().then(() => {
    started = true;
  });
  const loop = (async () => {
    await ready;
    while (running) {
      await sleep(200);
      await read();
    }
  })();
  return {
    ready,
    async stop(): Promise<number> {
      running = false;
      await loop;
      await read();
      let ticks = 0;
      for (const [pid, value] of last) ticks += value - (first.get(pid) ?? 0);
      return ticks * TICK_MS;
    },
  };
}

/**
 * The pool the job gets in a scale run: `stop()` makes every later transaction refuse to start (the job's workers
 * then end with that error), and `idle()` resolves once the transactions already running have committed or rolled
 * back, so a run stopped at its time cap leaves each plan either done or untouched.
 */
function stoppable(db: Database) {
  let stopped = false;
  let active = 0;
  let wake: (() => void) | null = null;
  const guarded: Database = {
    ...db,
    async transaction(work) {
      if (stopped) throw new Error('stopped at the time cap');
      active++;
      try {
        return await db.transaction(work);
      } finally {
        active--;
        if (active === 0) wake?.();
      }
    },
  };
  return {
    db: guarded,
    stop() {
      stopped = true;
    },
    idle: () =>
      active === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            wake = resolve;
          }),
  };
}

/** The experiment's index (not in the repository's migrations): the day's due plans in id order. */
const DUE_BY_ID_INDEX = `create index if not exists subscriptions_due_id_idx on subscriptions (next_delivery_date, id)
  where is_active and deleted_at is null`;

async function scaleRun(plans: number, workers: number, withIndex: boolean): Promise<ScaleRun> {
  const poolSize = workers + 2;
  const fresh = await freshDatabase(poolSize);
  const { db } = fresh;
  try {
    const world = await createWorld(db, { date: RUN_DATE, plans, customers: CUSTOMERS, prefix: 'subs' });
    if (withIndex) {
      await db.exec(DUE_BY_ID_INDEX);
      await db.exec('analyze subscriptions');
    }
    const capSeconds = withIndex ? MAX_EXPERIMENT_SECONDS : MAX_RUN_SECONDS;
    const problems = await checkPremises(db, world);
    const expected = await expectedOutcome(db, world);
    const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(`explain ${CLAIM_COPY}`, [RUN_DATE, []]);
    const claimScan =
      plan.map((row) => row['QUERY PLAN'].trim()).find((line) => line.includes('on subscriptions s')) ?? '?';
    const { monitor, backends } = monitorFor(fresh.bench.name);
    try {
      const sampler = createCpuSampler(backends);
      const waits = startWaitSampler(monitor, fresh.bench.name);
      const before = await sampler.snapshot();
      const job = stoppable(db);
      const started = performance.now();
      const done = async () =>
        (
          await db.query<{ n: number }>(
            'select count(*)::int as n from subscription_deliveries where delivery_date = $1',
            [RUN_DATE],
          )
        ).rows[0]!.n;
      const progress: { seconds: number; plansDone: number }[] = [];
      let finished = false;
      const watcher = (async () => {
        while (!finished) {
          await sleep(PROGRESS_EVERY_MS);
          if (!finished)
            progress.push({ seconds: round2((performance.now() - started) / 1000), plansDone: await done() });
        }
      })();
      let capped = false;
      const cap = setTimeout(() => {
        capped = true;
        job.stop();
      }, capSeconds * 1000);
      let jobReport: SubscriptionRunReport | null = null;
      let ended = started;
      try {
        jobReport = await runDueSubscriptions(
          { db: job.db, clock: () => MIDNIGHT },
          { date: RUN_DATE, workers },
        );
        ended = performance.now();
      } catch (error) {
        if (!capped) throw error;
        await job.idle();
        ended = performance.now();
      } finally {
        clearTimeout(cap);
        finished = true;
      }
      const seconds = (ended - started) / 1000;
      const cpu = await sampler.since(before);
      const waitProfile = await waits.stop();
      await watcher;
      const plansDone = await done();
      let finish: ScaleRun['finish'] = null;
      if (capped && FINISH_CAPPED) {
        // The rest of the day, so the exact checks can still be made: with the experiment's index, which makes
        // the claim cheap (see the report). Not measured as the job's speed.
        log(
          `${plans} plans, ${workers} workers: stopped at the ${capSeconds} s cap with ${plansDone} done; finishing the day with the experiment's index`,
        );
        const finishStarted = performance.now();
        if (!withIndex) await db.exec(DUE_BY_ID_INDEX);
        await db.exec('analyze subscriptions');
        const rest = await runDueSubscriptions({ db, clock: () => MIDNIGHT }, { date: RUN_DATE, workers });
        finish = { report: rest, seconds: round2((performance.now() - finishStarted) / 1000) };
        if (rest.failed > 0) problems.push(`the finishing run reports ${rest.failed} failed plans`);
      }
      const counts = await countRun(db, world);
      // A run stopped at its cap (and not finished) has done only part of the day: the checks that do not need
      // the whole day still apply (see compare).
      problems.push(...compare(expected, counts, world, capped && !finish ? plansDone : null));
      if ((jobReport?.failed ?? 0) > 0) problems.push(`the job reports ${jobReport?.failed} failed plans`);
      const run: ScaleRun = {
        plans,
        workers,
        poolSize,
        experimentIndex: withIndex,
        claimScan,
        setupSeconds: { database: fresh.seconds, ...world.setupSeconds },
        seconds: round2(seconds),
        capped,
        plansDone,
        plansPerSecond: Math.round(plansDone / seconds),
        ordersPerSecond: Math.round(counts.orders / seconds),
        targetSeconds: TARGET_SECONDS[plans] ?? null,
        expected,
        jobReport,
        finish,
        progress,
        counts,
        cpu,
        waits: waitProfile,
        problems,
      };
      log(
        `${plans} plans, ${workers} workers${withIndex ? ' (experiment: due-by-id index)' : ''}: ` +
          `${capped ? `stopped at ${run.seconds} s with ${plansDone} done` : `${run.seconds} s`} (${run.plansPerSecond} plans/s), ${counts.orders} orders ` +
          `(expected ${expected.orders}); ${problems.length === 0 ? 'all checks hold' : problems.join('; ')}`,
      );
      return run;
    } finally {
      await monitor.end();
    }
  } finally {
    await fresh.done();
  }
}

async function killRun(plans: number, workers: number): Promise<KillRun> {
  const fresh = await freshDatabase(4);
  const { db, bench } = fresh;
  const children: ChildHandle[] = [];
  const { monitor, backends } = monitorFor(bench.name);
  try {
    const world = await createWorld(db, { date: RUN_DATE, plans, customers: CUSTOMERS, prefix: 'kill' });
    const problems = await checkPremises(db, world);
    const expected = await expectedOutcome(db, world);
    const urlFor = (name: string) => {
      const url = new URL(bench.url);
      url.searchParams.set('application_name', name);
      return url.toString();
    };
    const args = (name: string): JobRunArgs => ({
      databaseUrl: urlFor(name),
      date: RUN_DATE,
      workers,
      poolSize: workers + 2,
    });
    const spawnJob = async () => {
      const child = await startChild(new URL('./job-process.ts', import.meta.url));
      children.push(child);
      return child;
    };
    const [doomed, survivor] = await Promise.all([spawnJob(), spawnJob()]);
    // The machine's share comes from the sampler; the backends and job processes come and go, so they are tracked.
    const sampler = createCpuSampler(null);
    const backendCpu = trackCpu(backends);
    const jobCpu = trackCpu(async () => children.map((child) => child.pid));
    await Promise.all([backendCpu.ready, jobCpu.ready]);
    const before = await sampler.snapshot();
    const started = performance.now();
    const settle = (promise: Promise<JobRunResult>) =>
      promise.then(
        (result) => ({ result, error: null }),
        (error: Error) => ({ result: null, error: error.message }),
      );
    const doomedRun = settle(doomed.call<JobRunResult>('run', args('subs-job-killed'), JOB_TIMEOUT_MS));
    const survivorRun = settle(survivor.call<JobRunResult>('run', args('subs-job-survivor'), JOB_TIMEOUT_MS));
    let doomedFinished = false;
    void doomedRun.then(() => {
      doomedFinished = true;
    });
    const ordered = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from subscription_deliveries where delivery_date = $1 and outcome = 'ordered'`,
          [RUN_DATE],
        )
      ).rows[0]!.n;
    while ((await ordered()) < KILL_AFTER) {
      if (doomedFinished) break;
      await sleep(5);
    }
    if (doomedFinished) problems.push('the process to kill finished before it could be killed');
    process.kill(doomed.pid, 'SIGKILL');
    const killedAtMs = Math.round(performance.now() - started);
    const ordersAtKill = await ordered();
    log(`SIGKILLed job process ${doomed.pid} at ${killedAtMs} ms with ${ordersAtKill} orders made`);
    const doomedOutcome = await doomedRun;
    if (doomedOutcome.result) problems.push('the killed process answered as if it had finished');
    // The restart comes up at once, as a supervisor would bring it, while the other instance is still at work.
    const restartedJob = await spawnJob();
    const restartedRun = settle(
      restartedJob.call<JobRunResult>('run', args('subs-job-restarted'), JOB_TIMEOUT_MS),
    );
    let killedBackendsGoneMs: number | null = null;
    for (let i = 0; i < 3000; i++) {
      const { rows } = await monitor.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'subs-job-killed'`,
        [bench.name],
      );
      if (rows[0]!.n === 0) {
        killedBackendsGoneMs = Math.round(performance.now() - started) - killedAtMs;
        break;
      }
      await sleep(10);
    }
    const [survived, restarted] = await Promise.all([survivorRun, restartedRun]);
    const totalSeconds = (performance.now() - started) / 1000;
    const machineCpu = await sampler.since(before);
    const postgresMs = await backendCpu.stop();
    const loadGeneratorMs = await jobCpu.stop();
    const busyMs = ((machineCpu.machineBusyPercent ?? 0) / 100) * totalSeconds * 1000 * cpus().length;
    const cpu: CpuUsage = {
      ...machineCpu,
      postgresMs,
      loadGeneratorMs,
      otherPercent:
        machineCpu.machineBusyPercent === null
          ? null
          : Math.max(
              0,
              Math.round(
                (100 * (busyMs - machineCpu.nodeMs - postgresMs - loadGeneratorMs)) /
                  (totalSeconds * 1000 * cpus().length),
              ),
            ),
    };
    if (survived.error) problems.push(`the surviving process failed: ${survived.error}`);
    if (restarted.error) problems.push(`the restarted process failed: ${restarted.error}`);
    for (const [who, outcome] of [
      ['surviving', survived],
      ['restarted', restarted],
    ] as const)
      if ((outcome.result?.report.failed ?? 0) > 0)
        problems.push(`the ${who} process reports ${outcome.result?.report.failed} failed plans`);
    const counts = await countRun(db, world);
    problems.push(...compare(expected, counts, world));
    const ordersByKilled =
      counts.orders -
      (survived.result?.report.outcomes.ordered ?? 0) -
      (restarted.result?.report.outcomes.ordered ?? 0);
    const run: KillRun = {
      plans,
      workersPerProcess: workers,
      killAfterOrders: KILL_AFTER,
      ordersAtKill,
      killedAtMs,
      killedBackendsGoneMs,
      survivor: survived.result,
      restarted: restarted.result,
      ordersByKilled,
      totalSeconds: round2(totalSeconds),
      expected,
      counts,
      cpu,
      problems,
    };
    log(
      `two processes + SIGKILL + restart: ${counts.orders} orders (expected ${expected.orders}) in ${run.totalSeconds} s; ` +
        `killed ${ordersByKilled}, survivor ${survived.result?.report.outcomes.ordered}, restarted ${restarted.result?.report.outcomes.ordered}; ` +
        `${problems.length === 0 ? 'all checks hold' : problems.join('; ')}`,
    );
    return run;
  } finally {
    for (const child of children) await child.close().catch(() => undefined);
    await monitor.end();
    await fresh.done();
  }
}

export async function main(): Promise<string[]> {
  log(`run date ${RUN_DATE} (clock at 00:00 IST); databases on ${adminUrlForDisplay()}`);
  const machineDb = await openPostgresDatabase({ connectionString: ADMIN_URL, maxConnections: 1 });
  const machine = await machineInfo(machineDb);
  await machineDb.close();
  const scale: ScaleRun[] = [];
  let profile: RunProfile | null = null;
  let kill: KillRun | null = null;
  // Written after every stage, so a run cut short by the watchdog still leaves what it measured.
  const save = () =>
    writeReport({
      benchmark: 'subscriptions',
      at: new Date().toISOString(),
      runDate: RUN_DATE,
      customers: CUSTOMERS,
      machine,
      settings: { maxRunSeconds: MAX_RUN_SECONDS, maxExperimentSeconds: MAX_EXPERIMENT_SECONDS },
      scale,
      profile,
      kill,
    });
  const bestWorkers = () =>
    [...scale].filter((run) => !run.experimentIndex).sort((a, b) => b.plansPerSecond - a.plansPerSecond)[0]
      ?.workers ?? WORKERS[0]!;
  for (const [index, plans] of SCALES.entries()) {
    // Every worker count at the first size; after that the one that did best there (unless SUBS_ALL_WORKERS=1).
    const tried = index === 0 || ALL_WORKERS ? WORKERS : [bestWorkers()];
    for (const workers of tried) {
      log(`${plans} plans, ${workers} workers: setting up`);
      scale.push(await scaleRun(plans, workers, false));
      await save();
    }
  }
  if (PROFILE_PLANS > 0) {
    const workers = bestWorkers();
    log(`profile: ${PROFILE_PLANS} plans, ${workers} workers, every statement timed`);
    const fresh = await freshDatabase(workers + 2);
    try {
      const world = await createWorld(fresh.db, {
        date: RUN_DATE,
        plans: PROFILE_PLANS,
        customers: CUSTOMERS,
        prefix: 'prof',
      });
      profile = await profileRun(fresh.db, world, MIDNIGHT, workers);
    } finally {
      await fresh.done();
    }
    await save();
  }
  if (KILL_PLANS > 0) {
    log(`two processes on ${KILL_PLANS} plans, one SIGKILLed after ${KILL_AFTER} orders, then a restart`);
    kill = await killRun(KILL_PLANS, KILL_WORKERS);
    await save();
  }
  if (EXPERIMENT) {
    // The proposal measured: the same runs with an index that hands the claim the day's plans in id order.
    const workers = bestWorkers();
    for (const plans of SCALES) {
      log(`${plans} plans, ${workers} workers, experiment (due-by-id index): setting up`);
      scale.push(await scaleRun(plans, workers, true));
      await save();
    }
  }
  return [
    ...scale.flatMap((run) =>
      run.problems.map((problem) => `${run.plans} plans × ${run.workers} workers: ${problem}`),
    ),
    ...(kill?.problems.map((problem) => `kill run: ${problem}`) ?? []),
    ...(profile?.problems.map((problem) => `profile run: ${problem}`) ?? []),
  ];
}
