/**
 * The riders' load (forked by rider-positions-bench.ts): thousands of customer sockets on `/realtime` and the
 * riders' `POST /api/rider/location` sent from this same process at a fixed open-loop rate, so the moment a
 * point was posted and the moment its `rider_position` reached the customer's socket are read on one clock.
 */
import { Agent, request } from 'node:http';
import WebSocket from 'ws';
import { serveParent } from '../shared/child.js';

export interface WatcherSpec {
  kind: 'customer' | 'admin';
  token: string;
}

export interface RiderSpec {
  token: string;
  orderId: string;
  /** Where the rider starts and the door they ride to. */
  from: { lat: number; lng: number };
  door: { lat: number; lng: number };
}

interface Watcher {
  spec: WatcherSpec;
  socket: WebSocket;
  /** [orderId, at, receivedAt] of each rider_position; admins count admin_rider_position. */
  positions: [string, string, number][];
  adminPositions: number;
  errors: number;
}

let watchers: Watcher[] = [];
/** `${orderId}|${at}` → when the POST carrying that point was sent (performance.now()). */
const sentAt = new Map<string, number>();
const posts: { status: number; ms: number }[] = [];

function open(url: string, spec: WatcherSpec, timeoutMs: number): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime`, { perMessageDeflate: false });
    const watcher: Watcher = { spec, socket, positions: [], adminPositions: 0, errors: 0 };
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('no ready message in time'));
    }, timeoutMs);
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          type: 'auth',
          token: spec.token,
          topics: spec.kind === 'admin' ? ['admin_orders'] : ['orders'],
        }),
      ),
    );
    socket.on('message', (raw) => {
      const receivedAt = performance.now();
      const message = JSON.parse(String(raw)) as {
        type: string;
        position?: { orderId: string; at: string };
        code?: string;
      };
      if (message.type === 'rider_position' && message.position)
        watcher.positions.push([message.position.orderId, message.position.at, receivedAt]);
      else if (message.type === 'admin_rider_position') watcher.adminPositions++;
      else if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(watcher);
      } else if (message.type === 'error') {
        watcher.errors++;
        clearTimeout(timer);
        reject(new Error(`server said ${message.code}`));
      }
    });
    socket.on('error', (error) => {
      watcher.errors++;
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function connect(args: { url: string; watchers: WatcherSpec[]; concurrency: number }) {
  const started = performance.now();
  const failures: string[] = [];
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: Math.min(args.concurrency, args.watchers.length) }, async () => {
      while (next < args.watchers.length) {
        const spec = args.watchers[next++]!;
        try {
          watchers.push(await open(args.url, spec, 30_000));
        } catch (error) {
          failed++;
          if (failures.length < 5) failures.push(String(error));
        }
      }
    }),
  );
  return {
    opened: watchers.length,
    failed,
    failures,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

function post(agent: Agent, url: URL, token: string, body: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/rider/location',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/**
 * Every rider posts one point every `intervalMs`, riders evenly staggered, for `seconds`: an open loop (a slow
 * answer does not delay the next point, it queues like a phone's would). Each point moves the rider towards
 * the door at ~6 m/s.
 */
async function drive(args: { url: string; riders: RiderSpec[]; intervalMs: number; seconds: number }) {
  const url = new URL(args.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const rounds = Math.floor((args.seconds * 1000) / args.intervalMs);
  const slots = args.riders.length * rounds;
  const gap = args.intervalMs / args.riders.length;
  const inFlight: Promise<void>[] = [];
  let late = 0;
  const started = performance.now();
  for (let slot = 0; slot < slots; slot++) {
    const wait = started + slot * gap - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    else if (wait < -gap) late++;
    const riderIndex = slot % args.riders.length;
    const round = Math.floor(slot / args.riders.length);
    const rider = args.riders[riderIndex]!;
    const progress = Math.min(1, (round * 30) / 3000);
    const at = new Date().toISOString();
    const point = {
      lat: rider.from.lat + (rider.door.lat - rider.from.lat) * progress,
      lng: rider.from.lng + (rider.door.lng - rider.from.lng) * progress,
      accuracyM: 8,
      speedMps: 6,
      at,
    };
    const body = JSON.stringify({ points: [point] });
    sentAt.set(`${rider.orderId}|${at}`, performance.now());
    inFlight.push(
      post(agent, url, rider.token, body).then((answer) => {
        posts.push(answer);
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  return {
    posts: posts.length,
    late,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

function received() {
  return watchers.reduce((sum, watcher) => sum + watcher.positions.length + watcher.adminPositions, 0);
}

/** Latencies (POST sent → socket received) and what reached whom. */
function collect() {
  const latencies: number[] = [];
  let unmatched = 0;
  let duplicates = 0;
  let customerDeliveries = 0;
  let adminDeliveries = 0;
  const seen = new Set<string>();
  for (const watcher of watchers) {
    adminDeliveries += watcher.adminPositions;
    for (const [orderId, at, receivedAt] of watcher.positions) {
      customerDeliveries++;
      const key = `${orderId}|${at}`;
      const sent = sentAt.get(key);
      if (sent === undefined) {
        unmatched++;
        continue;
      }
      if (seen.has(key)) duplicates++;
      seen.add(key);
      latencies.push(Math.round((receivedAt - sent) * 100) / 100);
    }
  }
  const statuses: Record<string, number> = {};
  for (const answer of posts) statuses[String(answer.status)] = (statuses[String(answer.status)] ?? 0) + 1;
  return {
    latencies,
    postMs: posts
      .filter((answer) => answer.status === 200)
      .map((answer) => Math.round(answer.ms * 100) / 100),
    statuses,
    customerDeliveries,
    adminDeliveries,
    unmatched,
    duplicates,
    open: watchers.filter((watcher) => watcher.socket.readyState === WebSocket.OPEN).length,
    /** Sockets whose positions were not all of one order (each customer has at most one order). */
    mixed: watchers.filter((watcher) => new Set(watcher.positions.map(([orderId]) => orderId)).size > 1)
      .length,
  };
}

async function closeAll() {
  await Promise.all(
    watchers.map(
      (watcher) =>
        new Promise<void>((resolve) => {
          if (watcher.socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            watcher.socket.terminate();
            resolve();
          }, 5000);
          watcher.socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          watcher.socket.close(1000);
        }),
    ),
  );
  watchers = [];
  return true;
}

serveParent({
  connect,
  drive,
  received,
  collect,
  closeAll,
  async stop() {
    await closeAll();
    return true;
  },
});
