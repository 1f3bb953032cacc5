import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainEntry = fileURLToPath(new URL('../main.ts', import.meta.url));
const blockOutboundEntry = fileURLToPath(new URL('./block-outbound-network.ts', import.meta.url));

/** The application_name the server's connections carry, so a test can find (and kill) exactly them. */
export const SERVER_APPLICATION_NAME = 'tokri-under-test';

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
  alive(): boolean;
  /** SIGKILL: no shutdown hooks, no goodbye; whatever was in flight is cut off. */
  killHard(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real server as its own OS process (from source, through tsx) on a PostgreSQL server database, or with
 * `databaseUrl` null on embedded PGlite (pass its DATA_DIR in `env`): for tests that must see the process
 * survive, drain, or be killed.
 */
export async function startServerProcess(
  databaseUrl: string | null,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = databaseUrl ? new URL(databaseUrl) : null;
  url?.searchParams.set('application_name', SERVER_APPLICATION_NAME);
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', blockOutboundEntry, mainEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(url ? { DATABASE_URL: url.toString() } : {}),
      DATABASE_POOL_SIZE: '10',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      SEED_DEMO_DATA: 'true',
      JOBS_ENABLED: 'false',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time:\n${output}`);
    }
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: base,
    child,
    output: () => output,
    exited,
    alive,
    async killHard() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (alive()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
