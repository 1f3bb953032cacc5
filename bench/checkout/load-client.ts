/**
 * The checkout load generator, forked by checkout-bench.ts (its own process, so the server under test has the
 * parent's event loop to itself). Commands:
 *   users        the customers' access tokens, by user index
 *   burst        many POST /api/checkout at once (after opening one keep-alive connection per request)
 *   closedLoop   N connections, each placing one order after another for fresh customers (warm-up, then measured)
 *   openLoop     orders at a fixed rate (latency from the scheduled send time, so queueing is not hidden)
 */
import { emitToParent, serveParent } from '../shared/child.js';
import { createHttpClient, type HttpClient, type HttpResult } from '../shared/http-client.js';
import { percentiles } from '../shared/machine.js';

let tokens: string[] = [];
let origin = '';
let body = '';

interface Outcome {
  status: number;
  orderId: string | null;
  errorCode: string | null;
  /** For 409 OUT_OF_STOCK: the stock the server said was left. */
  available: number | null;
  replayed: boolean;
  ms: number;
}

function outcomeOf(result: HttpResult): Outcome {
  let orderId: string | null = null;
  let errorCode: string | null = null;
  let available: number | null = null;
  try {
    const parsed = JSON.parse(result.text) as {
      order?: { id?: string };
      error?: { code?: string; details?: { items?: { available?: number }[] } };
    };
    orderId = parsed.order?.id ?? null;
    errorCode = parsed.error?.code ?? null;
    const items = parsed.error?.details?.items;
    if (items?.length) available = Math.max(...items.map((item) => item.available ?? -1));
  } catch {
    errorCode = 'NOT_JSON';
  }
  return {
    status: result.status,
    orderId,
    errorCode,
    available,
    replayed: result.headers['idempotent-replayed'] === 'true',
    ms: result.ms,
  };
}

function checkout(client: HttpClient, user: number, key: string): Promise<HttpResult> {
  const token = tokens[user];
  if (!token) throw new Error(`no token for user ${user}`);
  return client.request({
    method: 'POST',
    path: '/api/checkout',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    body,
  });
}

const count = (map: Record<string, number>, key: string) => {
  map[key] = (map[key] ?? 0) + 1;
};

export interface BurstResult {
  requests: number;
  openedConnections: number;
  statuses: Record<string, number>;
  errorCodes: Record<string, number>;
  orderIds: string[];
  replayed: number;
  /** 409 OUT_OF_STOCK answers whose details said 0 left. */
  outOfStockWithZeroLeft: number;
  transportErrors: string[];
  latencyMs: ReturnType<typeof percentiles>;
  /** First request sent to last answer read. */
  wallMs: number;
}

async function burst(args: { requests: { user: number; key: string }[] }): Promise<BurstResult> {
  const client = createHttpClient(origin, args.requests.length);
  try {
    // One connection per request first, so the checkouts themselves leave together.
    await Promise.all(
      args.requests.map(() => client.request({ method: 'GET', path: '/api/health', timeoutMs: 60_000 })),
    );
    const openedConnections = client.openSockets();
    const started = performance.now();
    const settled = await Promise.allSettled(
      args.requests.map((request) => checkout(client, request.user, request.key)),
    );
    const wallMs = performance.now() - started;
    const result: BurstResult = {
      requests: args.requests.length,
      openedConnections,
      statuses: {},
      errorCodes: {},
      orderIds: [],
      replayed: 0,
      outOfStockWithZeroLeft: 0,
      transportErrors: [],
      latencyMs: percentiles([]),
      wallMs: Math.round(wallMs),
    };
    const latencies: number[] = [];
    for (const item of settled) {
      if (item.status === 'rejected') {
        count(result.statuses, 'transport error');
        if (result.transportErrors.length < 5) result.transportErrors.push(String(item.reason));
        continue;
      }
      const outcome = outcomeOf(item.value);
      latencies.push(outcome.ms);
      count(result.statuses, String(outcome.status));
      if (outcome.errorCode) count(result.errorCodes, outcome.errorCode);
      if (outcome.orderId && outcome.status === 201) result.orderIds.push(outcome.orderId);
      if (outcome.replayed) result.replayed++;
      if (outcome.errorCode === 'OUT_OF_STOCK' && outcome.available === 0) result.outOfStockWithZeroLeft++;
    }
    result.latencyMs = percentiles(latencies);
    return result;
  } finally {
    client.close();
  }
}

export interface LoopResult {
  mode: 'closed' | 'open';
  connections: number;
  /** Open loop: the rate asked for. */
  targetRate: number | null;
  measuredSeconds: number;
  /** Answers completed inside the measured window. */
  completed: number;
  created: number;
  ordersPerSecond: number;
  perSecond: { min: number; max: number };
  statuses: Record<string, number>;
  errorCodes: Record<string, number>;
  transportErrors: string[];
  /** Wall time of each request (send to answer). */
  latencyMs: ReturnType<typeof percentiles>;
  /** Open loop: from the time the request was due (includes waiting for a free connection). */
  latencyFromScheduleMs: ReturnType<typeof percentiles> | null;
  usersUsed: number;
  /** The customer pool ran out before the end (the run was cut short). */
  exhausted: boolean;
  /** Open loop: requests that could not be sent on time because every connection was busy. */
  late: number;
}

/**
 * The shared part of both loops: customers taken in order from `fromUser`, one fresh idempotency key per
 * request, answers inside [measureStart, measureEnd] recorded.
 */
