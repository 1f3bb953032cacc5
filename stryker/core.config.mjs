// Mutation testing of packages/core (issue 20): `npm run test:mutation` runs it; `npm test` runs it with the break
// threshold. Pure string tables (every message in three languages) are left out: a changed string is a wording
// change, which the translation tests catch, not a rule.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker/vitest.core.config.ts', related: false },
  checkers: ['typescript'],
  tsconfigFile: 'packages/core/tsconfig.test.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    'packages/core/src/**/*.ts',
    '!packages/core/src/**/*.test.ts',
    '!packages/core/src/index.ts',
    '!packages/core/src/**/*-types.ts',
    '!packages/core/src/error-messages.ts',
    '!packages/core/src/admin-error-messages.ts',
    '!packages/core/src/client-error-messages.ts',
    '!packages/core/src/mail-texts.ts',
    '!packages/core/src/customer-messages.ts',
  ],
  concurrency: 2,
  // Zod schemas are module-level constants: ignoring static mutants would leave every contract out of the score.
  ignoreStatic: false,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/core.html' },
  jsonReporter: { fileName: 'reports/mutation/core.json' },
  tempDirName: 'node_modules/.cache/stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: 90 },
};
