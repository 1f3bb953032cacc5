/**
 * A sampling profiler for PostgreSQL: every `intervalMs`, what each backend connected to the bench database
 * is doing (pg_stat_activity state and wait event), counted. Run from a connection to another database, so
 * the sampler is not one of the backends it samples.
 */
import type pg from 'pg';

export interface WaitShare {
  /** `running` (on CPU, no wait event), `idle in transaction` (waiting for Node), `Lock:transactionid`, … */
  what: string;
  /** Average number of backends in this state (samples ÷ sampling rounds). */
  backends: number;
  /** Share of the non-idle backend samples. */
  percentOfBusy: number;
}

export interface WaitProfile {
  samples: number;
  intervalMs: number;
  /** Average busy (not idle) backends. */
  averageBusyBackends: number;
  shares: WaitShare[];
}

const SAMPLE_SQL = `
  select case
           when state = 'idle' then 'idle'
           when state like 'idle in transaction%' then 'idle in transaction (waiting for the app)'
           when wait_event is null then 'running (CPU)'
           else wait_event_type || ':' || wait_event
         end as what
    from pg_stat_activity
   where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`;

export function startWaitSampler(monitor: pg.Pool, database: string, intervalMs = 25) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const { rows } = await monitor.query<{ what: string }>(SAMPLE_SQL, [database]);
        samples++;
        for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + 1);
      } catch {
        // the database is going away; stop quietly
        return;
      }
      const wait = intervalMs - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop(): Promise<WaitProfile> {
      running = false;
      await loop;
      return summariseWaits(counts, samples, intervalMs);
    },
  };
}

export function summariseWaits(
  counts: Map<string, number>,
  samples: number,
  intervalMs: number,
): WaitProfile {
  const busy = [...counts].filter(([what]) => what !== 'idle').reduce((sum, [, n]) => sum + n, 0);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    samples,
    intervalMs,
    averageBusyBackends: samples ? round(busy / samples) : 0,
    shares: [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([what, n]) => ({
        what,
        backends: samples ? round(n / samples) : 0,
        percentOfBusy: what === 'idle' || busy === 0 ? 0 : Math.round((100 * n) / busy),
      })),
  };
}

/** Adds several profiles' counts together (rounds of the same scenario). */
export function mergeWaits(profiles: WaitProfile[]): WaitProfile {
  const counts = new Map<string, number>();
  let samples = 0;
  for (const profile of profiles) {
    samples += profile.samples;
    for (const share of profile.shares)
      counts.set(share.what, (counts.get(share.what) ?? 0) + share.backends * profile.samples);
  }
  return summariseWaits(counts, samples, profiles[0]?.intervalMs ?? 0);
}
