import autocannon from 'autocannon';

export interface LoadSpec {
  scenario: string;
  target: 'tokri' | 'baseline';
  /** Origin, e.g. http://127.0.0.1:1234 */
  origin: string;
  /** Paths rotated per connection, in order. */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  scenario: string;
  target: 'tokri' | 'baseline';
  connections: number;
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
}

/**
 * One autocannon run (warm-up first, not recorded), generating the load on a worker thread so the main
 * thread is left to the server under test. Bounded: stopped if it overruns its time by 30 s.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const instance = autocannon({
    url: spec.origin,
    title: `${spec.scenario} ${spec.target} c${spec.connections}`,
    connections: spec.connections,
    duration: spec.durationSeconds,
    workers: 1,
    timeout: 10,
    headers: spec.headers,
    requests: spec.paths.map((path) => ({ method: 'GET', path })),
    ...(spec.warmupSeconds > 0
      ? { warmup: { connections: spec.connections, duration: spec.warmupSeconds } }
      : {}),
  });
  const limitMs = (spec.durationSeconds + spec.warmupSeconds + 30) * 1000;
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      instance.stop();
      reject(new Error(`load run ${spec.scenario}/${spec.target} overran ${limitMs} ms`));
    }, limitMs);
  });
  try {
    const result = await Promise.race([Promise.resolve(instance), overrun]);
    return {
      scenario: spec.scenario,
      target: spec.target,
      connections: spec.connections,
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
      totalRequests: result.requests.total,
      bytesPerSecond: result.throughput.mean,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
      ),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** A run failed if anything but a 2xx came back, or nothing came back at all. */
export function failures(result: LoadResult): string | null {
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0 || result.totalRequests === 0) {
    return `${result.scenario}/${result.target} c${result.connections}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodes)}), ${result.totalRequests} requests`;
  }
  return null;
}
