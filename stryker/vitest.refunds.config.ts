import { defineConfig } from 'vitest/config';
import server from './vitest.server.config.js';

/**
 * The refund tests, for a mutation run of refunds-service.ts on its own (its tests replay payments and take long):
 * the server run's config with only those files, and ten random orders a property run instead of a hundred.
 */
export default defineConfig({
  ...server,
  test: {
    ...server.test,
    include: [
      'apps/server/src/jobs/refund-round.test.ts',
      'apps/server/src/modules/payments/refund*.test.ts',
    ],
    env: { ...server.test?.env, REFUND_PROPERTY_ORDERS: '10' },
  },
});
