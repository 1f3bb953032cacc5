/** `BENCH=realtime npm run bench`: the realtime benchmark (realtime-bench.ts); settings in bench/README.md. */
import { ensureCoreBuilt } from '../shared/core-build.js';
import { envNumber, runBenchmark } from '../shared/harness.js';

ensureCoreBuilt();
const { main } = await import('./realtime-bench.js');
process.exit(await runBenchmark('realtime', envNumber('BENCH_TIMEOUT_MINUTES', 8, 1), main));
