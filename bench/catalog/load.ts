import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { CpuSampler, CpuUsage } from './cpu-sampler.js';

export interface LoadSpec {
  scenario: string;
  round: number;
  target: 'tokri' | 'baseline';
  /** Origin, e.g. http://127.0.0.1:1234 */
  origin: string;
  /** Paths rotated per connection, in order. */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Open loop: requests per second across all connections (autocannon's overallRate); absent: closed loop. */
  overallRate?: number;
}

export interface LoadResult {
  scenario: string;
  round: number;
  /** 1-minute load average when the measured run started (other work on the machine shows here). */
  loadAverage1m: number;
  target: 'tokri' | 'baseline';
  connections: number;
  /** The open loop's fixed rate (req/s); null for a closed loop. */
  overallRate: number | null;
  durationSeconds: number;
  paths: string[];
  /** Mean of the per-second request counts. */
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  totalRequests: number;
  bytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** CPU used during the measured part (not the warm-up); per request in `cpuPerRequestMs`. */
  cpu: CpuUsage | null;
  cpuPerRequestMs: { node: number; postgres: number | null } | null;
}

/** One bounded autocannon run: stopped if it overruns its time by 30 s. */
async function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  const instance = autocannon(options);
  const limitMs = ((options.duration ?? 10) + 30) * 1000;
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      instance.stop();
      reject(new Error(`load run ${options.title} overran ${limitMs} ms`));
    }, limitMs);
  });
  try {
    return await Promise.race([Promise.resolve(instance), overrun]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A warm-up run (not recorded), then the measured run, generating the load on a worker thread so the main
 * thread is left to the server under test. With a sampler, the CPU used during the measured run is recorded.
 */
export async function runLoad(spec: LoadSpec, sampler?: CpuSampler): Promise<LoadResult> {
  const options: autocannon.Options = {
    url: spec.origin,
    title: `${spec.scenario} ${spec.target} c${spec.connections} round ${spec.round}`,
    connections: spec.connections,
    duration: spec.durationSeconds,
    workers: 1,
    timeout: 10,
    headers: spec.headers,
    requests: spec.paths.map((path) => ({ method: 'GET', path })),
    ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
  };
  if (spec.warmupSeconds > 0) await cannon({ ...options, duration: spec.warmupSeconds });
  const loadAverage1m = Math.round(loadavg()[0]! * 100) / 100;
  const before = await sampler?.snapshot();
  const result = await cannon(options);
  const cpu = sampler && before ? await sampler.since(before) : null;
  const completed = result.requests.total;
  const perRequest = (ms: number) => Math.round((ms / completed) * 1000) / 1000;
  return {
    scenario: spec.scenario,
    round: spec.round,
    loadAverage1m,
    target: spec.target,
    connections: spec.connections,
    overallRate: spec.overallRate ?? null,
    durationSeconds: result.duration,
    paths: spec.paths,
    requestsPerSecond: result.requests.mean,
    latencyMs: {
      mean: result.latency.mean,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    totalRequests: completed,
    bytesPerSecond: result.throughput.mean,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
    cpu,
    cpuPerRequestMs:
      cpu && completed > 0
        ? {
            node: perRequest(cpu.nodeMs),
            postgres: cpu.postgresMs === null ? null : perRequest(cpu.postgresMs),
          }
        : null,
  };
}

/** A run failed if anything but a 2xx came back, or nothing came back at all. */
export function failures(result: LoadResult): string | null {
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0 || result.totalRequests === 0) {
    return `${result.scenario}/${result.target} c${result.connections} round ${result.round}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodes)}), ${result.totalRequests} requests`;
  }
  return null;
}
