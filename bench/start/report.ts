import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineInfo } from '../shared/machine.js';
import type { StartRun } from './run.js';

const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

export interface StartReport {
  entry: string;
  startedAt?: string;
  code?: string;
  runs: StartRun[];
  summary: { firstMs: number; firstCpuMs: number; restartMs: number; restartCpuMs: number };
}

const row = (name: string, before: number | undefined, after: number, limit: number | null) =>
  `| ${name} | ${before ?? '—'} | ${after} | ${limit === null ? '—' : after <= limit ? 'PASS' : '**MISS**'} |`;

/** results/start-pglite.json and .md; the .md puts results/before/start-pglite.json beside this run. */
export async function writeStartReport(report: StartReport): Promise<string[]> {
  const machine = await machineInfo({
    query: async <Row>() => ({ rows: [{ version: 'PGlite (embedded)' }] as Row[], rowCount: 1 }),
  });
  // The build started may be another checkout's (BENCH_START_ENTRY): name the commit it was built from.
  const code = `commit ${execFileSync('git', ['-C', dirname(report.entry), 'log', '-1', '--format=%h'], { encoding: 'utf8' }).trim()} (${report.entry})`;
  const full = { ...report, startedAt: new Date().toISOString(), code, machine };
  const before = await readFile(join(RESULTS_DIR, 'before', 'start-pglite.json'), 'utf8').then(
    (text) => JSON.parse(text) as StartReport,
    () => null,
  );
  const s = report.summary;
  const b = before?.summary;
  const lines = [
    '# Embedded start (PGlite): first start and restart',
    '',
    `Run ${full.startedAt}; code ${code}; Node ${machine.node}, ${machine.cpuCount} CPUs (${machine.cpuModel}).`,
    before ? `Before: ${before.code}, run ${before.startedAt}.` : '',
    '',
    'Medians of the rounds. Wall = spawn of `node apps/server/dist/main.js` → first 200 from `/api/health`; CPU = the server process’s user + system time at that moment (10 ms ticks), which a busy machine disturbs far less.',
    '',
    '| Figure | Before | After | Target |',
    '|---|---:|---:|---|',
    row('First start on an empty data folder, wall (ms) — target ≤ 3,000', b?.firstMs, s.firstMs, 3000),
    row('First start, CPU (ms)', b?.firstCpuMs, s.firstCpuMs, null),
    row('Restart on the same folder, wall (ms) — target ≤ 1,000', b?.restartMs, s.restartMs, 1000),
    row('Restart, CPU (ms)', b?.restartCpuMs, s.restartCpuMs, null),
    '',
    '| Round | Kind | Wall (ms) | CPU (ms) | Load average (1 min) at spawn |',
    '|---:|---|---:|---:|---:|',
    ...report.runs.map(
      (r) => `| ${r.round} | ${r.kind} | ${r.healthyMs} | ${r.cpuMs} | ${r.loadAverage1m} |`,
    ),
    '',
    'Wall-clock figures follow the machine’s load: on a loaded machine (load average well above the 2 cores) compare the CPU column.',
    '',
  ];
  await mkdir(RESULTS_DIR, { recursive: true });
  const files: [string, string][] = [
    [join(RESULTS_DIR, 'start-pglite.json'), `${JSON.stringify(full, null, 2)}\n`],
    [join(RESULTS_DIR, 'start-pglite.md'), lines.join('\n')],
  ];
  for (const [path, text] of files) {
    await writeFile(`${path}.tmp`, text);
    await rename(`${path}.tmp`, path);
  }
  return files.map(([path]) => path);
}
