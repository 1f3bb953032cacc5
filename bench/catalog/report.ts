import { mkdir, rename, writeFile } from 'node:fs/promises';
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
}

export interface QueryPlan {
  name: string;
  planningMs: number | null;
  executionMs: number | null;
  plan: string;
}

export interface Target {
  name: string;
  actual: string;
  pass: boolean;
}

export interface EngineReport {
  engine: 'postgres' | 'pglite';
  startedAt: string;
  finishedAt: string;
  machine: MachineInfo;
  settings: {
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
  runs: LoadResult[];
  ratios: { connections: number; tokriOverBaseline: number }[];
  targets: Target[];
  queryPlans: QueryPlan[];
  notes: string[];
  failures: string[];
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const LABELS: Record<string, string> = {
  'list/tokri': 'List `GET /api/products?category=…&limit=24` (Tokri)',
  'list/baseline': 'List `GET /products?category=…` (bare baseline)',
  'search/tokri': 'Search `GET /api/search/suggestions?q=…&limit=8` (Tokri)',
};

export function markdown(report: EngineReport): string {
  const m = report.machine;
  const c = report.catalogue;
  const ratioFor = (run: LoadResult) =>
    run.scenario === 'list' && run.target === 'tokri'
      ? report.ratios.find((r) => r.connections === run.connections)?.tokriOverBaseline
      : undefined;
  const lines = [
    `# Catalogue benchmark: ${report.engine}`,
    '',
    `Run ${report.startedAt} → ${report.finishedAt}.`,
    '',
    `- Machine: Node ${m.node} on ${m.platform}, ${m.cpuCount} CPUs (${m.cpuModel}), ${fmt(m.totalMemoryGiB, 1)} GiB RAM`,
    `- Database: ${m.database}`,
    `- Catalogue: ${fmt(c.totalProducts)} products (${fmt(c.activeProducts)} active; ${c.demoProducts} demo + ${fmt(c.syntheticProducts)} synthetic), ${fmt(c.variants)} extra packs; per category: ${Object.entries(
      c.productsPerCategory,
    )
      .map(([slug, n]) => `${slug} ${fmt(n)}`)
      .join(', ')}; seeded in ${c.seedSeconds} s`,
    `- Load: ${report.settings.loadGenerator}, ${report.settings.durationSeconds} s per run after a ${report.settings.warmupSeconds} s warm-up; pool size ${report.settings.poolSize}; categories / search terms rotated per request`,
    '',
    '## Results',
    '',
    '| Scenario | Connections | req/s | p50 (ms) | p90 (ms) | p99 (ms) | errors / non-2xx | Tokri/baseline |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...report.runs.map((run) => {
      const ratio = ratioFor(run);
      return `| ${LABELS[`${run.scenario}/${run.target}`] ?? run.scenario} | ${run.connections} | ${fmt(run.requestsPerSecond)} | ${run.latencyMs.p50} | ${run.latencyMs.p90} | ${run.latencyMs.p99} | ${run.errors + run.timeouts} / ${run.non2xx} | ${ratio === undefined ? '—' : ratio.toFixed(2)} |`;
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
      '## Query timings (EXPLAIN ANALYZE after the load, warm cache, one request’s statements)',
      '',
      '| Statement | Planning (ms) | Execution (ms) |',
      '|---|---:|---:|',
      ...report.queryPlans.map((p) => `| ${p.name} | ${p.planningMs ?? '—'} | ${p.executionMs ?? '—'} |`),
      '',
      'Full plans are in the JSON file.',
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
  const files: [string, string][] = [
    [join(dir, `catalog-${report.engine}.json`), `${JSON.stringify(report, null, 2)}\n`],
    [join(dir, `catalog-${report.engine}.md`), markdown(report)],
  ];
  for (const [path, text] of files) {
    await writeFile(`${path}.tmp`, text);
    await rename(`${path}.tmp`, path);
  }
  return files.map(([path]) => path);
}
