// Mutation testing of the server's money files (issue 20): cart pricing, checkout, coupons, invoices and the wallet
// ledger; refunds-service.ts has a run of its own (refunds.config.mjs), which `npm run test:mutation:server` runs
// after this one. Their tests run on an embedded database, so a run takes far longer than the core one: it is run
// by hand or nightly, not in every CI run.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker/vitest.server.config.ts', related: false },
  checkers: ['typescript'],
  tsconfigFile: 'apps/server/tsconfig.test.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    'apps/server/src/modules/cart/cart-pricing.ts',
    'apps/server/src/modules/checkout/checkout-service.ts',
    'apps/server/src/modules/checkout/orderable-cart.ts',
    'apps/server/src/modules/coupons/coupon-application.ts',
    'apps/server/src/modules/invoices/invoice-document.ts',
    'apps/server/src/modules/wallet/wallet-ledger.ts',
    // Subscription dates: the next delivery a plan change or the midnight run writes, and the forecast the
    // wallet's low-balance notice reads (the date rule itself is core's subscription-schedule.ts).
    'apps/server/src/modules/subscriptions/subscription-plan-dates.ts',
    'apps/server/src/modules/subscriptions/planned-deliveries.ts',
  ],
  concurrency: 2,
  ignoreStatic: true,
  timeoutMS: 60_000,
  // The first run of every test file on its own embedded database takes longer than Stryker's default 5 minutes
  // on the shared 2 cores (it timed out there, which is why the run had never finished).
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/server.html' },
  jsonReporter: { fileName: 'reports/mutation/server.json' },
  tempDirName: 'node_modules/.cache/stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 85, break: null },
};
