/**
 * `npm run bench`: the catalogue benchmark (catalog-bench.ts). Environment knobs:
 *   BENCH_DATABASE_URL      PostgreSQL server to create the throw-away database on
 *                           (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_ENGINES           postgres (default) or postgres,pglite (pglite runs Tokri only)
 *   BENCH_DURATION_SECONDS  per load run (default 10), BENCH_WARMUP_SECONDS (default 2)
 *   BENCH_PRODUCTS          catalogue size (default 20000), BENCH_TIMEOUT_MINUTES hard stop (default 15)
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The server imports @tokri/core, whose runtime entry is its build output (as for `npm run dev`).
const coreEntry = fileURLToPath(new URL('../../packages/core/dist/index.js', import.meta.url));
if (!existsSync(coreEntry)) {
  console.error('[bench] packages/core is not built: run `npm run build -w packages/core` first.');
  process.exit(1);
}

const { main } = await import('./catalog-bench.js');
process.exit(await main());
