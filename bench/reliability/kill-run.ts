/** `BENCH=kill npm run bench`: kill -9 during a burst of checkouts (kill-during-checkout.ts). */
import { ensureCoreBuilt } from '../shared/core-build.js';
import { envNumber, runBenchmark } from '../shared/harness.js';

ensureCoreBuilt();
const { main } = await import('./kill-during-checkout.js');
process.exit(await runBenchmark('kill', envNumber('BENCH_TIMEOUT_MINUTES', 15, 1), main));
