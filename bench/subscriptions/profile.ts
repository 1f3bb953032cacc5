/**
 * Where the midnight run's time goes: the same run with every statement timed (a Database wrapper around the
 * pool: each statement's kind, count and time; each transaction's time beyond its statements, i.e. connect,
 * BEGIN and COMMIT), and the claim statement's plan with every plan of the day still due.
 */
import type { Database, Queryable, Transaction } from '../../apps/server/src/db/database.js';
import { runDueSubscriptions } from '../../apps/server/src/modules/subscriptions/midnight-run.js';
import { DUE_PLAN_SELECT } from '../../apps/server/src/modules/subscriptions/subscription-delivery.js';
import { type Percentiles, percentiles } from '../shared/machine.js';
import { type NodeProfileSummary, startNodeProfile } from '../shared/node-profile.js';
import { compare, countRun, expectedOutcome, type World } from './seed-plans.js';

export interface StatementShare {
  statement: string;
  count: number;
  perPlan: number;
  totalMs: number;
  meanMs: number;
  percentOfStatementTime: number;
}

export interface RunProfile {
  plans: number;
  workers: number;
  seconds: number;
  plansPerSecond: number;
  transactions: number;
  statementsPerPlan: number;
  /** Wall time inside transactions (all workers added up) and how much of it was statements. */
  transactionMs: number;
  statementMs: number;
  /** Connect + BEGIN + COMMIT + JavaScript between statements, per transaction. */
  outsideStatementsMsPerTransaction: number;
  statements: StatementShare[];
  /** The claim statement's latency in each tenth of the run, in order (does it grow as plans are done?). */
  claimMsByTenth: Percentiles[];
  claimPlan: string[];
  /** This process's main thread during the run (V8's sampling profiler; wall-clock samples). */
  node: NodeProfileSummary;
  /** This process's CPU per plan (user + system). */
  nodeCpuMsPerPlan: number;
  problems: string[];
}

/** The claim of midnight-run.ts (CLAIM_NEXT_DUE, not exported), for EXPLAIN. Keep it in step with the job. */
export const CLAIM_COPY = `${DUE_PLAN_SELECT}
   where s.next_delivery_date = $1::date and s.is_active and s.deleted_at is null
     and not (s.id = any($2::uuid[]))
   order by s.id
   limit 1
   for update of s skip locked`;

/** A short name for a statement: its first words, whitespace folded. */
function kindOf(sql: string): string {
  const folded = sql.replace(/\s+/g, ' ').trim();
  if (folded.includes('for update of s skip locked'))
    return 'claim the next due plan (DUE_PLAN_SELECT … skip locked)';
  return folded.slice(0, 90);
}

function timed(db: Database) {
  const stats = new Map<string, { count: number; ms: number }>();
  const claims: number[] = [];
  let transactions = 0;
  let transactionMs = 0;
  const record = (sql: string, ms: number) => {
    const kind = kindOf(sql);
    const entry = stats.get(kind) ?? { count: 0, ms: 0 };
    entry.count++;
    entry.ms += ms;
    stats.set(kind, entry);
    if (kind.startsWith('claim')) claims.push(ms);
  };
  const wrap = <Q extends Queryable>(target: Q): Q =>
    ({
      ...target,
      async query(sql: string, params?: never[]) {
        const started = performance.now();
        try {
          return await target.query(sql, params);
        } finally {
          record(sql, performance.now() - started);
        }
      },
    }) as Q;
  const wrapped: Database = {
    ...db,
    query: wrap(db).query,
    async transaction(work) {
      const started = performance.now();
      try {
        return await db.transaction((tx: Transaction) => work(wrap(tx)));
      } finally {
        transactions++;
        transactionMs += performance.now() - started;
      }
    },
  };
  return { db: wrapped, stats, claims, totals: () => ({ transactions, transactionMs }) };
}

export async function profileRun(
  db: Database,
  world: World,
  midnight: Date,
  workers: number,
): Promise<RunProfile> {
  const expected = await expectedOutcome(db, world);
  const claimPlan = await db
    .transaction(async (tx) => {
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, timing off) ${CLAIM_COPY}`,
        [world.date, []],
      );
      throw Object.assign(new Error('rollback'), { plan: rows.map((row) => row['QUERY PLAN']) });
    })
    .catch((error: { plan?: string[] }) => error.plan ?? [String(error)]);
  const probe = timed(db);
  const profiler = await startNodeProfile();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const report = await runDueSubscriptions(
    { db: probe.db, clock: () => midnight },
    { date: world.date, workers },
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const node = await profiler.stop();
  const problems = compare(expected, await countRun(db, world), world);
  if (report.failed > 0) problems.push(`the job reports ${report.failed} failed plans`);
  const statementMs = [...probe.stats.values()].reduce((sum, entry) => sum + entry.ms, 0);
  const statementCount = [...probe.stats.values()].reduce((sum, entry) => sum + entry.count, 0);
  const { transactions, transactionMs } = probe.totals();
  const r = (value: number) => Math.round(value * 100) / 100;
  const tenth = Math.max(1, Math.ceil(probe.claims.length / 10));
  return {
    plans: world.plans,
    workers,
    seconds: r(seconds),
    plansPerSecond: Math.round(world.plans / seconds),
    transactions,
    statementsPerPlan: r(statementCount / world.plans),
    transactionMs: Math.round(transactionMs),
    statementMs: Math.round(statementMs),
    outsideStatementsMsPerTransaction: r((transactionMs - statementMs) / Math.max(1, transactions)),
    statements: [...probe.stats]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([statement, entry]) => ({
        statement,
        count: entry.count,
        perPlan: r(entry.count / world.plans),
        totalMs: Math.round(entry.ms),
        meanMs: r(entry.ms / entry.count),
        percentOfStatementTime: Math.round((100 * entry.ms) / Math.max(1, statementMs)),
      })),
    claimMsByTenth: Array.from({ length: 10 }, (_, n) =>
      percentiles(probe.claims.slice(n * tenth, (n + 1) * tenth)),
    ),
    claimPlan,
    node,
    nodeCpuMsPerPlan: r((cpu.user + cpu.system) / 1000 / world.plans),
    problems,
  };
}
