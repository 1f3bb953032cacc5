/**
 * A profile of this process's main thread (V8's sampling profiler through node:inspector), summarised by where
 * the time went: socket writes, the pg driver, the HTTP layers, Tokri's own code, garbage collection, idle.
 * Samples are taken on wall-clock ticks, so time the thread spends descheduled (another process got the CPU)
 * lands in the function it was in; compare with the process's user/system CPU. Profiling slows the process
 * down, so it runs only in a separate, unmeasured load run.
 */
import { Session } from 'node:inspector/promises';

export interface ProfileShare {
  what: string;
  percent: number;
}

export interface NodeProfileSummary {
  sampledMs: number;
  /** Share of the samples (idle included) by component. */
  components: ProfileShare[];
  /** The functions with the most self time. */
  topFunctions: ProfileShare[];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function component(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(idle)') return 'idle (event loop waiting)';
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === 'writev' || functionName === 'writeBuffer' || functionName === 'writeUtf8String')
      return 'socket writes (write/writev to PostgreSQL and HTTP clients)';
    if (functionName === '(program)') return 'V8 (compiler, runtime)';
    return 'other native code (HTTP parser, microtask queue, …)';
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) {
    if (pkg === 'pg' || pkg.startsWith('pg-') || pkg.startsWith('postgres-'))
      return 'pg driver (pg, pg-protocol, parsers)';
    if (pkg === 'hono' || pkg === '@hono/node-server') return 'Hono + @hono/node-server';
    return pkg;
  }
  if (url.includes('/apps/server/src/')) return 'Tokri server code';
  if (url.includes('/packages/core/')) return '@tokri/core';
  if (url.startsWith('node:internal/http') || url.startsWith('node:_http')) return 'node:http';
  if (url.startsWith('node:')) return 'other Node internals';
  return 'other';
}

export async function startNodeProfile(samplingIntervalUs = 500) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: samplingIntervalUs });
  await session.post('Profiler.start');
  return {
    async stop(): Promise<NodeProfileSummary> {
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      await session.post('Profiler.disable');
      session.disconnect();
      return summariseProfile(profile);
    },
  };
}

export function summariseProfile(profile: Profile): NodeProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfTime.values()].reduce((sum, value) => sum + value, 0) || 1;
  const components = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const frame = nodes.get(id)!.callFrame;
    const name = component(frame);
    components.set(name, (components.get(name) ?? 0) + time);
    const where = frame.url ? ` (${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1})` : '';
    const fn = `${frame.functionName || '(anonymous)'}${where}`;
    functions.set(fn, (functions.get(fn) ?? 0) + time);
  }
  const shares = (map: Map<string, number>, limit: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([what, time]) => ({ what, percent: Math.round((1000 * time) / total) / 10 }));
  return {
    sampledMs: Math.round(total / 1000),
    components: shares(components, 14),
    topFunctions: shares(functions, 12),
  };
}
