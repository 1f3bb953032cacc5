// Mutation testing of packages/core (issue 20, ADR 0057): `npm run test:mutation` runs it, and `npm test` runs it
// with the break threshold. Wording is not a rule: a file that is nothing but text in three languages is left out
// here, and a text table inside a file with rules around it is fenced with `// Stryker disable all` comments, so
// the code beside it (interpolation, statuses, paths) is still mutated. The translation tests check the wording.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // `related`: a mutant runs only the test files that import its file. Static mutants (zod contracts are module
  // constants) would otherwise run all 1,200 core tests each. It needs the sandbox outside node_modules, where
  // Vite does not follow imports.
  vitest: { configFile: 'stryker/vitest.core.config.ts', related: true },
  checkers: ['typescript'],
  tsconfigFile: 'packages/core/tsconfig.test.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    'packages/core/src/**/*.ts',
    '!packages/core/src/**/*.test.ts',
    '!packages/core/src/index.ts',
    // Types only: nothing to mutate.
    '!packages/core/src/**/*-types.ts',
    // Pure string tables: mail and SMS wording in three languages, no code.
    '!packages/core/src/mail-texts.ts',
  ],
  concurrency: 2,
  // Zod schemas are module-level constants: ignoring static mutants would leave every contract out of the score.
  ignoreStatic: false,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/core.html' },
  jsonReporter: { fileName: 'reports/mutation/core.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: 90 },
};
