import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test-support/server-process.js';
import { secretsInLog } from './log-secrets.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built product (API + web app) as one real process on a fresh embedded database with the demo data.
 * `env` adds settings for one spec (e.g. a local push service allowed in PUSH_ALLOWED_HOSTS).
 */
export async function startAppServer(options: { env?: Record<string, string> } = {}): Promise<AppServer> {
  if (!existsSync(serverEntry)) {
    throw new Error('The app is not built: run `npm run build` first (npm test does it for you).');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'tokri-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      // Not production: the browser tests read the development outbox, which production refuses to serve.
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEV_OUTBOX: 'true',
      ...options.env,
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
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) throw new Error(`The server did not start within 60 s:\n${output}`);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
      // Every browser test's server log is searched for secrets once the server is gone (issue 19 item 3).
      const secrets = secretsInLog(output);
      if (secrets.length > 0) {
        throw new Error(
          `The server's log holds secrets:\n${secrets.map((s) => `  line ${s.line} (${s.kind}): ${s.text}`).join('\n')}`,
        );
      }
    },
  };
}
