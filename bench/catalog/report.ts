import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadResult } from './load.js';
import type { CatalogueInfo } from './seed-catalogue.js';

export interface MachineInfo {
  node: string;
  platform: string;
  cpuModel: string;
  cpuCount: number;
  totalMemoryGiB: number;
  database: string;
  /** The code measured: commit, and whether apps/server had uncommitted changes. */
  code: string;
}

export interface QueryPlan {
  name: string;
  planningMs: number | null;
  executionMs: number | null;
  /** Mean wall time of sequential executions through the pool, from this process. */
  roundTripMs: number;
  plan: string;
}

export interface Target {
  name: string;
  actual: string;
  pass: boolean;
}

/** One scenario/target/connections over all rounds: medians, and error counts summed. */
export interface Summary {
  scenario: string;
  target: 'tokri' | 'baseline';
  connections: number;
  rounds: number;
  requestsPerSecond: number;
  requestsPerSecondRange: [number, number];
  latencyMs: { p50: number; p90: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  cpuPerRequestMs: { node: number | null; postgres: number | null };
  machineBusyPercent: number | null;
  otherPercent: number | null;
  loadAverage1m: number;
}

export interface Ratio {
  connections: number;
  /** Median of the per-round ratios (each round runs Tokri and the baseline back to back). */
  median: number;
  perRound: number[];
}

export interface EngineReport {
  engine: 'postgres' | 'pglite';
  startedAt: string;
  finishedAt: string;
  machine: MachineInfo;
  settings: {
    rounds: number;
    durationSeconds: number;
    warmupSeconds: number;
    poolSize: number;
    loadGenerator: string;
    listPaths: string[];
    baselinePaths: string[] | null;
    searchPaths: string[];
  };
  catalogue: CatalogueInfo;
  parity: {
    sqlIdentical: boolean;
    bodiesIdentical: boolean | null;
    tokriBodyBytes: number;
    baselineBodyBytes: number | null;
  };
  searchSamples: { term: string; items: number; closeMatches: number }[];
  summaries: Summary[];
  ratios: Ratio[];
  targets: Target[];
  queryPlans: QueryPlan[];
  notes: string[];
  failures: string[];
  /** Every measured run, in the order they ran. */
  runs: LoadResult[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const medianOf = (values: (number | null | undefined)[]) => {
  const present = values.filter((value): value is number => typeof value === 'number');
  return present.length > 0 ? median(present) : null;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function summarise(runs: LoadResult[]): Summary[] {
  const groups = new Map<string, LoadResult[]>();
  for (const run of runs) {
    const key = `${run.scenario}|${run.connections}|${run.target}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  const rank = ['list', 'search', 'list-open', 'search-open'];
  const order = (s: Summary) =>
    `${rank.indexOf(s.scenario)}|${String(s.connections).padStart(5, '0')}|${s.target === 'tokri' ? 0 : 1}`;
  return [...groups.values()]
    .map((group): Summary => {
      const first = group[0]!;
      const rps = group.map((run) => run.requestsPerSecond);
      return {
        scenario: first.scenario,
        target: first.target,
        connections: first.connections,
        rounds: group.length,
        requestsPerSecond: Math.round(median(rps)),
        requestsPerSecondRange: [Math.round(Math.min(...rps)), Math.round(Math.max(...rps))],
        latencyMs: {
          p50: median(group.map((run) => run.latencyMs.p50)),
          p90: median(group.map((run) => run.latencyMs.p90)),
          p99: median(group.map((run) => run.latencyMs.p99)),
        },
        errors: group.reduce((sum, run) => sum + run.errors, 0),
        timeouts: group.reduce((sum, run) => sum + run.timeouts, 0),
        non2xx: group.reduce((sum, run) => sum + run.non2xx, 0),
        cpuPerRequestMs: {
          node: medianOf(group.map((run) => run.cpuPerRequestMs?.node)),
          postgres: medianOf(group.map((run) => run.cpuPerRequestMs?.postgres)),
        },
        machineBusyPercent: medianOf(group.map((run) => run.cpu?.machineBusyPercent)),
        otherPercent: medianOf(group.map((run) => run.cpu?.otherPercent)),
        loadAverage1m: round2(median(group.map((run) => run.loadAverage1m))),
      };
    })
    .sort((a, b) => order(a).localeCompare(order(b)));
}

export function pairedRatios(runs: LoadResult[]): Ratio[] {
  const ratios: Ratio[] = [];
  const levels = [...new Set(runs.filter((run) => run.scenario === 'list').map((run) => run.connections))];
  for (const connections of levels.sort((a, b) => a - b)) {
    const perRound: number[] = [];
    for (const tokri of runs.filter(
      (r) => r.scenario === 'list' && r.target === 'tokri' && r.connections === connections,
    )) {
      const baseline = runs.find(
        (r) =>
          r.scenario === 'list' &&
          r.target === 'baseline' &&
          r.connections === connections &&
          r.round === tokri.round,
      );
      if (baseline && baseline.requestsPerSecond > 0)
        perRound.push(round2(tokri.requestsPerSecond / baseline.requestsPerSecond));
    }
    if (perRound.length > 0) ratios.push({ connections, median: round2(median(perRound)), perRound });
  }
  return ratios;
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const LABELS: Record<string, string> = {
  'list/tokri': 'List `GET /api/products?category=…&limit=24` (Tokri)',
  'list/baseline': 'List `GET /products?category=…` (bare baseline)',
  'search/tokri': 'Search `GET /api/search/suggestions?q=…&limit=8` (Tokri)',
  'list-open/tokri': 'List, open loop at a fixed rate (Tokri)',
  'search-open/tokri': 'Search suggestions, open loop at 200 req/s (Tokri)',
};

/** The same figures from a committed run of the code before this work (`results/before/`), side by side. */
export function beforeAfter(before: EngineReport, after: EngineReport): string[] {
  const find = (report: EngineReport, scenario: string, target: string, connections?: number) =>
    report.summaries.find(
      (s) =>
        s.scenario === scenario &&
        s.target === target &&
        (connections === undefined || s.connections === connections),
    );
  const ratio = (report: EngineReport, connections: number) =>
    report.ratios.find((r) => r.connections === connections)?.median ?? null;
  const num = (value: number | null | undefined, digits = 0) =>
    value === null || value === undefined ? '—' : fmt(value, digits);
  const row = (name: string, x: number | null | undefined, y: number | null | undefined, digits = 0) =>
    `| ${name} | ${num(x, digits)} | ${num(y, digits)} | ${x && y ? `${fmt(y / x, 2)}×` : '—'} |`;
  const lines = [
    '## Before and after (issue 18)',
    '',
    `Before: ${before.machine.code}, run ${before.startedAt}. After: ${after.machine.code}, run ${after.startedAt}. Same machine and settings; absolute rates follow the machine’s load (last row), ratios and CPU per request much less.`,
    '',
    '| Figure | Before | After | After/before |',
    '|---|---:|---:|---:|',
  ];
  for (const connections of [50, 200]) {
    lines.push(
      row(
        `List Tokri/baseline ratio, ${connections} connections`,
        ratio(before, connections),
        ratio(after, connections),
        2,
      ),
      row(
        `List req/s (Tokri), ${connections} connections`,
        find(before, 'list', 'tokri', connections)?.requestsPerSecond,
        find(after, 'list', 'tokri', connections)?.requestsPerSecond,
      ),
      row(
        `List Node CPU/request (ms), ${connections} connections`,
        find(before, 'list', 'tokri', connections)?.cpuPerRequestMs.node,
        find(after, 'list', 'tokri', connections)?.cpuPerRequestMs.node,
        3,
      ),
      row(
        `List PostgreSQL CPU/request (ms), ${connections} connections`,
        find(before, 'list', 'tokri', connections)?.cpuPerRequestMs.postgres,
        find(after, 'list', 'tokri', connections)?.cpuPerRequestMs.postgres,
        3,
      ),
    );
  }
  const bs = find(before, 'search', 'tokri');
  const as = find(after, 'search', 'tokri');
  lines.push(
    row('Search req/s, closed loop', bs?.requestsPerSecond, as?.requestsPerSecond),
    row('Search p99 (ms), closed loop', bs?.latencyMs.p99, as?.latencyMs.p99),
    row('Search Node CPU/request (ms)', bs?.cpuPerRequestMs.node, as?.cpuPerRequestMs.node, 3),
    row('Search PostgreSQL CPU/request (ms)', bs?.cpuPerRequestMs.postgres, as?.cpuPerRequestMs.postgres, 3),
    row(
      'List p99 (ms), open loop',
      find(before, 'list-open', 'tokri')?.latencyMs.p99,
      find(after, 'list-open', 'tokri')?.latencyMs.p99,
    ),
    row(
      'Search p99 (ms), open loop at 200 req/s',
      find(before, 'search-open', 'tokri')?.latencyMs.p99,
      find(after, 'search-open', 'tokri')?.latencyMs.p99,
    ),
    `| Load average (1 min), median over scenarios | ${num(median(before.summaries.map((s) => s.loadAverage1m)), 2)} | ${num(median(after.summaries.map((s) => s.loadAverage1m)), 2)} | — |`,
    '',
  );
  return lines;
}

/** Other programs used more than this share of the machine during a run: its numbers are suspect. */
export const DISTURBED_PERCENT = 10;

export function markdown(report: EngineReport): string {
  const m = report.machine;
  const c = report.catalogue;
  const ratioFor = (s: Summary) =>
    s.scenario === 'list' && s.target === 'tokri'
      ? report.ratios.find((r) => r.connections === s.connections)
      : undefined;
  const disturbed = report.summaries.filter((s) => (s.otherPercent ?? 0) > DISTURBED_PERCENT);
  const lines = [
    `# Catalogue benchmark: ${report.engine}`,
    '',
    `Run ${report.startedAt} → ${report.finishedAt}.`,
    '',
    `- Machine: Node ${m.node} on ${m.platform}, ${m.cpuCount} CPUs (${m.cpuModel}), ${fmt(m.totalMemoryGiB, 1)} GiB RAM`,
    `- Database: ${m.database}`,
    `- Code: ${m.code}`,
    `- Catalogue: ${fmt(c.totalProducts)} products (${fmt(c.activeProducts)} active; ${c.demoProducts} demo + ${fmt(c.syntheticProducts)} synthetic), ${fmt(c.variants)} extra packs; per category: ${Object.entries(
      c.productsPerCategory,
    )
      .map(([slug, n]) => `${slug} ${fmt(n)}`)
      .join(', ')}; seeded in ${c.seedSeconds} s`,
    `- Load: ${report.settings.loadGenerator}; ${report.settings.rounds} round(s) of ${report.settings.durationSeconds} s per scenario, each after a ${report.settings.warmupSeconds} s warm-up, Tokri and baseline back to back (alternating which goes first); pool size ${report.settings.poolSize}; categories / search terms rotated per request`,
    '',
    '## Results',
    '',
    'Medians over the rounds (req/s range in brackets). The ratio is the median of the per-round Tokri/baseline ratios.',
    '',
    '| Scenario | Connections | req/s | p50 (ms) | p90 (ms) | p99 (ms) | errors (incl. timeouts) / non-2xx | Tokri/baseline |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...report.summaries.map((s) => {
      const ratio = ratioFor(s);
      return `| ${LABELS[`${s.scenario}/${s.target}`] ?? s.scenario} | ${s.connections} | ${fmt(s.requestsPerSecond)} (${fmt(s.requestsPerSecondRange[0])}–${fmt(s.requestsPerSecondRange[1])}) | ${s.latencyMs.p50} | ${s.latencyMs.p90} | ${s.latencyMs.p99} | ${s.errors} / ${s.non2xx} | ${ratio ? `${ratio.median.toFixed(2)} (${ratio.perRound.map((r) => r.toFixed(2)).join(', ')})` : '—'} |`;
    }),
    '',
  ];
  if (report.targets.length > 0) {
    lines.push('## Targets (from the issue)', '', '| Target | Actual | Result |', '|---|---:|---|');
    for (const target of report.targets) {
      lines.push(`| ${target.name} | ${target.actual} | ${target.pass ? 'PASS' : '**MISS**'} |`);
    }
    lines.push('');
  }
  if (report.summaries.some((s) => s.cpuPerRequestMs.node !== null)) {
    lines.push(
      '## Where the CPU goes (medians over the rounds)',
      '',
      '| Scenario | Connections | Node process CPU / request (ms) | PostgreSQL CPU / request (ms) | Machine busy | Other programs | Load avg (1 min) |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...report.summaries.map(
        (s) =>
          `| ${s.scenario} ${s.target} | ${s.connections} | ${s.cpuPerRequestMs.node ?? '—'} | ${s.cpuPerRequestMs.postgres ?? '—'} | ${s.machineBusyPercent === null ? '—' : `${s.machineBusyPercent}%`} | ${s.otherPercent === null ? '—' : `${s.otherPercent}%`} | ${s.loadAverage1m} |`,
      ),
      '',
      'Node process = the server under test plus the autocannon worker thread (the same load-generator work on both sides). PostgreSQL = the backends connected to the bench database (10 ms tick resolution). Other programs = the rest of the machine’s busy time, as a share of its capacity.',
      '',
    );
  }
  if (disturbed.length > 0) {
    lines.push(
      `> **Warning:** other programs used more than ${DISTURBED_PERCENT}% of the machine during ${disturbed
        .map((s) => `${s.scenario} ${s.target} c${s.connections}`)
        .join(', ')}; those numbers understate what this machine can do. Re-run on an idle machine.`,
      '',
    );
  }
  if (report.searchSamples.length > 0) {
    lines.push(
      '## Search terms (one request each before the load)',
      '',
      report.searchSamples
        .map(
          (s) =>
            `\`${s.term}\`: ${s.items} items${s.closeMatches ? `, ${s.closeMatches} close matches` : ''}`,
        )
        .join('; '),
      '',
    );
  }
  if (report.queryPlans.length > 0) {
    lines.push(
      '## Statements alone (after the load, no concurrency)',
      '',
      '| Statement | Planning (ms) | Execution (ms) | Round trip (ms) |',
      '|---|---:|---:|---:|',
      ...report.queryPlans.map(
        (p) => `| ${p.name} | ${p.planningMs ?? '—'} | ${p.executionMs ?? '—'} | ${p.roundTripMs} |`,
      ),
      '',
      'Planning and execution from `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF)`; round trip is the mean of up to 50 sequential executions through the pool from this process. Full plans are in the JSON file.',
      '',
    );
  }
  lines.push('## Notes', '', ...report.notes.map((note) => `- ${note}`), '');
  if (report.failures.length > 0) {
    lines.push('## FAILURES', '', ...report.failures.map((failure) => `- ${failure}`), '');
  }
  return lines.join('\n');
}

/** Writes catalog-<engine>.json and .md, each through a .tmp file so a crash never leaves half a file. */
export async function writeReport(dir: string, report: EngineReport): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const before = await readFile(join(dir, 'before', `catalog-${report.engine}.json`), 'utf8').then(
    (text) => JSON.parse(text) as EngineReport,
    () => null,
  );
  const text = markdown(report);
  const files: [string, string][] = [
    [join(dir, `catalog-${report.engine}.json`), `${JSON.stringify(report, null, 2)}\n`],
    [
      join(dir, `catalog-${report.engine}.md`),
      before ? text.replace('## Targets', `${beforeAfter(before, report).join('\n')}\n## Targets`) : text,
    ],
  ];
  for (const [path, text] of files) {
    await writeFile(`${path}.tmp`, text);
    await rename(`${path}.tmp`, path);
  }
  return files.map(([path]) => path);
}
