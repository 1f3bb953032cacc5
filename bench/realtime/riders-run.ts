/** `BENCH=realtime-riders npm run bench`: riders' live positions to customers' sockets (rider-positions-bench.ts). */
import { ensureCoreBuilt } from '../shared/core-build.js';
import { envNumber, runBenchmark } from '../shared/harness.js';

ensureCoreBuilt();
const { main } = await import('./rider-positions-bench.js');
process.exit(await runBenchmark('realtime-riders', envNumber('BENCH_TIMEOUT_MINUTES', 10, 1), main));
