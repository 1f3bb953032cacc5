/**
 * `BENCH=start`: the embedded start (issue 18 target 5). Runs the built server (`apps/server/dist/main.js`, so
 * `npm run build -w apps/server` first) on PGlite with an empty DATA_DIR and the demo seed, times spawn → first
 * 200 from /api/health, stops it (SIGTERM), and starts it again on the same folder. Each of `BENCH_START_RUNS`
 * (default 3) rounds uses a fresh folder. Also the server process's CPU at the moment it answered (from /proc),
 * which a busy machine disturbs far less than the wall time. `BENCH_START_ENTRY` points at another build (the
 * before figures came from main's). Writes results/start-pglite.json and .md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../catalog/report.js';
import { envNumber } from '../shared/harness.js';
import { writeStartReport } from './report.js';

const ENTRY =
  process.env.BENCH_START_ENTRY ?? fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const RUNS = envNumber('BENCH_START_RUNS', 3, 1);
const log = (message: string) => console.log(`[start] ${message}`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** utime + stime of a process in ms (clock ticks of 10 ms). */
async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface StartRun {
  round: number;
  kind: 'first' | 'restart';
  healthyMs: number;
  cpuMs: number;
  loadAverage1m: number;
}

async function startOnce(dataDir: string, round: number, kind: StartRun['kind']): Promise<StartRun> {
  const port = await freePort();
  const loadAverage1m = Math.round(loadavg()[0]! * 100) / 100;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'start-bench-auth-secret-not-for-production-0123456789',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 120_000) throw new Error('not healthy after 120 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const healthyMs = Math.round(performance.now() - started);
    const cpuMs = await cpuMsOf(child.pid!);
    log(`round ${round} ${kind}: healthy after ${healthyMs} ms, ${cpuMs} ms of CPU (load ${loadAverage1m})`);
    return { round, kind, healthyMs, cpuMs, loadAverage1m };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const runs: StartRun[] = [];
for (let round = 1; round <= RUNS; round++) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tokri-start-'));
  try {
    runs.push(await startOnce(dataDir, round, 'first'));
    runs.push(await startOnce(dataDir, round, 'restart'));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
const of = (kind: StartRun['kind']) => runs.filter((run) => run.kind === kind);
const summary = {
  firstMs: median(of('first').map((run) => run.healthyMs)),
  firstCpuMs: median(of('first').map((run) => run.cpuMs)),
  restartMs: median(of('restart').map((run) => run.healthyMs)),
  restartCpuMs: median(of('restart').map((run) => run.cpuMs)),
};
for (const file of await writeStartReport({ entry: ENTRY, runs, summary })) log(`wrote ${file}`);
