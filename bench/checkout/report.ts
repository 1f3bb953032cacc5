import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CpuUsage } from '../catalog/cpu-sampler.js';
import { DISTURBED_PERCENT, type MachineInfo, median, type Target } from '../catalog/report.js';
import type { Percentiles } from '../shared/machine.js';
import type { NodeProfileSummary } from '../shared/node-profile.js';
import type { WaitProfile } from '../shared/pg-waits.js';
import type { LoopResult } from './load-client.js';

export interface RaceRound {
  round: number;
  requests: number;
  statuses: Record<string, number>;
  errorCodes: Record<string, number>;
  distinctOrders: number;
  ordersCreated: number;
  unitsSold: number;
  stockAfter: number;
  /** Lowest stock a poller saw while the burst ran (every ~20 ms). */
  minStockSeen: number | null;
  stockSamples: number;
  cartsLeft: number;
  wallMs: number;
  latencyMs: Percentiles;
  transportErrors: string[];
  pass: boolean;
  problems: string[];
}

export interface IdempotencyResult {
  requests: number;
  statuses: Record<string, number>;
  errorCodes: Record<string, number>;
  distinctOrderIds: number;
  ordersCreated: number;
  replayed: number;
  stockTaken: number;
  quantity: number;
  storedStatus: number | null;
  wallMs: number;
  latencyMs: Percentiles;
  transportErrors: string[];
  pass: boolean;
  problems: string[];
}

export interface ThroughputRun {
  round: number;
  mode: 'closed' | 'open';
  loadAverage1m: number;
  result: LoopResult;
  cpu: CpuUsage;
  cpuPerOrderMs: { node: number | null; postgres: number | null; loadGenerator: number | null };
  /** Share of the measured window the server's event loop was busy (1 = saturated). */
  eventLoopUtilization: number;
  /** Share of the server process's CPU time spent in the kernel (system time: syscalls, loopback TCP). */
  nodeKernelPercent: number;
  walKiBPerOrder: number | null;
  waits: WaitProfile | null;
}

export interface StatementPlan {
  n: number;
  sql: string;
  inTransaction: boolean;
  planningMs: number | null;
  executionMs: number | null;
  plan: string;
  error: string | null;
}

export interface CommitProbe {
  connections: number;
  plain: { singleMs: number; commitsPerSecond: number };
  withNotify: { singleMs: number; commitsPerSecond: number };
}

export interface CheckoutProfile {
  /** Round trips of one checkout request, from the recording instance. */
  statements: {
    outsideTransaction: number;
    insideTransaction: number;
    /** begin + commit */
    transactionControl: number;
    total: number;
  };
  plans: StatementPlan[];
  sumPlanningMs: number;
  sumExecutionMs: number;
  /** Statements per order while the recording instance took orders 10 at a time. */
  underLoad: {
    orders: number;
    concurrency: number;
    checkoutStatementsPerOrder: number;
    /** The instance's RealtimeHub reading new events after each NOTIFY. */
    hubStatementsPerOrder: number;
  };
  /** Sequential checkouts on the quiet measured server, before the throughput runs. */
  aloneMs: Percentiles;
  commitProbe: CommitProbe;
  nodeProfile: NodeProfileSummary;
  webPushJobs: { created: number; pending: number };
}

