import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CpuUsage } from '../catalog/cpu-sampler.js';
import type { MachineInfo, Target } from '../catalog/report.js';
import type { Percentiles } from '../shared/machine.js';
import type { WaitProfile } from '../shared/pg-waits.js';

/** The riders' live-location figure (issue 14): a section of realtime-postgres.json and .md of its own. */
export interface RiderPositionsReport {
  startedAt: string;
  finishedAt: string;
  machine: MachineInfo;
  settings: {
    riders: number;
    customers: number;
    customersWithOrder: number;
    adminSockets: number;
    intervalMs: number;
    pointsPerSecond: number;
    seconds: number;
    poolSize: number;
    setupSeconds: number;
  };
  connect: { seconds: number; sockets: number; relayListeners: number };
  posts: {
    sent: number;
    statuses: Record<string, number>;
    late: number;
    driveSeconds: number;
    latencyMs: Percentiles;
  };
  delivery: {
    expectedCustomer: number;
    deliveredCustomer: number;
    duplicates: number;
    unmatched: number;
    mixedSockets: number;
    expectedAdmin: number;
    deliveredAdmin: number;
    /** POST sent by the rider → `rider_position` received by the order's customer, one clock. */
    postToCustomerMs: Percentiles;
  };
  storedPoints: number;
  /** Rows in the durable realtime_events table afterwards: positions must not go there. */
  realtimeEventsRows: number;
  cpu: CpuUsage;
  eventLoopUtilization: number;
  waits: WaitProfile;
  /** 1, 5 and 15-minute load averages before and after the run (2 cores here). */
  loadAverage: { before: number[]; after: number[] };
  target: Target;
  notes: string[];
  failures: string[];
}

export const SECTION_START = '<!-- rider-positions: written by realtime/rider-positions-bench.ts -->';
export const SECTION_END = '<!-- /rider-positions -->';

const fmt = (value: number) => value.toLocaleString('en-US');

export function riderPositionsMarkdown(report: RiderPositionsReport): string {
  const s = report.settings;
  const m = report.machine;
  const d = report.delivery;
  const l = d.postToCustomerMs;
  const perSecond = (ms: number | null | undefined) =>
    ms == null ? '—' : `${Math.round(ms / report.posts.driveSeconds)} ms/s`;
  return [
    SECTION_START,
    '## Riders’ live positions (issue 14)',
    '',
    `Run ${report.startedAt} → ${report.finishedAt}, \`BENCH=realtime-riders\`. Node ${m.node}, ${m.cpuCount} CPUs (${m.cpuModel}); ${m.database}; ${m.code}.`,
    '',
    `${fmt(s.riders)} online riders, each posting one point every ${s.intervalMs / 1000} s (${s.pointsPerSecond} points/s, open loop, riders evenly staggered) for ${s.seconds} s to one instance (pool of ${s.poolSize}); ${fmt(s.customers)} customer sockets (${fmt(s.customersWithOrder)} with an order out for delivery, one rider each; the rest only connected) and ${s.adminSockets} admin socket, all opened in ${report.connect.seconds} s (${fmt(report.connect.sockets)} registered with the position relay).`,
    '',
    '| Target | Actual | Result |',
    '|---|---|---|',
    `| ${report.target.name} | ${report.target.actual} | ${report.target.pass ? 'PASS' : '**MISS**'} |`,
    '',
    '| Posts sent (statuses) | POST p50 / p99 (ms) | Customer deliveries / expected | Admin deliveries / expected | Duplicates / unknown / someone else’s | Points stored | realtime_events rows | POST → customer p50 / p90 / p99 / max (ms) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${fmt(report.posts.sent)} (${Object.entries(report.posts.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(
        ', ',
      )}) | ${report.posts.latencyMs.p50} / ${report.posts.latencyMs.p99} | ${fmt(d.deliveredCustomer)} / ${fmt(d.expectedCustomer)} | ${fmt(d.deliveredAdmin)} / ${fmt(d.expectedAdmin)} | ${d.duplicates} / ${d.unmatched} / ${d.mixedSockets} | ${fmt(report.storedPoints)} | ${fmt(report.realtimeEventsRows)} | ${l.p50} / ${l.p90} / ${l.p99} / ${l.max} |`,
    '',
    '| Server CPU | PostgreSQL CPU | Clients CPU | Server event loop busy | Machine busy | Other programs | Load average 1/5/15 min before → after |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${perSecond(report.cpu.nodeMs)} | ${perSecond(report.cpu.postgresMs)} | ${perSecond(report.cpu.loadGeneratorMs)} | ${Math.round(report.eventLoopUtilization * 100)}% | ${report.cpu.machineBusyPercent ?? '—'}% | ${report.cpu.otherPercent ?? '—'}% | ${report.loadAverage.before.join(' / ')} → ${report.loadAverage.after.join(' / ')} |`,
    '',
    `PostgreSQL backends while driven (every 50 ms; average backends, not idle): ${
      report.waits.shares
        .filter((w) => w.what !== 'idle' && w.backends >= 0.01)
        .map((w) => `${w.what} ${w.backends}`)
        .join(', ') || 'nothing'
    }.`,
    '',
    '- Latency: the rider’s POST and the customers’ sockets live in one client process (`rider-clients.ts`), so “POST → customer” is one clock: from sending the request to the `rider_position` message arriving. It covers authenticating the rider, the one-statement insert, `pg_notify` on `tokri_rider_positions` after commit, the relay hearing it and the socket write. Positions never touch `realtime_events` (its row count above is what the seed left).',
    '- Each order’s customer must receive each accepted point exactly once, the admin socket every point, and no socket another order’s rider; any difference is listed as a failure.',
    ...report.notes.map((note) => `- ${note}`),
    ...(report.failures.length > 0 ? ['', '**FAILURES**', '', ...report.failures.map((f) => `- ${f}`)] : []),
    SECTION_END,
    '',
  ].join('\n');
}

