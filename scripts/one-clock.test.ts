import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { timeReads } from './time-reads.js';

// One clock (ADR 0073): a rule takes the time from the injected clock, SQL from tokri_now(). These are the only
// places in the rules' folders that read the real time, each with why the real time is the right one there.
const repo = fileURLToPath(new URL('..', import.meta.url));
const ruleFolders = [
  'apps/server/src/modules',
  'apps/server/src/jobs',
  'apps/server/src/functions',
  // The demo shop's dates (its coupons' validity, its stock lots) are the clock's too.
  'apps/server/src/db/seed',
  'packages/core/src',
];

const ALLOWED: Record<string, string> = {
  'apps/server/src/modules/catalog/search-cache.ts':
    'how long a cached answer has been kept: elapsed machine time, not a business time',
  'apps/server/src/modules/auth/tokens.ts':
    "an access token's exp and iat: every JWT verifier (ours, the socket's) compares them with the real time",
  'apps/server/src/modules/realtime/realtime-sockets.ts':
    'closes a socket when its access token expires, by the same real time as tokens.ts',
  'apps/server/src/modules/realtime/realtime-hub.ts':
    'measures delivery lag and how long an event gap has waited: elapsed machine time',
  'apps/server/src/modules/rider-location/rider-location-service.ts':
    "refuses a point stamped ahead of now by the phone's own clock: phone time against real time",
  'apps/server/src/modules/push/fcm-access-token.ts':
    "Google's OAuth assertion and token lifetime are checked by Google against the real time",
  'apps/server/src/modules/push/fcm-message.ts': "an FCM message's TTL is counted by FCM in real time",
  'apps/server/src/modules/push/fcm-sender.ts': "FCM's Retry-After date is a real-time date",
  'apps/server/src/modules/payments/sandbox-gateway.ts':
    'stands in for the payment gateway, an outside service that stamps events with its own (real) time',
  'apps/server/src/modules/payments/sandbox-payouts.ts':
    'stands in for RazorpayX Payouts, an outside service that stamps its webhooks with its own (real) time',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one clock', () => {
  it('when the rules are read, then nothing outside the allow-list reads the real time', () => {
    const files = ruleFolders.flatMap((folder) => sourceFiles(join(repo, folder)));
    expect(files.length).toBeGreaterThan(200);
    const offenders = files.flatMap((path) => {
      const file = relative(repo, path);
      if (file in ALLOWED) return [];
      return timeReads(file, readFileSync(path, 'utf8')).map((read) => `${file}:${read.line} ${read.text}`);
    });
    expect(offenders).toEqual([]);
  });

  it('when an allowed file no longer reads the real time, then the allow-list must lose it', () => {
    const stale = Object.keys(ALLOWED).filter(
      (file) => timeReads(file, readFileSync(join(repo, file), 'utf8')).length === 0,
    );
    expect(stale).toEqual([]);
  });

  it('when code reads the time in any of the usual ways, then each is found, and the clock and tokri_now() are not', () => {
    const source = [
      'const a = new Date();',
      'const b = Date.now();',
      'const c = (now: () => number = Date.now) => now();',
      "db.query('select * from orders where created_at > now() - interval \\'1 day\\'');",
      // Both halves of a template around its ${…}.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template
      'db.query(`update t set d = current_date where id = ${id} and at < localtimestamp`);',
      "db.query('select CURRENT_TIMESTAMP, clock_timestamp()');",
      // Not time reads: the injected clock, a date from a value, tokri_now(), a column named now_at.
      'const d = clock(); const e = new Date(row.at); const f = now();',
      "db.query('update t set paid_at = tokri_now(), now_at = $1');",
    ].join('\n');
    expect(timeReads('sample.ts', source).map((read) => [read.line, read.what])).toEqual([
      [1, 'new Date()'],
      [2, 'Date.now'],
      [3, 'Date.now'],
      [4, 'SQL time'],
      [5, 'SQL time'],
      [5, 'SQL time'],
      [6, 'SQL time'],
    ]);
  });
});