export interface CheckoutReport {
  engine: 'postgres' | 'pglite';
  startedAt: string;
  finishedAt: string;
  machine: MachineInfo;
  settings: {
    raceRounds: number;
    raceBuyers: number;
    raceStock: number;
    sameKeyRequests: number;
    connections: number;
    rounds: number;
    durationSeconds: number;
    warmupSeconds: number;
    poolSize: number;
    customers: number;
    products: number;
    setupSeconds: number;
    loadGenerator: string;
  };
  race: RaceRound[];
  idempotency: IdempotencyResult;
  throughput: ThroughputRun[];
  /** Wait events over all closed-loop rounds. */
  waits: WaitProfile | null;
  profile: CheckoutProfile | null;
  targets: Target[];
  notes: string[];
  failures: string[];
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function targetsFor(
  engine: CheckoutReport['engine'],
  race: RaceRound[],
  idempotency: IdempotencyResult,
  closed: ThroughputRun[],
  runs: ThroughputRun[] = closed,
): Target[] {
  const first = race[0];
  const buyers = first?.requests ?? 0;
  const stock = first ? first.ordersCreated : 0;
  const passed = race.filter((round) => round.pass).length;
  const targets: Target[] = [
    {
      name: `${fmt(buyers)} concurrent checkouts of one product with stock ${race.length ? (first?.statuses['201'] ?? stock) : 0} → exactly that many orders, the rest clean 409 OUT_OF_STOCK, stock 0, never negative (the issue: repeat 20 times)`,
      actual: `${passed}/${race.length} rounds exact${race.length < 20 ? ` (${race.length} rounds run on ${engine})` : ''}${
        passed < race.length
          ? `; ${race
              .filter((r) => !r.pass)
              .map((r) => `round ${r.round}: ${r.problems.join(', ')}`)
              .join('; ')}`
          : ''
      }`,
      pass: race.length > 0 && passed === race.length,
    },
    {
      name: `${fmt(idempotency.requests)} concurrent retries of one Idempotency-Key → one order`,
      actual: `${idempotency.ordersCreated} order(s); answers ${Object.entries(idempotency.statuses)
        .map(([code, n]) => `${fmt(n)} × ${code}`)
        .join(
          ', ',
        )} with ${idempotency.distinctOrderIds} distinct order id(s), ${fmt(idempotency.replayed)} marked replayed`,
      pass: idempotency.pass,
    },
  ];
  if (closed.length > 0) {
    const rate = median(closed.map((run) => run.result.ordersPerSecond));
    const p99 = median(closed.map((run) => run.result.latencyMs.p99));
    const connections = closed[0]!.result.connections;
    targets.push(
      {
        name: `Sustained checkout throughput ≥ 500 orders/s at ${connections} connections (median of ${closed.length} rounds)`,
        actual: `${fmt(rate, 1)} orders/s (rounds: ${closed.map((run) => fmt(run.result.ordersPerSecond, 1)).join(', ')})`,
        pass: rate >= 500,
      },
      {
        name: `Checkout p99 < 50 ms at ${connections} connections (median of rounds)`,
        actual: `${fmt(p99, 1)} ms (rounds: ${closed.map((run) => fmt(run.result.latencyMs.p99, 1)).join(', ')})`,
        pass: p99 < 50,
      },
    );
    const cpu = median(closed.map(cpuPerOrder));
    targets.push({
      name: 'CPU per order ≤ 4 ms, Node and PostgreSQL together (closed loop, median of rounds)',
      actual: `${fmt(cpu, 2)} ms (rounds: ${closed.map((run) => fmt(cpuPerOrder(run), 2)).join(', ')})`,
      pass: cpu <= 4,
    });
    const atTarget = runs.find((run) => run.mode === 'open' && run.result.targetRate === TARGET_OPEN_RATE);
    targets.push({
      name: `Checkout p99 < 50 ms open loop at ${TARGET_OPEN_RATE} orders/s (from schedule)`,
      actual: atTarget
        ? `${fmt(openP99(atTarget), 1)} ms at ${fmt(atTarget.result.ordersPerSecond, 1)} orders/s served`
        : `not run: the closed loop measured ${fmt(rate, 1)} orders/s, below ${TARGET_OPEN_RATE}`,
      pass: atTarget ? openP99(atTarget) < 50 : false,
    });
  }
  return targets;
}

export const TARGET_OPEN_RATE = Number(process.env.BENCH_CHECKOUT_TARGET_RATE ?? 300);
const cpuPerOrder = (run: ThroughputRun) => (run.cpuPerOrderMs.node ?? 0) + (run.cpuPerOrderMs.postgres ?? 0);
const openP99 = (run: ThroughputRun) => run.result.latencyFromScheduleMs?.p99 ?? run.result.latencyMs.p99;

/** The same figures from a committed run of the code before this work (`results/before/`), side by side. */
export function beforeAfter(before: CheckoutReport, after: CheckoutReport): string[] {
  const summary = (report: CheckoutReport) => {
    const closed = report.throughput.filter((run) => run.mode === 'closed');
    const target = report.throughput.find(
      (run) => run.mode === 'open' && run.result.targetRate === TARGET_OPEN_RATE,
    );
    const open = report.throughput.find((run) => run.mode === 'open');
    const m = (pick: (run: ThroughputRun) => number | null) =>
      closed.length ? median(closed.map((run) => pick(run) ?? 0)) : Number.NaN;
    return {
      rate: m((run) => run.result.ordersPerSecond),
      closedP99: m((run) => run.result.latencyMs.p99),
      openRate: open?.result.targetRate ?? null,
      openP99: open ? openP99(open) : null,
      targetP99: target ? openP99(target) : null,
      node: m((run) => run.cpuPerOrderMs.node),
      postgres: m((run) => run.cpuPerOrderMs.postgres),
      cpu: m(cpuPerOrder),
      statements: report.profile?.statements.total ?? null,
      underLoad: report.profile?.underLoad.checkoutStatementsPerOrder ?? null,
      planning: report.profile?.sumPlanningMs ?? null,
      wal: m((run) => run.walKiBPerOrder),
      other: Math.max(0, ...closed.map((run) => run.cpu.otherPercent ?? 0)),
      load: closed.map((run) => run.loadAverage1m).join(' / '),
      race: `${report.race.filter((r) => r.pass).length}/${report.race.length} exact`,
      sameKey: report.idempotency.pass ? 'exact' : 'FAILED',
    };
  };
  const b = summary(before);
  const a = summary(after);
  const num = (value: number | null, digits = 1) =>
    value === null || Number.isNaN(value) ? '—' : fmt(value, digits);
  const ratio = (x: number | null, y: number | null) =>
    x === null || y === null || !x || Number.isNaN(x) || Number.isNaN(y) ? '—' : `${fmt(y / x, 2)}×`;
  const row = (name: string, x: number | null, y: number | null, digits = 1) =>
    `| ${name} | ${num(x, digits)} | ${num(y, digits)} | ${ratio(x, y)} |`;
  return [
    '## Before and after (issue 18)',
    '',
    `Before: ${before.machine.code}, run ${before.startedAt}. After: ${after.machine.code}, run ${after.startedAt}. Same machine, same settings; wall-clock figures follow the machine’s load (last rows), CPU per order and statement counts much less.`,
    '',
    '| Figure | Before | After | After/before |',
    '|---|---:|---:|---:|',
    row('Closed loop, orders/s (median)', b.rate, a.rate),
    row('Closed loop p99 (ms)', b.closedP99, a.closedP99),
    row(`Open loop p99 at ${TARGET_OPEN_RATE}/s, from schedule (ms)`, b.targetP99, a.targetP99),
    `| Open loop at 80% of capacity: rate, p99 (ms) | ${b.openRate ?? '—'}/s, ${num(b.openP99)} | ${a.openRate ?? '—'}/s, ${num(a.openP99)} | — |`,
    row('Node CPU per order (ms)', b.node, a.node, 3),
    row('PostgreSQL CPU per order (ms)', b.postgres, a.postgres, 3),
    row('Node + PostgreSQL CPU per order (ms)', b.cpu, a.cpu, 3),
    row('Round trips per checkout (recording instance)', b.statements, a.statements, 0),
    row('Statements per order under load', b.underLoad, a.underLoad, 1),
    row('Planning time of one checkout’s statements, EXPLAIN (ms)', b.planning, a.planning, 2),
    row('WAL per order (KiB)', b.wal, a.wal),
    `| Race / same key | ${b.race} / ${b.sameKey} | ${a.race} / ${a.sameKey} | — |`,
    `| Other programs’ share of the machine (worst closed round) | ${b.other}% | ${a.other}% | — |`,
    `| Load average (1 min) at each closed round | ${b.load} | ${a.load} | — |`,
    '',
  ];
}

const statuses = (map: Record<string, number>) =>
  Object.entries(map)
    .map(([code, n]) => `${fmt(n)} × ${code}`)
    .join(', ');

function notesFor(report: CheckoutReport): string[] {
  const notes = [
    'The real server (`startServer`, production config, jobs on) runs in the benchmark’s main process; the load comes from a separate Node process (`load-client.ts`, node:http keep-alive, one connection per request in flight), so “Node” CPU below is the server alone. Latencies are measured in the load process with sub-millisecond resolution.',
    'Customers are made in bulk SQL (users, profiles with languages rotating en/hi/te, live sessions) and their access tokens minted with the server’s own `createAccessTokenSigner` for the same `AUTH_SECRET`; carts are written with SQL (one line each), and the server re-prices them at checkout. Body: the Bengaluru test address (`ADDRESS`, served by a seeded store) and cash on delivery. No `Accept-Encoding`, so no compression.',
    'Every checkout is the full product path: idempotency key, re-pricing, conditional stock update, order + items + status history, emptying the cart, realtime events for the customer and the admin feed (each with `pg_notify`), notifications for the customer and every admin (the demo admin) with their realtime events and `web_push` jobs, the order view written back to the idempotency key — one transaction.',
    `Race: before each round the product’s stock is reset to ${report.settings.raceStock} and every buyer’s cart refilled (1 unit); one keep-alive connection per buyer is opened first (GET /api/health), then all ${fmt(report.settings.raceBuyers)} POST /api/checkout leave at once. Checked per round: ${report.settings.raceStock} × 201 with distinct order ids, the rest 409 OUT_OF_STOCK saying 0 left, nothing else; order_items for the product up by exactly ${report.settings.raceStock}; stock 0 afterwards and never below 0 while a poller watched it; the refused buyers’ carts untouched (their transactions rolled back).`,
    'Same key: one customer, one cart, the same Idempotency-Key and body sent concurrently; the server serialises on the key’s primary key (a concurrent duplicate waits for the first transaction, then replays the stored answer with `Idempotent-Replayed: true`).',
  ];
  if (report.engine === 'postgres') {
    notes.push(
      `Throughput: closed loop, ${report.settings.connections} connections each placing one order after another, every order from a different customer with a fresh Idempotency-Key (carts refilled between runs); ${report.settings.warmupSeconds} s warm-up then ${report.settings.durationSeconds} s measured; any answer but 201 fails the run. In a closed loop latency ≈ connections ÷ throughput, so p99 < 50 ms at 50 connections needs well over 1,000 orders/s; the open-loop run (fixed arrival rate, 80% of the measured capacity, capped at 500/s) shows the latency when the server is not saturated (“from schedule” includes any wait for a free connection).`,
      'Wait events: every 25 ms during the measured windows, `pg_stat_activity` of the bench database’s client backends (from a connection to another database). “idle in transaction” = PostgreSQL waiting for Node to send the next statement of an open transaction; `Lock:object` = waiting for the NOTIFY queue lock that serialises committing transactions which called `pg_notify`; `Lock:transactionid`/`Lock:tuple` = row locks; `IO:WALSync`/`LWLock:WALWrite` = waiting for commit flushes.',
      'One checkout: a separate recording instance on the same database (job runner off) captured every statement of one checkout over HTTP; each was then re-run for another customer with `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF)` inside a transaction that was rolled back. “One at a time” = 30 sequential checkouts on the measured server after 10 warm ones, before the throughput runs. The V8 profile comes from a separate 5 s closed-loop run (profiling slows the server, so it is not one of the measured runs).',
    );
  } else {
    notes.push(
      'PGlite is embedded WebAssembly PostgreSQL on the server’s own thread: one connection, so transactions run one at a time and the race is decided by that queue. The throughput targets are for PostgreSQL and were not run here.',
    );
  }
  const worst = Math.max(0, ...report.throughput.map((run) => run.cpu.otherPercent ?? 0));
  if (worst > DISTURBED_PERCENT)
    notes.push(
      `Other programs used up to ${worst}% of the machine during the throughput runs: absolute numbers are depressed and noisier than on an idle machine.`,
    );
  return notes;
}

export function markdown(report: CheckoutReport): string {
  const m = report.machine;
  const s = report.settings;
  const lines = [
    `# Checkout benchmark: ${report.engine}`,
    '',
    `Run ${report.startedAt} → ${report.finishedAt}.`,
    '',
    `- Machine: Node ${m.node} on ${m.platform}, ${m.cpuCount} CPUs (${m.cpuModel}), ${fmt(m.totalMemoryGiB, 1)} GiB RAM`,
    `- Database: ${m.database}`,
    `- Code: ${m.code}`,
    `- Shop: demo catalogue (${s.products} products in play), ${fmt(s.customers)} customers with sessions; set up in ${s.setupSeconds} s; server pool size ${s.poolSize}`,
    `- Load: ${s.loadGenerator}`,
    '',
    '## Targets (from the issue)',
    '',
    '| Target | Actual | Result |',
    '|---|---|---|',
    ...report.targets.map((t) => `| ${t.name} | ${t.actual} | ${t.pass ? 'PASS' : '**MISS**'} |`),
    '',
    `## Race: ${fmt(s.raceBuyers)} buyers, ${s.raceStock} in stock, ${report.race.length} rounds`,
    '',
    '| Round | Answers | Orders created | Stock after | Lowest stock seen (samples) | Carts kept | Wall (ms) | p50 (ms) | p99 (ms) | Result |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...report.race.map(
      (r) =>
        `| ${r.round} | ${statuses(r.statuses)} | ${r.ordersCreated} | ${r.stockAfter} | ${r.minStockSeen ?? '—'} (${r.stockSamples}) | ${r.cartsLeft} | ${fmt(r.wallMs)} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.pass ? 'exact' : `**${r.problems.join('; ')}**`} |`,
    ),
    '',
    'Wall = first request sent to last answer read; latencies per request, from the load process.',
    '',
    `## Same Idempotency-Key, ${fmt(report.idempotency.requests)} requests at once`,
    '',
    '| Answers | Orders created | Distinct order ids | Marked replayed | Stock taken | Stored answer | Wall (ms) | p50 (ms) | p99 (ms) | Result |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${statuses(report.idempotency.statuses)} | ${report.idempotency.ordersCreated} | ${report.idempotency.distinctOrderIds} | ${fmt(report.idempotency.replayed)} | ${report.idempotency.stockTaken} (cart: ${report.idempotency.quantity}) | ${report.idempotency.storedStatus ?? '—'} | ${fmt(report.idempotency.wallMs)} | ${report.idempotency.latencyMs.p50} | ${report.idempotency.latencyMs.p99} | ${report.idempotency.pass ? 'exact' : `**${report.idempotency.problems.join('; ')}**`} |`,
    '',
  ];
  if (report.throughput.length > 0) {
    lines.push(
      '## Throughput',
      '',
      '| Run | Orders/s | Per second (min–max) | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) | Answers | Customers used |',
      '|---|---:|---:|---:|---:|---:|---:|---|---:|',
      ...report.throughput.map((run) => {
        const r = run.result;
        const label =
          run.mode === 'closed'
            ? `closed loop, ${r.connections} connections, round ${run.round}`
            : `open loop at ${r.targetRate}/s (≤ ${r.connections} connections)`;
        const latency = r.latencyMs;
        const fromSchedule = r.latencyFromScheduleMs;
        return `| ${label} | ${fmt(r.ordersPerSecond, 1)} | ${r.perSecond.min}–${r.perSecond.max} | ${latency.p50} | ${latency.p90} | ${latency.p99}${fromSchedule ? ` (from schedule ${fromSchedule.p99})` : ''} | ${latency.max} | ${statuses(r.statuses)}${r.exhausted ? ' (customer pool exhausted)' : ''} | ${fmt(r.usersUsed)} |`;
      }),
      '',
      '### Where the CPU goes',
      '',
      '| Run | Node server CPU / order (ms) | of which in the kernel | PostgreSQL CPU / order (ms) | Load generator CPU / order (ms) | Server event loop busy | Machine busy | Other programs | Load avg (1 min) | WAL / order (KiB) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...report.throughput.map(
        (run) =>
          `| ${run.mode} ${run.mode === 'closed' ? `round ${run.round}` : `${run.result.targetRate}/s`} | ${run.cpuPerOrderMs.node ?? '—'} | ${run.nodeKernelPercent}% | ${run.cpuPerOrderMs.postgres ?? '—'} | ${run.cpuPerOrderMs.loadGenerator ?? '—'} | ${Math.round(run.eventLoopUtilization * 100)}% | ${run.cpu.machineBusyPercent ?? '—'}% | ${run.cpu.otherPercent ?? '—'}% | ${run.loadAverage1m} | ${run.walKiBPerOrder ?? '—'} |`,
      ),
      '',
      'Node server = this process (the server; PGlite too when it is the engine). PostgreSQL = the backends connected to the bench database (10 ms tick resolution). Load generator = the separate load process. Other programs = the rest of the machine’s busy time as a share of its capacity.',
      '',
    );
    const disturbed = report.throughput.filter((run) => (run.cpu.otherPercent ?? 0) > DISTURBED_PERCENT);
    if (disturbed.length > 0)
      lines.push(
        `> **Warning:** other programs used more than ${DISTURBED_PERCENT}% of the machine during ${disturbed
          .map((run) => `${run.mode} ${run.round}`)
          .join(', ')}; those numbers understate what this machine can do. Re-run on an idle machine.`,
        '',
      );
  }
  if (report.waits) {
    lines.push(
      `### What PostgreSQL’s backends were doing (closed-loop rounds, ${fmt(report.waits.samples)} samples every ${report.waits.intervalMs} ms)`,
      '',
      `On average ${report.waits.averageBusyBackends} of the server’s connections were busy (not idle).`,
      '',
      '| State / wait event | Backends on average | Share of busy |',
      '|---|---:|---:|',
      ...report.waits.shares.map(
        (w) => `| ${w.what} | ${w.backends} | ${w.what === 'idle' ? '—' : `${w.percentOfBusy}%`} |`,
      ),
      '',
    );
  }
  const p = report.profile;
  if (p) {
    lines.push(
      '## One checkout, statement by statement',
      '',
      `${p.statements.total} round trips to PostgreSQL per checkout: ${p.statements.outsideTransaction} before the transaction (session lookup, stores for the address), ${p.statements.transactionControl} for begin/commit, ${p.statements.insideTransaction} inside it. Alone (EXPLAIN ANALYZE, no concurrency) their planning adds up to ${p.sumPlanningMs} ms and their execution to ${p.sumExecutionMs} ms. Under load (${p.underLoad.orders} orders, ${p.underLoad.concurrency} at a time, on one instance) each order cost ${p.underLoad.checkoutStatementsPerOrder} statements for the request plus ${p.underLoad.hubStatementsPerOrder} by the instance’s realtime hub (one \`select … from realtime_events where id > $1\` per NOTIFY wake-up); each further instance adds its hub’s reads.`,
      '',
      `One checkout at a time on the quiet measured server (before the throughput runs): p50 ${p.aloneMs.p50} ms, p90 ${p.aloneMs.p90} ms, max ${p.aloneMs.max} ms.`,
      '',
      '| # | In tx | Statement | Planning (ms) | Execution (ms) |',
      '|---:|:---:|---|---:|---:|',
      ...p.plans.map((plan) => {
        const sql = plan.sql.length > 110 ? `${plan.sql.slice(0, 107)}…` : plan.sql;
        return `| ${plan.n} | ${plan.inTransaction ? 'yes' : ''} | \`${sql.replaceAll('|', '\\|')}\` | ${plan.planningMs ?? '—'} | ${plan.executionMs ?? (plan.error ? `error: ${plan.error}` : '—')} |`;
      }),
      '',
      'Full plans are in the JSON file.',
      '',
      `### Where the server’s main thread spends its time (V8 sampling profile of a separate ${fmt(p.nodeProfile.sampledMs)} ms closed-loop run)`,
      '',
      '| Component | Share of samples |',
      '|---|---:|',
      ...p.nodeProfile.components.map((c) => `| ${c.what} | ${c.percent}% |`),
      '',
      'Samples are wall-clock ticks of the main thread: on this 2-core machine, shared with 20 PostgreSQL backends, a write that wakes a backend often costs the thread its CPU, and that wait is counted in `writev`; the CPU table above gives the process’s real user/kernel split.',
      '',
      'Top functions by self time: ' +
        p.nodeProfile.topFunctions.map((f) => `\`${f.what}\` ${f.percent}%`).join(', ') +
        '.',
      '',
      `### Commits on this PostgreSQL server (${p.commitProbe.connections} connections, 2 s each)`,
      '',
      '| Transaction | One at a time (ms) | Commits/s at 20 connections |',
      '|---|---:|---:|',
      `| begin; insert one row; commit | ${p.commitProbe.plain.singleMs} | ${fmt(p.commitProbe.plain.commitsPerSecond)} |`,
      `| begin; insert one row; select pg_notify(…); commit | ${p.commitProbe.withNotify.singleMs} | ${fmt(p.commitProbe.withNotify.commitsPerSecond)} |`,
      '',
      'A transaction that called pg_notify takes a heavyweight lock at commit (`PreCommit_Notify` in PostgreSQL’s async.c: AccessExclusiveLock on “database 0”, cluster-wide, so notifications queue in commit order) and holds it until the commit, WAL flush included, is done: such commits run one at a time; plain commits share WAL flushes (group commit).',
      '',
      '### Web Push jobs',
      '',
      `The throughput runs created ${fmt(p.webPushJobs.created)} \`web_push\` jobs (one per notification: the customer’s and each admin’s); ${fmt(p.webPushJobs.pending)} were still pending afterwards. Each instance’s job runner takes at most 20 due jobs per second (\`runDueJobs\` batch of 20, once a second), i.e. keeps up with about 10 orders/s per instance.`,
      '',
    );
  }
  lines.push('## Notes', '', ...report.notes.map((note) => `- ${note}`), '');
  if (report.failures.length > 0)
    lines.push('## FAILURES', '', ...report.failures.map((failure) => `- ${failure}`), '');
  return lines.join('\n');
}

export async function writeCheckoutReport(dir: string, report: CheckoutReport): Promise<string[]> {
  report.notes = notesFor(report);
  await mkdir(dir, { recursive: true });
  const before = await readFile(join(dir, 'before', `checkout-${report.engine}.json`), 'utf8').then(
    (text) => JSON.parse(text) as CheckoutReport,
    () => null,
  );
  const text = markdown(report);
  const files: [string, string][] = [
    [join(dir, `checkout-${report.engine}.json`), `${JSON.stringify(report, null, 2)}\n`],
    [
      join(dir, `checkout-${report.engine}.md`),
      before ? text.replace('## Race:', `${beforeAfter(before, report).join('\n')}\n## Race:`) : text,
    ],
  ];
  for (const [path, text] of files) {
    await writeFile(`${path}.tmp`, text);
    await rename(`${path}.tmp`, path);
  }
  return files.map(([path]) => path);
}
