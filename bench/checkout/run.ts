/** `BENCH=checkout npm run bench`: the checkout benchmark (checkout-bench.ts); settings in bench/README.md. */
import { ensureCoreBuilt } from '../shared/core-build.js';
import { envNumber, runBenchmark } from '../shared/harness.js';

ensureCoreBuilt();
const { main } = await import('./checkout-bench.js');
process.exit(await runBenchmark('checkout', envNumber('BENCH_TIMEOUT_MINUTES', 10, 1), main));