/** The section in `md` replaced (or appended): the rest of the file is the main realtime bench's. */
export function withRiderSection(md: string, section: string): string {
  const start = md.indexOf(SECTION_START);
  const end = md.indexOf(SECTION_END);
  if (start === -1 || end === -1) return `${md.trimEnd()}\n\n${section}`;
  return `${md.slice(0, start)}${section}${md.slice(end + SECTION_END.length).replace(/^\n+/, '')}`;
}

async function replace(path: string, text: string) {
  await writeFile(`${path}.tmp`, text);
  await rename(`${path}.tmp`, path);
}

/** Writes this run into realtime-postgres.json (key `riderPositions`) and .md (its section), keeping the rest. */
export async function writeRiderPositionsSection(
  dir: string,
  report: RiderPositionsReport,
): Promise<string[]> {
  const jsonPath = join(dir, 'realtime-postgres.json');
  const mdPath = join(dir, 'realtime-postgres.md');
  const json = JSON.parse(await readFile(jsonPath, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  json.riderPositions = report;
  await replace(jsonPath, `${JSON.stringify(json, null, 2)}\n`);
  const md = await readFile(mdPath, 'utf8').catch(() => '# Realtime benchmark: postgres\n');
  await replace(mdPath, withRiderSection(md, riderPositionsMarkdown(report)));
  return [jsonPath, mdPath];
}

/** For the main realtime bench: the riders' section of the files it is about to rewrite, to carry over. */
export async function keptRiderSection(dir: string): Promise<{ json: unknown; md: string } | null> {
  try {
    const json = JSON.parse(await readFile(join(dir, 'realtime-postgres.json'), 'utf8')) as {
      riderPositions?: unknown;
    };
    const md = await readFile(join(dir, 'realtime-postgres.md'), 'utf8');
    const start = md.indexOf(SECTION_START);
    const end = md.indexOf(SECTION_END);
    if (!json.riderPositions || start === -1 || end === -1) return null;
    return { json: json.riderPositions, md: `${md.slice(start, end + SECTION_END.length)}\n` };
  } catch {
    return null;
  }
}
