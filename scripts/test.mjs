#!/usr/bin/env node
// The one test command: unit tests, server tests on embedded PostgreSQL (and on a PostgreSQL server
// when TEST_DATABASE_URL is set), then the native shell's configs and the browser tests against the built app.
//
// The PostgreSQL-server run goes alongside the build and the browser tests: those wait on a browser and a
// server process most of the time and leave a 2-core machine half idle, so the two together take little
// longer than the browser tests alone (ADR 0052). Its output is held in a file and printed when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vitest = join(process.cwd(), 'node_modules/.bin/vitest');
const reports = mkdtempSync(join(tmpdir(), 'tokri-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test by step and file, printed again at the very end: CI keeps only the tail of the output. */
const failures = [];
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

function vitestArgs(label, projects, files = []) {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    'run',
    ...files,
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  return { file, args };
}

function countReport(file, label) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    for (const suite of report.testResults ?? []) {
      const path = suite.name.replace(`${process.cwd()}/`, '');
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) failures.push(`${label}: ${path} > ${test.fullName}`);
      if (failed.length === 0 && suite.status === 'failed')
        failures.push(`${label}: ${path} (${suite.message ?? 'failed to load'})`);
    }
    totals.passed += report.numPassedTests;
    totals.failed +=
      report.numFailedTests +
      (report.numTotalTestSuites > 0 && !report.success && report.numFailedTests === 0 ? 1 : 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
    failures.push(`${label}: no test report (the run did not finish)`);
  }
}

function vitestStep(label, projects, env = {}, files = []) {
  const { file, args } = vitestArgs(label, projects, files);
  run(label, vitest, args, env);
  countReport(file, label);
}

/** Starts a command in the background; the promise settles with its exit status once it ends and its output is printed. */
function inBackground(label, command, args, env = {}) {
  const logFile = join(reports, `${label.replace(/\W+/g, '-')}.log`);
  const log = openSync(logFile, 'w');
  console.log(`\n▶ ${label} (in the background; its output follows when it ends)`);
  const child = spawn(command, args, { stdio: ['ignore', log, log], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      closeSync(log);
      console.log(`\n▶ ${label}: output\n${readFileSync(logFile, 'utf8')}`);
      if (status !== 0) ok = false;
      resolve(status);
    });
  });
}

function vitestInBackground(label, projects, env = {}) {
  const { file, args } = vitestArgs(label, projects);
  return inBackground(label, vitest, args, env).then(() => countReport(file, label));
}

vitestStep('unit and server tests on embedded PostgreSQL (PGlite)', ['core', 'tooling', 'web', 'server'], {
  TEST_DB_ENGINE: 'pglite',
});

const postgresRun = process.env.TEST_DATABASE_URL
  ? vitestInBackground('server tests on the PostgreSQL server', ['server'], { TEST_DB_ENGINE: 'postgres' })
  : (console.log('\n(TEST_DATABASE_URL is not set: server tests ran on embedded PostgreSQL only)'),
    Promise.resolve());
// Time travel (ADR 0073): the server tests whose rules depend on the date run again with the clock a year ahead,
// at 23:59:59 IST on a coming 31 December and on the next 29 February, and with the process in two far time
// zones, UTC-8 and UTC+14 (the rules must think in IST whatever the machine's zone). Each file's clock starts at
// that moment and moves on in real time (apps/server/src/test-support/test-clock.ts). Dates are worked out from today, so no run
// is tied to a calendar day that real time will pass.
const DATED_SERVER_TESTS = [
  'apps/server/src/modules/subscriptions/',
  'apps/server/src/modules/orders/orders.test.ts',
  'apps/server/src/modules/orders/order-handover.test.ts',
  'apps/server/src/modules/inventory/stock-lots.test.ts',
  'apps/server/src/modules/inventory/lots-routes.test.ts',
  'apps/server/src/modules/invoices/',
  'apps/server/src/modules/wallet/',
  'apps/server/src/modules/payments/refunds.test.ts',
  'apps/server/src/modules/payments/refund-causes.test.ts',
  'apps/server/src/modules/notifications/notifications.test.ts',
  'apps/server/src/modules/substitutions/',
  'apps/server/src/modules/profile/profile.test.ts',
  'apps/server/src/modules/coupons/',
];
const thisYear = new Date().getUTCFullYear();
const nextLeapYear = [1, 2, 3, 4]
  .map((n) => thisYear + n)
  .find((y) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0));
// Three runs cover the five conditions: the far zones ride along with the two 23:59:59 runs.
const timeTravels = [
  ['a year ahead', { TEST_CLOCK_AT: '+365d' }],
  [
    `23:59:59 IST on 31 December ${thisYear + 1}, the process in America/Los_Angeles`,
    { TEST_CLOCK_AT: `${thisYear + 1}-12-31T23:59:59+05:30`, TZ: 'America/Los_Angeles' },
  ],
  [
    `23:59:59 IST on 29 February ${nextLeapYear}, the process in Pacific/Kiritimati`,
    { TEST_CLOCK_AT: `${nextLeapYear}-02-29T23:59:59+05:30`, TZ: 'Pacific/Kiritimati' },
  ],
];
for (const [when, env] of timeTravels) {
  vitestStep(
    `date-dependent server tests, ${when} (PGlite)`,
    ['server'],
    { TEST_DB_ENGINE: 'pglite', ...env },
    DATED_SERVER_TESTS,
  );
}

if (run('build the app', 'npm', ['run', 'build', '--silent'])) {
  // The native shell's own web build (apps/web/dist-native) synced into both projects, as a developer's
  // `npm run mobile:sync` does, then their configs are checked: CI has no Android SDK or Xcode to build them
  // (ADR 0055).
  if (run('build and sync the native shell (Capacitor)', 'npm', ['run', 'mobile:sync', '--silent'])) {
    vitestStep('native shell configs', ['native']);
  } else {
    totals.failed += 1;
    failures.push('the native shell build and sync');
  }
  vitestStep('browser tests in Chromium', ['e2e']);
} else {
  totals.failed += 1;
  failures.push('the app build');
}
await postgresRun;

// Mutation check of packages/core without its static mutants (ADR 0069): incremental, so Stryker re-tests only
// the mutants of code and tests that changed since the committed report in stryker/incremental/ and reuses the
// rest; a score under 90% fails the run.
if (
  !run('mutation check of packages/core (Stryker, incremental)', 'npm', [
    'run',
    'test:mutation:ci',
    '--silent',
    '--',
    '--reporters',
    'clear-text,json,html',
  ])
) {
  totals.failed += 1;
  failures.push('the mutation check of packages/core (score under 90% or Stryker failed)');
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
