/**
 * The soak's moving parts as real OS processes: Tokri instances from the production build
 * (`node apps/server/dist/main.js`) and Caddy from deploy/Caddyfile, the same file compose.yaml mounts.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from '../shared/harness.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js');
const CADDYFILE = join(REPO_ROOT, 'deploy/Caddyfile');

export interface ManagedProcess {
  name: string;
  readonly pid: number;
  alive(): boolean;
  output(): string;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`); resolves with how it ended and how long it took. */
  stop(graceMs?: number): Promise<{ ms: number; code: number | null; signal: string | null }>;
  /** SIGKILL: no shutdown code runs. */
  killHard(): Promise<void>;
}

function manage(name: string, child: ChildProcess): ManagedProcess {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    pid: child.pid!,
    alive,
    output: () => output,
    async stop(graceMs = 30_000) {
      const started = performance.now();
      if (alive()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const how = await exited;
      clearTimeout(timer);
      return { ms: Math.round(performance.now() - started), ...how };
    },
    async killHard() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
  };
}

async function waitHealthy(url: string, process: ManagedProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!process.alive()) throw new Error(`${process.name} exited while starting:\n${process.output()}`);
    if (Date.now() > deadline) throw new Error(`${process.name} not healthy in time:\n${process.output()}`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
}

/** A Tokri instance in production mode on `port`, as compose runs it (proxy trusted, jobs on). */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<ManagedProcess> {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance = manage(name, child);
  await waitHealthy(`http://127.0.0.1:${port}`, instance, 120_000);
  return instance;
}

export function caddyAvailable(): boolean {
  return spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;
}

/** Caddy on deploy/Caddyfile: plain HTTP on `port`, spreading over `upstreams`. */
export async function startCaddy(
  port: number,
  adminPort: number,
  upstreams: string[],
): Promise<ManagedProcess> {
  const home = mkdtempSync(join(tmpdir(), 'tokri-soak-caddy-'));
  const child = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_DATA_HOME: join(home, 'data'),
      TOKRI_SITE_ADDRESS: `http://127.0.0.1:${port}`,
      TOKRI_UPSTREAMS: upstreams.join(' '),
      CADDY_ADMIN_ADDRESS: `127.0.0.1:${adminPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const caddy = manage('caddy', child);
  await waitHealthy(`http://127.0.0.1:${port}`, caddy, 30_000);
  return caddy;
}

/** Resident memory (MiB) and CPU seconds (user + system) of a process, from /proc; null once it is gone. */
export async function processUsage(pid: number): Promise<{ rssMiB: number; cpuSeconds: number } | null> {
  try {
    const [status, stat] = await Promise.all([
      readFile(`/proc/${pid}/status`, 'utf8'),
      readFile(`/proc/${pid}/stat`, 'utf8'),
    ]);
    const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { rssMiB: Math.round((rss / 1024) * 10) / 10, cpuSeconds: Math.round(ticks) / 100 };
  } catch {
    return null;
  }
}
