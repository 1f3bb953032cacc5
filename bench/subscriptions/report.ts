import { mkdir, writeFile } from 'node:fs/promises';
import type { MachineInfo } from '../catalog/report.js';
import type { RunProfile } from './profile.js';
import type { KillRun, ScaleRun } from './subscriptions-bench.js';

export interface SubscriptionsReport {
  benchmark: 'subscriptions';
  at: string;
  runDate: string;
  customers: number;
  machine: MachineInfo;
  settings: { maxRunSeconds: number; maxExperimentSeconds: number };
  scale: ScaleRun[];
  profile: RunProfile | null;
  kill: KillRun | null;
}

const RESULTS = new URL('../results/', import.meta.url);
const DISTURBED_PERCENT = 10;

const seconds = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`;
const n = (value: number) => value.toLocaleString('en-IN');

function perPlan(run: ScaleRun): string {
  const r = (ms: number) => Math.round((ms / Math.max(1, run.plansDone)) * 100) / 100;
  return `${r(run.cpu.nodeMs)} + ${run.cpu.postgresMs === null ? '—' : r(run.cpu.postgresMs)}`;
}

function timeCell(run: ScaleRun): string {
  if (!run.capped) return `${run.seconds} s`;
  return `stopped at the cap, ${run.seconds} s: ${n(run.plansDone)} of ${n(run.plans)} done${run.finish ? ` (the rest: ${run.finish.seconds} s with the experiment's index)` : ''}`;
}

function scaleRows(runs: ScaleRun[]): string[] {
  return [
    '| plans | workers (pool) | time to done | plans/s | orders (expected) | skipped stock / balance | target | checks | CPU Node / PostgreSQL | CPU ms per plan (Node + PostgreSQL) | machine busy | other programs | busy backends | top PostgreSQL waits |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...runs.map((run) => {
      const target =
        run.targetSeconds === null
          ? '—'
          : `< ${run.targetSeconds} s: ${!run.capped && run.seconds < run.targetSeconds ? 'met' : '**missed**'}`;
      const waits = run.waits.shares
        .filter((share) => share.what !== 'idle')
        .slice(0, 3)
        .map((share) => `${share.what} ${share.percentOfBusy}%`)
        .join(', ');
      return `| ${n(run.plans)}${run.experimentIndex ? ' (experiment: due-by-id index)' : ''} | ${run.workers} (${run.poolSize}) | ${timeCell(run)} | ${n(run.plansPerSecond)} | ${n(run.counts.orders)} (${n(run.expected.orders)}) | ${n(run.counts.deliveries.skipped_out_of_stock ?? 0)} / ${n(run.counts.deliveries.skipped_balance ?? 0)} | ${target} | ${run.problems.length === 0 ? 'all hold' : `**${run.problems.length} failed**`} | ${seconds(run.cpu.nodeMs)} / ${seconds(run.cpu.postgresMs)} | ${perPlan(run)} | ${run.cpu.machineBusyPercent ?? '—'}% | ${run.cpu.otherPercent ?? '—'}% | ${run.waits.averageBusyBackends} | ${waits} |`;
    }),
  ];
}

/** Plans/s in each stretch between progress readings: does the run slow down as the day is done? */
function progressLines(runs: ScaleRun[]): string[] {
  const lines = ['Rate over the run (plans/s between readings every 5 s, first → last):', ''];
  for (const run of runs) {
    const rates: number[] = [];
    let last = { seconds: 0, plansDone: 0 };
    for (const point of run.progress) {
      rates.push(
        Math.round((point.plansDone - last.plansDone) / Math.max(0.001, point.seconds - last.seconds)),
      );
      last = point;
    }
    const shown = rates.length <= 12 ? rates : rates.filter((_, i) => i % Math.ceil(rates.length / 12) === 0);
    lines.push(
      `- ${n(run.plans)} × ${run.workers}${run.experimentIndex ? ' (experiment)' : ''}: ${shown.join(' → ') || '—'}`,
    );
  }
  lines.push('', 'How the claim statement reads `subscriptions` at the start of each run (`explain`):', '');
  for (const run of runs)
    lines.push(
      `- ${n(run.plans)} × ${run.workers}${run.experimentIndex ? ' (experiment)' : ''}: \`${run.claimScan}\``,
    );
  lines.push('');
  return lines;
}

