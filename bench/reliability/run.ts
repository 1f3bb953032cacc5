/** `BENCH=reliability npm run bench`: the 45,000-request fuzz (reliability-bench.ts); settings in bench/README.md. */
import { ensureCoreBuilt } from '../shared/core-build.js';
import { envNumber, runBenchmark } from '../shared/harness.js';

ensureCoreBuilt();
const { main } = await import('./reliability-bench.js');
process.exit(await runBenchmark('reliability', envNumber('BENCH_TIMEOUT_MINUTES', 15, 1), main));
