import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CpuUsage } from '../catalog/cpu-sampler.js';
import { DISTURBED_PERCENT, type MachineInfo, type Target } from '../catalog/report.js';
import type { Percentiles } from '../shared/machine.js';
import type { WaitProfile } from '../shared/pg-waits.js';
import { keptRiderSection, withRiderSection } from './rider-positions-report.js';

export interface GroupResult {
  /** The server instance these sockets are connected to. */
  instance: string;
  sockets: number;
  /** Subscribers the instance's hub held when the changes started. */
  subscribers: number;
  expected: number;
  delivered: number;
  duplicates: number;
  /** Events a socket received that it should not see (another customer's order). */
  unexpected: number;
  /** From the moment the client process heard the event's NOTIFY (= its commit) to the socket receiving it. */
  commitToClientMs: Percentiles;
  /** From the event's `at` (start of the transaction that wrote it) to the socket receiving it. */
  eventAtToClientMs: Percentiles;
  missingNotify: number;
}

export interface PhaseResult {
  name: string;
  instances: number;
  sockets: number;
  customers: number;
  adminSockets: number;
  connect: { seconds: number; failed: number; cpu: CpuUsage };
  changes: number;
  ratePerSecond: number;
  driveSeconds: number;
  patchesOk: number;
  patchStatuses: Record<string, number>;
  patchErrors: string[];
  patchLatencyMs: Percentiles;
  lateSends: number;
  groups: GroupResult[];
  overall: {
    expected: number;
    delivered: number;
    commitToClientMs: Percentiles;
    eventAtToClientMs: Percentiles;
  };
  /** While the changes were driven. */
  cpu: CpuUsage;
  eventLoopUtilization: number;
  /** What the bench database's backends were doing while the changes were driven (every 50 ms). */
  waits: WaitProfile;
  loadAverage1m: number;
  memory: {
    serverRssBeforeMiB: number;
    serverRssConnectedMiB: number;
    serverRssPeakMiB: number;
    perSocketKiB: number;
    /** V8 heap used + external memory (after a forced GC). */
    heapBeforeMiB: number;
    heapConnectedMiB: number;
    heapPerSocketKiB: number;
    clientsRssMiB: number | null;
  };
}

