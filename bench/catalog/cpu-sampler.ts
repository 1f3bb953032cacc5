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
}

interface Snapshot {
  node: NodeJS.CpuUsage;
  backends: Map<number, number>;
  machine: { busy: number; total: number } | null;
}

const TICK_MS = 10; // USER_HZ is 100 on every mainstream Linux

async function procTicks(pid: number): Promise<number | null> {
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

/** `backendPids` lists the PostgreSQL processes to account (null: PostgreSQL is not a separate process). */
export function createCpuSampler(backendPids: (() => Promise<number[]>) | null) {
  async function backends(): Promise<Map<number, number>> {
    const ticks = new Map<number, number>();
    if (!backendPids) return ticks;
    for (const pid of await backendPids()) {
      const value = await procTicks(pid);
      if (value !== null) ticks.set(pid, value);
    }
    return ticks;
  }

  async function snapshot(): Promise<Snapshot> {
    return { node: process.cpuUsage(), backends: await backends(), machine: await machineTicks() };
  }

  return {
    snapshot,
    async since(before: Snapshot): Promise<CpuUsage> {
      const after = await snapshot();
      const node = process.cpuUsage(before.node);
      let postgres: number | null = null;
      if (backendPids && after.backends.size > 0) {
        postgres = 0;
        for (const [pid, ticks] of after.backends) postgres += ticks - (before.backends.get(pid) ?? 0);
      }
      const nodeMs = Math.round((node.user + node.system) / 1000);
      const postgresMs = postgres === null ? null : postgres * TICK_MS;
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
                (100 * (ticks.busy * TICK_MS - nodeMs - (postgresMs ?? 0))) / (ticks.total * TICK_MS),
              ),
            )
          : null,
      };
    },
  };
}

export type CpuSampler = ReturnType<typeof createCpuSampler>;