/** The default job against the experiment's index, size by size, and what bounds the speed on this machine. */
function comparisonLines(report: SubscriptionsReport): string[] {
  const lines: string[] = [];
  const cores = report.machine.cpuCount;
  const cpuPerPlan = (run: ScaleRun) =>
    (run.cpu.nodeMs + (run.cpu.postgresMs ?? 0)) / Math.max(1, run.plansDone);
  const defaults = report.scale.filter((run) => !run.experimentIndex);
  const experiments = report.scale.filter((run) => run.experimentIndex);
  if (defaults.length === 0) return lines;
  lines.push('## What bounds it', '');
  for (const run of defaults) {
    const perPlan = cpuPerPlan(run);
    lines.push(
      `- ${n(run.plans)} × ${run.workers}: ${perPlan.toFixed(1)} ms of CPU per plan (Node ${(run.cpu.nodeMs / Math.max(1, run.plansDone)).toFixed(1)} + PostgreSQL ${((run.cpu.postgresMs ?? 0) / Math.max(1, run.plansDone)).toFixed(1)}): ${cores} cores could do at most ${n(Math.round((cores * 1000) / perPlan))} plans/s even with nothing else running; measured ${n(run.plansPerSecond)}.`,
    );
  }
  for (const experiment of experiments) {
    const base = defaults.find((run) => run.plans === experiment.plans && run.workers === experiment.workers);
    if (!base) continue;
    lines.push(
      `- Experiment, ${n(experiment.plans)} × ${experiment.workers}: with the (next_delivery_date, id) index PostgreSQL spends ${((experiment.cpu.postgresMs ?? 0) / Math.max(1, experiment.plansDone)).toFixed(1)} ms per plan instead of ${((base.cpu.postgresMs ?? 0) / Math.max(1, base.plansDone)).toFixed(1)}; ${n(experiment.plansPerSecond)} plans/s instead of ${n(base.plansPerSecond)}${base.capped || experiment.capped ? ` (not the same stretch of the day: the job as it is did ${n(base.plansDone)} plans in ${base.seconds} s, the experiment ${n(experiment.plansDone)} in ${experiment.seconds} s, and other programs' share differed: ${base.cpu.otherPercent ?? '—'}% against ${experiment.cpu.otherPercent ?? '—'}%)` : ''}.`,
    );
  }
  if (report.profile) {
    const first = report.profile.claimMsByTenth[0];
    const last = report.profile.claimMsByTenth.at(-1);
    if (first && last)
      lines.push(
        `- The claim statement in the profile run (${n(report.profile.plans)} plans): p50 ${first.p50} ms in the first tenth, ${last.p50} ms in the last.`,
      );
  }
  lines.push('');
  return lines;
}

function profileLines(profile: RunProfile): string[] {
  return [
    `## Where the time goes (${n(profile.plans)} plans, ${profile.workers} workers, every statement timed)`,
    '',
    `${profile.seconds} s (${n(profile.plansPerSecond)} plans/s with the timing wrapper). ${profile.statementsPerPlan} statements per plan over ${n(profile.transactions)} transactions; inside transactions ${seconds(profile.transactionMs)} of wall time (all workers added up), ${seconds(profile.statementMs)} of it in statements, ${profile.outsideStatementsMsPerTransaction} ms per transaction outside them (pool connect, BEGIN, COMMIT, JavaScript).`,
    '',
    '| statement | count | per plan | total | mean | share |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...profile.statements
      .slice(0, 20)
      .map(
        (s) =>
          `| \`${s.statement.replaceAll('|', '\\|')}\` | ${n(s.count)} | ${s.perPlan} | ${seconds(s.totalMs)} | ${s.meanMs} ms | ${s.percentOfStatementTime}% |`,
      ),
    '',
    `Node: ${profile.nodeCpuMsPerPlan} ms of CPU per plan in this process. Its main thread (V8 sampling profiler, wall-clock samples, so time descheduled counts where it was): ${profile.node.components.map((c) => `${c.what} ${c.percent}%`).join(', ')}. Top functions: ${profile.node.topFunctions
      .slice(0, 8)
      .map((f) => `\`${f.what}\` ${f.percent}%`)
      .join(', ')}.`,
    '',
    `Claim latency by tenth of the run (p50 / p99 ms): ${profile.claimMsByTenth.map((p) => `${p.p50} / ${p.p99}`).join(' · ')}`,
    '',
    'The claim statement with every plan of the day still due (`explain (analyze, buffers, timing off)`):',
    '',
    '```',
    ...profile.claimPlan,
    '```',
    '',
  ];
}