export interface RealtimeReport {
  startedAt: string;
  finishedAt: string;
  machine: MachineInfo;
  settings: {
    sockets: number;
    socketsPerCustomer: number;
    customers: number;
    ratePerSecond: number;
    seconds: number;
    poolSize: number;
    openFilesLimit: number | 'unlimited' | null;
    setupSeconds: number;
  };
  phases: PhaseResult[];
  targets: Target[];
  notes: string[];
  failures: string[];
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function targetsFor(phases: PhaseResult[]): Target[] {
  const targets: Target[] = [];
  const [one, two] = phases;
  if (one) {
    targets.push(
      {
        name: `One instance, ${fmt(one.sockets)} connected and subscribed sockets: commit-to-client p99 < 50 ms`,
        actual: `p99 ${one.overall.commitToClientMs.p99} ms (p50 ${one.overall.commitToClientMs.p50} ms, max ${one.overall.commitToClientMs.max} ms) over ${fmt(one.overall.commitToClientMs.count)} deliveries`,
        pass: one.overall.commitToClientMs.count > 0 && one.overall.commitToClientMs.p99 < 50,
      },
      {
        name: 'One instance: every status change reaches every socket subscribed to it',
        actual: `${fmt(one.overall.delivered)} / ${fmt(one.overall.expected)} delivered`,
        pass: one.overall.expected > 0 && one.overall.delivered === one.overall.expected,
      },
    );
  }
  if (two) {
    targets.push(
      {
        name: 'Two instances, clients split across both, changes through A: clients of both receive every change',
        actual: two.groups.map((g) => `${g.instance}: ${fmt(g.delivered)} / ${fmt(g.expected)}`).join('; '),
        pass:
          two.groups.length === 2 && two.groups.every((g) => g.expected > 0 && g.delivered === g.expected),
      },
      {
        name: `Two instances (${fmt(two.sockets)} sockets in all): commit-to-client p99 < 50 ms on each`,
        actual: two.groups.map((g) => `${g.instance}: p99 ${g.commitToClientMs.p99} ms`).join('; '),
        pass: two.groups.every((g) => g.commitToClientMs.count > 0 && g.commitToClientMs.p99 < 50),
      },
    );
  }
  return targets;
}

function notesFor(report: RealtimeReport): string[] {
  const s = report.settings;
  const notes = [
    `Servers: the real server (\`startServer\`, production config, jobs on, pool of ${s.poolSize}) in the benchmark’s main process; in the second phase a second \`startServer\` in the same process with its own pool and its own LISTEN connection on the same database (two instances sharing one event loop and one CPU budget; separate processes would only have more headroom).`,
    `Clients: one separate Node process (\`socket-clients.ts\`, the \`ws\` library) holding every socket: ${fmt(s.customers)} customers with ${s.socketsPerCustomer} sockets each (devices/tabs), subscribed to \`orders\`, plus one admin socket per instance subscribed to \`admin_orders\` (it receives every change). Customer accounts and sessions are made in bulk SQL with tokens from the server’s own signer; every socket authenticates with \`{type:"auth", token, topics}\` and waits for \`ready\`.`,
    `Changes: \`PATCH /api/admin/orders/:id/status\` on instance A as the demo admin, at a steady ${s.ratePerSecond}/s for ${s.seconds} s (scheduled, not waiting for answers), walking orders (placed through the real checkout beforehand) through confirmed → preparing → out_for_delivery → delivered; a phase uses its own orders, each customer has at most one. Each change is delivered to that customer’s sockets and to the admin sockets; expected = those pairs; delivered counts each (socket, order, status) once, duplicates and events for someone else’s order are counted apart (must be 0).`,
    'Latency: “commit → client” = the time the socket received the event minus the time the client process heard that event’s NOTIFY on its own LISTEN connection (PostgreSQL sends NOTIFY when the transaction commits; same process, same clock). It includes the hub hearing the NOTIFY, reading the new events, fanning out, and the socket write/read; it leaves out the (equal) NOTIFY delivery delay itself, under a millisecond here. “at → client” compares with the event’s `at` (realtime_events.created_at = the start of the writing transaction, PostgreSQL’s clock on the same machine, 1 ms resolution): an upper bound that adds the whole status-change transaction.',
    'Memory: RSS of the server process (both instances in the second phase) before the sockets opened and with them open (2 s later; both after a forced GC when the process runs with --expose-gc, as `npm run bench` starts it), and the peak while changes ran; per socket = the difference ÷ sockets. RSS rarely shrinks (V8 and malloc keep freed pages), so its difference understates; the JS heap + external figure (exact after GC) is the better per-socket cost, kernel socket buffers not included. The clients’ process is reported apart.',
  ];
  const worst = Math.max(0, ...report.phases.map((p) => p.cpu.otherPercent ?? 0));
  if (worst > DISTURBED_PERCENT)
    notes.push(
      `Other programs used up to ${worst}% of the machine while changes were driven: latencies may be inflated; re-run on an idle machine.`,
    );
  return notes;
}

export function markdown(report: RealtimeReport): string {
  const m = report.machine;
  const s = report.settings;
  const lines = [
    '# Realtime benchmark: postgres',
    '',
    `Run ${report.startedAt} → ${report.finishedAt}.`,
    '',
    `- Machine: Node ${m.node} on ${m.platform}, ${m.cpuCount} CPUs (${m.cpuModel}), ${fmt(m.totalMemoryGiB, 1)} GiB RAM`,
    `- Database: ${m.database}`,
    `- Code: ${m.code}`,
    `- Load: ${fmt(s.sockets)} customer sockets (${fmt(s.customers)} customers × ${s.socketsPerCustomer}) + 1 admin socket per instance; ${s.ratePerSecond} status changes/s for ${s.seconds} s per phase; open-files limit ${s.openFilesLimit ?? 'unknown'}; set up in ${s.setupSeconds} s`,
    '',
    '## Targets (from the issue)',
    '',
    '| Target | Actual | Result |',
    '|---|---|---|',
    ...report.targets.map((t) => `| ${t.name} | ${t.actual} | ${t.pass ? 'PASS' : '**MISS**'} |`),
    '',
    '## Delivery',
    '',
    '| Phase | Instance | Sockets (hub subscribers) | Delivered / expected | Commit → client p50 / p90 / p99 / max (ms) | Event `at` → client p50 / p99 (ms) | Duplicates / someone else’s |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const phase of report.phases) {
    for (const g of phase.groups) {
      const c = g.commitToClientMs;
      lines.push(
        `| ${phase.name} | ${g.instance} | ${fmt(g.sockets)} (${fmt(g.subscribers)}) | ${fmt(g.delivered)} / ${fmt(g.expected)} | ${c.p50} / ${c.p90} / ${c.p99} / ${c.max} | ${g.eventAtToClientMs.p50} / ${g.eventAtToClientMs.p99} | ${g.duplicates} / ${g.unexpected} |`,
      );
    }
  }
  lines.push(
    '',
    '## Status changes and resources',
    '',
    '| Phase | Changes (ok) | Rate | PATCH p50 / p99 (ms) | Sockets opened in | Server CPU | PostgreSQL CPU | Clients CPU | Server event loop busy | Machine busy | Other programs | Load avg (1 min) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.phases.map((p) => {
      const perSecond = (ms: number | null | undefined) =>
        ms == null ? '—' : `${Math.round(ms / p.driveSeconds)} ms/s`;
      return `| ${p.name} | ${p.changes} (${p.patchesOk}) | ${p.ratePerSecond}/s over ${p.driveSeconds} s | ${p.patchLatencyMs.p50} / ${p.patchLatencyMs.p99} | ${p.connect.seconds} s | ${perSecond(p.cpu.nodeMs)} | ${perSecond(p.cpu.postgresMs)} | ${perSecond(p.cpu.loadGeneratorMs)} | ${Math.round(p.eventLoopUtilization * 100)}% | ${p.cpu.machineBusyPercent ?? '—'}% | ${p.cpu.otherPercent ?? '—'}% | ${p.loadAverage1m} |`;
    }),
    '',
    'CPU while the changes were driven, per second of wall time (1,000 ms/s = one core). Server = the benchmark process (the instance(s) and the PATCH driver); PostgreSQL = backends of the bench database; Clients = the sockets’ process.',
    '',
    '| Phase | Server RSS before sockets → with sockets (peak while driving) | RSS ≈ per socket | JS heap + external before → with sockets | JS heap ≈ per socket | Clients’ process RSS |',
    '|---|---:|---:|---:|---:|---:|',
    ...report.phases.map(
      (p) =>
        `| ${p.name} | ${p.memory.serverRssBeforeMiB} → ${p.memory.serverRssConnectedMiB} MiB (${p.memory.serverRssPeakMiB} MiB) | ${p.memory.perSocketKiB} KiB | ${p.memory.heapBeforeMiB} → ${p.memory.heapConnectedMiB} MiB | ${p.memory.heapPerSocketKiB} KiB | ${p.memory.clientsRssMiB ?? '—'} MiB |`,
    ),
    '',
  );
  lines.push(
    'What the bench database’s backends were doing while the changes were driven (sampled every 50 ms; average backends, not idle):',
    '',
    ...report.phases.map(
      (p) =>
        `- ${p.name}: ${
          p.waits.shares
            .filter((w) => w.what !== 'idle' && w.backends >= 0.01)
            .map((w) => `${w.what} ${w.backends}`)
            .join(', ') || 'nothing'
        }`,
    ),
    '',
  );
  const disturbed = report.phases.filter((p) => (p.cpu.otherPercent ?? 0) > DISTURBED_PERCENT);
  if (disturbed.length > 0)
    lines.push(
      `> **Warning:** other programs used more than ${DISTURBED_PERCENT}% of the machine during ${disturbed.map((p) => p.name).join(', ')}; re-run on an idle machine.`,
      '',
    );
  lines.push('## Notes', '', ...report.notes.map((note) => `- ${note}`), '');
  if (report.failures.length > 0)
    lines.push('## FAILURES', '', ...report.failures.map((failure) => `- ${failure}`), '');
  return lines.join('\n');
}

export async function writeRealtimeReport(dir: string, report: RealtimeReport): Promise<string[]> {
  report.notes = notesFor(report);
  await mkdir(dir, { recursive: true });
  // The riders' live-location section (BENCH=realtime-riders) is another run's: it stays as it was.
  const riders = await keptRiderSection(dir);
  const files: [string, string][] = [
    [
      join(dir, 'realtime-postgres.json'),
      `${JSON.stringify(riders ? { ...report, riderPositions: riders.json } : report, null, 2)}\n`,
    ],
    [
      join(dir, 'realtime-postgres.md'),
      riders ? withRiderSection(markdown(report), riders.md) : markdown(report),
    ],
  ];
  for (const [path, text] of files) {
    await writeFile(`${path}.tmp`, text);
    await rename(`${path}.tmp`, path);
  }
  return files.map(([path]) => path);
}
