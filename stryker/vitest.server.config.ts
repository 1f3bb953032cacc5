import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The server tests that exercise the money files, for Stryker's server run (stryker/server.config.mjs). */
export default defineConfig({
  resolve: {
    alias: { '@tokri/core': fileURLToPath(new URL('../packages/core/src/index.ts', import.meta.url)) },
  },
  test: {
    root,
    include: [
      'apps/server/src/modules/cart/**/*.test.ts',
      'apps/server/src/modules/checkout/**/*.test.ts',
      'apps/server/src/modules/coupons/**/*.test.ts',
      'apps/server/src/modules/invoices/**/*.test.ts',
      'apps/server/src/modules/payments/refund*.test.ts',
      'apps/server/src/modules/wallet/**/*.test.ts',
      'apps/server/src/modules/subscriptions/**/*.test.ts',
    ],
    setupFiles: ['apps/server/src/test-support/block-outbound-network.ts'],
    env: { TEST_DB_ENGINE: 'pglite' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
