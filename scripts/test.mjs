#!/usr/bin/env node
// The one test command: unit tests, server tests on embedded PostgreSQL (and on a PostgreSQL server
// when TEST_DATABASE_URL is set), then the browser tests against the built app.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vitest = join(process.cwd(), 'node_modules/.bin/vitest');
const reports = mkdtempSync(join(tmpdir(), 'tokri-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

function vitestStep(label, projects, env = {}) {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  run(label, vitest, args, env);
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed +=
      report.numFailedTests +
      (report.numTotalTestSuites > 0 && !report.success && report.numFailedTests === 0 ? 1 : 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
  }
}

vitestStep('unit and server tests on embedded PostgreSQL (PGlite)', ['core', 'tooling', 'web', 'server'], {
  TEST_DB_ENGINE: 'pglite',
});
if (process.env.TEST_DATABASE_URL) {
  vitestStep('server tests on the PostgreSQL server', ['server'], { TEST_DB_ENGINE: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: server tests ran on embedded PostgreSQL only)');
}
if (run('build the app', 'npm', ['run', 'build', '--silent'])) {
  vitestStep('browser tests in Chromium', ['e2e']);
} else {
  totals.failed += 1;
}

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
