import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../../apps/server/src/db/database.js';
import type { MachineInfo } from '../catalog/report.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The code measured: the commit, and whether the server or core had uncommitted changes. */
export function codeVersion(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--', 'apps/server', 'packages/core')
      .split('\n')
      .filter(Boolean);
    return dirty.length > 0
      ? `commit ${commit} + uncommitted changes in ${dirty.length} file(s) under apps/server, packages/core`
      : `commit ${commit} (apps/server and packages/core clean)`;
  } catch {
    return 'unknown (no git)';
  }
}

export async function machineInfo(db: Queryable): Promise<MachineInfo> {
  const { rows } = await db.query<{ version: string }>('select version() as version');
  return {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    cpuCount: cpus().length,
    totalMemoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    database: rows[0]?.version ?? 'unknown',
    code: codeVersion(),
  };
}

/** Resident set size of a process in MiB (Linux /proc; null elsewhere or when it is gone). */
export async function rssMiB(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/** Percentiles of a list of numbers (nearest rank), rounded to 0.01. */
export function percentiles(values: number[]): {
  count: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
} {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) =>
    sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const r = (value: number) => Math.round(value * 100) / 100;
  const sum = values.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    mean: r(sorted.length ? sum / sorted.length : 0),
    p50: r(at(0.5)),
    p90: r(at(0.9)),
    p99: r(at(0.99)),
    max: r(sorted.length ? sorted[sorted.length - 1]! : 0),
  };
}

export type Percentiles = ReturnType<typeof percentiles>;
