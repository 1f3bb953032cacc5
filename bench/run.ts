/**
 * `npm run bench`: every benchmark, one after another, each in its own Node process (its own memory, CPU
 * accounting, watchdog and clean-up). `BENCH=checkout,realtime` picks some. Settings: bench/README.md.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureCoreBuilt } from './shared/core-build.js';

const BENCHMARKS = {
  catalog: './catalog/run.ts',
  checkout: './checkout/run.ts',
  realtime: './realtime/run.ts',
  'realtime-riders': './realtime/riders-run.ts',
  reliability: './reliability/run.ts',
  kill: './reliability/kill-run.ts',
  soak: './soak/run.ts',
  subscriptions: './subscriptions/run.ts',
  lighthouse: './lighthouse/run.ts',
  start: './start/run.ts',
  // The same run (issue 18 names it bench/web): exact bytes from Playwright, then Lighthouse.
  web: './lighthouse/run.ts',
} as const;
type Name = keyof typeof BENCHMARKS;

// 'web' is another name for 'lighthouse': the default runs it once.
const wanted = (
  process.env.BENCH ??
  Object.keys(BENCHMARKS)
    .filter((name) => name !== 'web')
    .join(',')
)
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = wanted.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(
    `[bench] unknown benchmark(s) ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}`,
  );
  process.exit(1);
}
ensureCoreBuilt();

let current: ReturnType<typeof spawn> | null = null;
let interrupted = false;
// Ctrl-C reaches the child too (same process group): it cleans up and exits; we wait for it and stop there.
// A SIGTERM sent to this process alone is passed on.
process.on('SIGINT', () => {
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
  current?.kill('SIGTERM');
});

function run(name: Name): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    console.log(`[bench] ${name}: starting`);
    const child = spawn(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        import.meta.resolve('tsx'),
        fileURLToPath(new URL(BENCHMARKS[name], import.meta.url)),
      ],
      { stdio: 'inherit' },
    );
    current = child;
    child.on('exit', (code, signal) => {
      current = null;
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(`[bench] ${name}: ${code === 0 ? 'done' : `exit ${code ?? signal}`} after ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const outcomes: [Name, number][] = [];
for (const name of wanted as Name[]) {
  outcomes.push([name, await run(name)]);
  if (interrupted) break;
}
const failed = outcomes.filter(([, code]) => code !== 0);
if (outcomes.length > 1)
  console.log(
    `[bench] ${outcomes.map(([name, code]) => `${name}: ${code === 0 ? 'ok' : `exit ${code}`}`).join(', ')}`,
  );
process.exit(interrupted ? 130 : failed.length > 0 ? Math.max(...failed.map(([, code]) => code)) : 0);
