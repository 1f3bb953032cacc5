/** `BENCH=soak npm run bench`: two instances behind Caddy, mixed traffic, then SIGTERM and kill -9 (soak-bench.ts). */
import { ensureCoreBuilt } from '../shared/core-build.js';
import { envNumber, runBenchmark } from '../shared/harness.js';

ensureCoreBuilt();
const { main } = await import('./soak-bench.js');
const soakMinutes = envNumber('BENCH_SOAK_SECONDS', 600, 10) / 60;
process.exit(
  await runBenchmark('soak', envNumber('BENCH_TIMEOUT_MINUTES', Math.ceil(soakMinutes) + 10, 1), main),
);