function createRecorder(fromUser: number, toUser: number, keyPrefix: string) {
  let next = fromUser;
  let seq = 0;
  let measureStart = Number.POSITIVE_INFINITY;
  let measureEnd = Number.POSITIVE_INFINITY;
  const latencies: number[] = [];
  const fromSchedule: number[] = [];
  const statuses: Record<string, number> = {};
  const errorCodes: Record<string, number> = {};
  const transportErrors: string[] = [];
  const seconds = new Map<number, number>();
  let created = 0;
  return {
    take(): { user: number; key: string } | null {
      if (next >= toUser) return null;
      return { user: next++, key: `${keyPrefix}-${String(seq++).padStart(6, '0')}` };
    },
    get exhausted() {
      return next >= toUser;
    },
    get used() {
      return next - fromUser;
    },
    startMeasuring(at: number, durationMs: number) {
      measureStart = at;
      measureEnd = at + durationMs;
    },
    record(settled: PromiseSettledResult<HttpResult>, dueAt: number | null) {
      const now = performance.now();
      if (now < measureStart || now > measureEnd) return;
      if (settled.status === 'rejected') {
        count(statuses, 'transport error');
        if (transportErrors.length < 5) transportErrors.push(String(settled.reason));
        return;
      }
      const outcome = outcomeOf(settled.value);
      count(statuses, String(outcome.status));
      if (outcome.errorCode) count(errorCodes, outcome.errorCode);
      latencies.push(outcome.ms);
      if (dueAt !== null) fromSchedule.push(settled.value.endedAt - dueAt);
      if (outcome.status === 201) {
        created++;
        const second = Math.floor((now - measureStart) / 1000);
        seconds.set(second, (seconds.get(second) ?? 0) + 1);
      }
    },
    result(
      mode: LoopResult['mode'],
      connections: number,
      targetRate: number | null,
      measuredMs: number,
      late: number,
      exhausted: boolean,
    ): LoopResult {
      const fullSeconds = [...Array(Math.floor(measuredMs / 1000)).keys()].map((s) => seconds.get(s) ?? 0);
      const measuredSeconds = Math.round(measuredMs) / 1000;
      return {
        mode,
        connections,
        targetRate,
        measuredSeconds,
        completed: latencies.length + (statuses['transport error'] ?? 0),
        created,
        ordersPerSecond: Math.round((created / measuredSeconds) * 10) / 10,
        perSecond: {
          min: fullSeconds.length ? Math.min(...fullSeconds) : 0,
          max: fullSeconds.length ? Math.max(...fullSeconds) : 0,
        },
        statuses,
        errorCodes,
        transportErrors,
        latencyMs: percentiles(latencies),
        latencyFromScheduleMs: mode === 'open' ? percentiles(fromSchedule) : null,
        usersUsed: next - fromUser,
        exhausted,
        late,
      };
    },
  };
}

async function closedLoop(args: {
  fromUser: number;
  toUser: number;
  connections: number;
  warmupMs: number;
  durationMs: number;
  keyPrefix: string;
}): Promise<LoopResult> {
  const client = createHttpClient(origin, args.connections);
  const recorder = createRecorder(args.fromUser, args.toUser, args.keyPrefix);
  const started = performance.now();
  const end = started + args.warmupMs + args.durationMs;
  let measuredMs = args.durationMs;
  const timer = setTimeout(() => {
    recorder.startMeasuring(performance.now(), args.durationMs);
    emitToParent('measure-start', null);
  }, args.warmupMs);
  let cutShort = false;
  const worker = async () => {
    while (performance.now() < end) {
      const next = recorder.take();
      if (!next) {
        cutShort = true;
        return;
      }
      const settled = await checkout(client, next.user, next.key).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
      recorder.record(settled, null);
    }
  };
  try {
    await Promise.all(Array.from({ length: args.connections }, worker));
    const stoppedAt = performance.now();
    emitToParent('measure-end', null);
    if (cutShort) measuredMs = Math.max(0, stoppedAt - (started + args.warmupMs));
    return recorder.result('closed', args.connections, null, measuredMs, 0, cutShort);
  } finally {
    clearTimeout(timer);
    client.close();
  }
}

async function openLoop(args: {
  fromUser: number;
  toUser: number;
  rate: number;
  maxConnections: number;
  warmupMs: number;
  durationMs: number;
  keyPrefix: string;
}): Promise<LoopResult> {
  const client = createHttpClient(origin, args.maxConnections);
  const recorder = createRecorder(args.fromUser, args.toUser, args.keyPrefix);
  const interval = 1000 / args.rate;
  const started = performance.now();
  const total = Math.floor(((args.warmupMs + args.durationMs) / 1000) * args.rate);
  const inFlight = new Set<Promise<void>>();
  let late = 0;
  let cutShort = false;
  let measuring = false;
  for (let i = 0; i < total; i++) {
    const dueAt = started + i * interval;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (!measuring && performance.now() - started >= args.warmupMs) {
      measuring = true;
      recorder.startMeasuring(performance.now(), args.durationMs);
      emitToParent('measure-start', null);
    }
    // Every connection busy: the agent queues the request; its latency from schedule shows the wait.
    if (inFlight.size >= args.maxConnections) late++;
    const next = recorder.take();
    if (!next) {
      cutShort = true;
      break;
    }
    const request: Promise<void> = checkout(client, next.user, next.key)
      .then(
        (value) => recorder.record({ status: 'fulfilled', value }, dueAt),
        (reason: unknown) => recorder.record({ status: 'rejected', reason }, dueAt),
      )
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  emitToParent('measure-end', null);
  client.close();
  return recorder.result('open', args.maxConnections, args.rate, args.durationMs, late, cutShort);
}

serveParent({
  setup(args: { origin: string; tokens: string[]; body: string }) {
    origin = args.origin;
    tokens = args.tokens;
    body = args.body;
    return tokens.length;
  },
  burst,
  closedLoop,
  openLoop,
});
