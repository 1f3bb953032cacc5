import { readFile } from 'node:fs/promises';

/**
 * Where the CPU goes during a load run (Linux, best effort; nulls elsewhere): this Node process (servers
 * under test + the autocannon worker thread), the PostgreSQL backends connected to the bench database, and
 * the whole machine's busy share.
 */
export interface CpuUsage {
  nodeMs: number;
  postgresMs: number | null;
  machineBusyPercent: number | null;
  /**
   * Share of the machine's CPU capacity used by everything else (other programs, PostgreSQL's background
   * processes): a run with a high value was disturbed.
   */
  otherPercent: number | null;
  /** Separate load-generator processes (child processes of this one), when the sampler was given them. */
  loadGeneratorMs?: number | null;
}

interface Snapshot {
  node: NodeJS.CpuUsage;
  backends: Map<number, number>;
  load: Map<number, number>;
  machine: { busy: number; total: number } | null;
}

export const TICK_MS = 10; // USER_HZ is 100 on every mainstream Linux

/** utime + stime of a process in clock ticks (10 ms), or null when it is gone. */
export async function procTicks(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return null;
  }
}

async function machineTicks(): Promise<{ busy: number; total: number } | null> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

async function ticksOf(pids: number[]): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    const value = await procTicks(pid);
    if (value !== null) ticks.set(pid, value);
  }
  return ticks;
}

function spent(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ticks] of after) sum += ticks - (before.get(pid) ?? 0);
  return sum * TICK_MS;
}

/**
 * `backendPids` lists the PostgreSQL processes to account (null: PostgreSQL is not a separate process);
 * `loadPids`, when given, the load generator's own processes (reported apart, not as "other programs").
 */
export function createCpuSampler(backendPids: (() => Promise<number[]>) | null, loadPids?: () => number[]) {
  async function snapshot(): Promise<Snapshot> {
    return {
      node: process.cpuUsage(),
      backends: backendPids ? await ticksOf(await backendPids()) : new Map(),
      load: loadPids ? await ticksOf(loadPids()) : new Map(),
      machine: await machineTicks(),
    };
  }

  return {
    snapshot,
    async since(before: Snapshot): Promise<CpuUsage> {
      const after = await snapshot();
      const node = process.cpuUsage(before.node);
      const postgresMs =
        backendPids && after.backends.size > 0 ? spent(before.backends, after.backends) : null;
      const loadMs = loadPids ? spent(before.load, after.load) : 0;
      const nodeMs = Math.round((node.user + node.system) / 1000);
      const ticks =
        before.machine && after.machine && after.machine.total > before.machine.total
          ? {
              busy: after.machine.busy - before.machine.busy,
              total: after.machine.total - before.machine.total,
            }
          : null;
      return {
        nodeMs,
        postgresMs,
        machineBusyPercent: ticks ? Math.round((100 * ticks.busy) / ticks.total) : null,
        otherPercent: ticks
          ? Math.max(
              0,
              Math.round(
                (100 * (ticks.busy * TICK_MS - nodeMs - (postgresMs ?? 0) - loadMs)) /
                  (ticks.total * TICK_MS),
              ),
            )
          : null,
        ...(loadPids ? { loadGeneratorMs: loadMs } : {}),
      };
    },
  };
}

export type CpuSampler = ReturnType<typeof createCpuSampler>;
