// Mutation run of refunds-service.ts by itself (`npx stryker run stryker/refunds.config.mjs`): its tests replay
// payments through the gateway sandbox and a property test plays random orders, so in the whole server run
// (server.config.mjs) it alone took over an hour. Here only the refund tests run, with ten random orders a run.
import server from './server.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...server,
  vitest: { configFile: 'stryker/vitest.refunds.config.ts', related: false },
  mutate: ['apps/server/src/modules/payments/refunds-service.ts'],
  htmlReporter: { fileName: 'reports/mutation/refunds.html' },
  jsonReporter: { fileName: 'reports/mutation/refunds.json' },
  tempDirName: 'node_modules/.cache/stryker-tmp-refunds',
};
