/** Writes the soak's results: bench/results/soak-postgres.json (everything) and .md (the summary). */
import { mkdir, writeFile } from 'node:fs/promises';
import type { MachineInfo } from '../catalog/report.js';
import { percentiles } from '../shared/machine.js';
import type { PhaseStats } from './traffic.js';

const RESULTS = new URL('../results/', import.meta.url);

export interface SoakResult {
  at: string;
  settings: Record<string, number>;
  machine: MachineInfo;
  load: { start: number[]; end: number[] };
  phases: (PhaseStats & { name: string; socketCloses: number })[];
  usage: {
    label: string;
    seconds: number;
    phase: string;
    processes: Record<string, { pid: number; rssMiB: number; cpuSeconds: number }>;
  }[];
  stops: { phase: string; instance: string; how: string; exitMs: number; exit: string }[];
  orders: {
    answered201: number;
    distinctAnswered: number;
    inDatabase: number;
    withoutA201: number;
    answeredButMissing: number;
  };
  events: {
    statusChanges: number;
    expectedDeliveries: number;
    lost: number;
    lostSamples: string[];
    reconnectMs: number[];
    openAtEnd: number;
    sockets: number;
  };
}

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

export async function writeSoakReport(result: SoakResult) {
  await mkdir(RESULTS, { recursive: true });
  const json = {
    ...result,
    // Counts, not the lists of every order and status change (the run checked those itself).
    phases: result.phases.map(({ latencies, orders, statusChanges, ...phase }) => ({
      ...phase,
      orders: orders.length,
      statusChanges: statusChanges.length,
      routes: Object.fromEntries(Object.entries(latencies).map(([route, ms]) => [route, percentiles(ms)])),
    })),
  };
  await writeFile(new URL('soak-postgres.json', RESULTS), `${JSON.stringify(json, null, 2)}\n`);

  const soak = result.phases.find((phase) => phase.name === 'soak');
  const soakUsage = result.usage.filter((entry) => entry.phase === 'soak');
  const first = soakUsage[0];
  const last = soakUsage.at(-1);
  const reconnect = percentiles(result.events.reconnectMs);
  const lines = [
    '# Soak: two instances behind Caddy, then SIGTERM and kill -9 (PostgreSQL)',
    '',
    `Run at ${result.at}. ${result.settings.SOAK_SECONDS} s of soak with ${result.settings.CUSTOMERS} customers (think time ${result.settings.THINK_MS} ms ±50%, one realtime socket each) and an admin moving every new order through confirmed → preparing → out_for_delivery (one change every ${result.settings.ADMIN_INTERVAL_MS} ms at most), two admin sockets on the order feed; all through Caddy on deploy/Caddyfile (least_conn, active health checks every 2 s, 5 s retry of unreachable instances) to two \`node apps/server/dist/main.js\` processes (NODE_ENV=production, pool 10, jobs on) on one database. Machine: ${result.machine.cpuCount} × ${result.machine.cpuModel}, ${result.machine.database.split(' on ')[0]}; ${result.machine.code}. **Load average at start ${result.load.start.join(' / ')}, at end ${result.load.end.join(' / ')}** (1/5/15 min; the machine is shared, so latencies are noisy: read counts and ratios first).`,
    '',
    '## Phases',
    '',
    '| phase | requests | failed (final answer) | attempts retried (status: count) | checkouts 201 | status changes | sockets closed by the server side |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: |',
    ...result.phases.map(
      (phase) =>
        `| ${phase.name} | ${phase.requests} | ${phase.errors} | ${
          sum(phase.retriedAttempts) === 0
            ? '0'
            : Object.entries(phase.retriedAttempts)
                .map(([status, n]) => `${status === '0' ? 'cut off' : status}: ${n}`)
                .join(', ')
        } | ${phase.orders.length} | ${phase.statusChanges.length} | ${phase.socketCloses} |`,
    ),
    '',
    `Stops: ${result.stops.map((stop) => `${stop.how} to ${stop.instance} during "${stop.phase}"${stop.how === 'SIGTERM' ? ` (exited ${stop.exit} after ${stop.exitMs} ms)` : ''}`).join('; ')}. Each stopped instance was started again on its port after the failover window; Caddy's health check put it back.`,
    '',
    '## Nothing lost',
    '',
    `- Orders: ${result.orders.answered201} checkouts answered 201 (${result.orders.distinctAnswered} distinct orders); ${result.orders.inDatabase} orders in the database for the soak's customers; ${result.orders.withoutA201} orders nobody got a 201 for; ${result.orders.answeredButMissing} 201s without an order.`,
    `- Events: ${result.events.statusChanges} status changes answered 200, each expected on its customer's socket and on both admin sockets (${result.events.expectedDeliveries} deliveries): **${result.events.lost} lost**${result.events.lostSamples.length ? ` (${result.events.lostSamples.join(', ')})` : ''}. ${result.events.openAtEnd} of ${result.events.sockets} sockets open at the end.`,
    `- Sockets moved: ${result.events.reconnectMs.length} reconnects after a close, through the proxy, resumed with their last event id; close → ready p50 ${reconnect.p50} ms, p99 ${reconnect.p99} ms, max ${reconnect.max} ms.`,
    '',
    '## Memory and CPU of each instance during the soak',
    '',
    '| process | RSS at soak start (MiB) | RSS at soak end (MiB) | max during soak (MiB) | CPU seconds in the soak |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...Object.keys(first?.processes ?? {}).map((name) => {
      const start = first!.processes[name]!;
      const end = last?.processes[name];
      const max = Math.max(...soakUsage.map((entry) => entry.processes[name]?.rssMiB ?? 0));
      return `| ${name} | ${start.rssMiB} | ${end?.rssMiB ?? '–'} | ${max} | ${end ? Math.round((end.cpuSeconds - start.cpuSeconds) * 10) / 10 : '–'} |`;
    }),
    '',
    `RSS samples (every 30 s): ${soakUsage
      .map(
        (entry) =>
          `${entry.seconds} s: ${Object.entries(entry.processes)
            .map(([name, p]) => `${name} ${p.rssMiB}`)
            .join(', ')}`,
      )
      .join('; ')}.`,
    '',
    '## Latency per route in the soak (ms, through the proxy, final attempt)',
    '',
    '| route | requests | p50 | p90 | p99 | max |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...Object.entries(soak?.latencies ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, ms]) => {
        const p = percentiles(ms);
        return `| ${route} | ${p.count} | ${p.p50} | ${p.p90} | ${p.p99} | ${p.max} |`;
      }),
    '',
    `Responses compressed by the proxy (gzip asked for on GETs): ${soak?.compressed ?? 0} in the soak.`,
    '',
  ];
  await writeFile(new URL('soak-postgres.md', RESULTS), lines.join('\n'));
}
