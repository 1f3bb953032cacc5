/** `BENCH=subscriptions npm run bench`: the midnight run at scale (subscriptions-bench.ts); settings in bench/README.md. */
import { ensureCoreBuilt } from '../shared/core-build.js';
import { envNumber, runBenchmark } from '../shared/harness.js';

ensureCoreBuilt();
const { main } = await import('./subscriptions-bench.js');
process.exit(await runBenchmark('subscriptions', envNumber('BENCH_TIMEOUT_MINUTES', 30, 1), main));
