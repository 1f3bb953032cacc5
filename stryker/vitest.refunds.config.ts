import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The refund tests, for a mutation run of refunds-service.ts on its own (its tests replay payments and take long). */
export default defineConfig({
  resolve: {
    alias: { '@tokri/core': fileURLToPath(new URL('../packages/core/src/index.ts', import.meta.url)) },
  },
  test: {
    root,
    include: [
      'apps/server/src/jobs/refund-round.test.ts',
      'apps/server/src/modules/payments/refund*.test.ts',
    ],
    setupFiles: ['apps/server/src/test-support/block-outbound-network.ts'],
    // Ten random orders a run, not a hundred: the property still plays refunds through, and every mutant re-runs it.
    env: { TEST_DB_ENGINE: 'pglite', REFUND_PROPERTY_ORDERS: '10' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