function killLines(kill: KillRun): string[] {
  return [
    `## Two instances, one SIGKILLed, a restart (${n(kill.plans)} plans, ${kill.workersPerProcess} workers per process)`,
    '',
    `Two job processes (each its own pool of ${kill.workersPerProcess + 2}) start the day together. The first is SIGKILLed once ${n(kill.killAfterOrders)} orders exist (${n(kill.ordersAtKill)} at the kill, ${kill.killedAtMs} ms in); PostgreSQL had dropped its connections (rolling back the plans it held) ${kill.killedBackendsGoneMs ?? '—'} ms later. A fresh process is started at once, while the other is still running.`,
    '',
    '| process | orders | skipped stock | skipped balance | failed | time |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| killed | ${n(kill.ordersByKilled)} (day's orders − the others') | — | — | — | killed at ${seconds(kill.killedAtMs)} |`,
    ...(
      [
        ['survivor', kill.survivor],
        ['restarted', kill.restarted],
      ] as const
    ).map(([who, result]) =>
      result
        ? `| ${who} | ${n(result.report.outcomes.ordered)} | ${n(result.report.outcomes.skipped_out_of_stock)} | ${n(result.report.outcomes.skipped_balance)} | ${result.report.failed} | ${seconds(result.ms)} |`
        : `| ${who} | failed | | | | |`,
    ),
    '',
    `Day's result: ${n(kill.counts.orders)} orders (expected ${n(kill.expected.orders)}), ${n(Object.values(kill.counts.deliveries).reduce((a, b) => a + b, 0))} delivery rows for ${n(kill.expected.duePlans)} due plans, ${kill.counts.plansWithoutDelivery} plans without one, ${kill.counts.duplicateOrders} duplicate orders, ${kill.counts.walletsOffLedger} wallets off their ledger; wallet debits ${n(kill.counts.walletDebitsPaise)} paise = wallet order totals ${n(kill.counts.walletOrderTotalsPaise)} paise. Everything ${seconds(kill.totalSeconds * 1000)}; CPU: job processes ${seconds(kill.cpu.loadGeneratorMs)}, PostgreSQL ${seconds(kill.cpu.postgresMs)}, machine busy ${kill.cpu.machineBusyPercent ?? '—'}%, other programs ${kill.cpu.otherPercent ?? '—'}%. Checks: ${kill.problems.length === 0 ? 'all hold' : kill.problems.join('; ')}.`,
    '',
  ];
}

export async function writeReport(report: SubscriptionsReport): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  await writeFile(new URL('subscriptions-postgres.json', RESULTS), `${JSON.stringify(report, null, 2)}\n`);
  const { machine } = report;
  const disturbed = report.scale.filter((run) => (run.cpu.otherPercent ?? 0) > DISTURBED_PERCENT);
  const problems = [
    ...report.scale.flatMap((run) => run.problems.map((p) => `${run.plans} × ${run.workers}: ${p}`)),
    ...(report.kill?.problems ?? []).map((p) => `kill run: ${p}`),
  ];
  const lines = [
    '# The midnight run at scale (PostgreSQL)',
    '',
    `\`runDueSubscriptions\` in-process with the clock at 00:00 IST on ${report.runDate}, on a fresh database per run: the demo shop, ${n(report.customers)} customers with profiles and wallets (one in ten short: no wallet or ₹1), N active daily plans due that day over 5 products (2 with stock for only part of their plans; ⅔ wallet, ⅓ cash on delivery). Machine: ${machine.cpuCount} × ${machine.cpuModel}, ${machine.totalMemoryGiB} GiB, Node ${machine.node}, ${machine.database.split(' on ')[0]}; ${machine.code}. Run at ${report.at}.`,
    '',
    ...scaleRows(report.scale),
    '',
    `A run still going after ${report.settings.maxRunSeconds} s (${report.settings.maxExperimentSeconds} s for the experiment) is stopped there: the plans in hand finish, no new one starts. Its "plans/s" is plans done ÷ time to the cap, and only the checks that hold for part of a day are made (orders = \`ordered\` rows, delivery rows = plans done, no duplicates, stock taken = units ordered, wallets = ledger, debits = wallet order totals, short wallets untouched).`,
    '',
    ...progressLines(report.scale),
    "Checked exactly after every run, against numbers worked out from the setup (not the job's report): orders = due plans − skipped out of stock − skipped for balance; one delivery row per due plan; no duplicate order per (plan, day); no stock below zero and stock taken = the quantities ordered = what the setup allows; every wallet balance = the sum of its ledger; wallet debits = wallet-paid order totals, one debit per wallet order; short customers' wallets untouched.",
    '',
    disturbed.length > 0
      ? `**Disturbed:** other programs used more than ${DISTURBED_PERCENT}% of the machine during ${disturbed.map((run) => `${n(run.plans)} × ${run.workers}`).join(', ')} (column "other programs"); re-run on an idle machine before reading the times as the job's own.`
      : `Other programs used at most ${Math.max(0, ...report.scale.map((run) => run.cpu.otherPercent ?? 0))}% of the machine during the runs.`,
    '',
    ...comparisonLines(report),
    ...(report.profile ? profileLines(report.profile) : []),
    ...(report.kill ? killLines(report.kill) : []),
    problems.length === 0
      ? 'No check failed.'
      : `**Failed checks:**\n\n${problems.map((p) => `- ${p}`).join('\n')}`,
    '',
  ];
  await writeFile(new URL('subscriptions-postgres.md', RESULTS), lines.join('\n'));
}
