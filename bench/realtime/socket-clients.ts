/**
 * The realtime load: thousands of WebSocket clients in one process (forked by realtime-bench.ts), each
 * authenticated on `/realtime` and subscribed to its topics, recording every event it receives. The same
 * process LISTENs on the hub's channel with its own PostgreSQL connection: PostgreSQL delivers a NOTIFY when
 * the transaction that sent it commits, so the moment this process hears event N's NOTIFY is the commit as
 * seen from here, on the same clock as the sockets' receive times.
 */
import pg from 'pg';
import WebSocket from 'ws';
import { REALTIME_CHANNEL } from '../../apps/server/src/modules/realtime/realtime-events.js';
import { serveParent } from '../shared/child.js';

export interface SocketSpec {
  /** Which server instance ("A", "B") it connects to. */
  group: string;
  kind: 'customer' | 'admin';
  customer: number;
  token: string;
  topics: string[];
}

interface Received {
  eventId: number;
  topic: string;
  orderId: string | null;
  status: string | null;
  /** performance.now() when the message arrived. */
  receivedAt: number;
  /** The event's `at` (realtime_events.created_at: the start of the transaction that wrote it), epoch ms. */
  at: number;
}

interface Client {
  spec: SocketSpec;
  socket: WebSocket;
  received: Received[];
  errors: number;
}

let clients: Client[] = [];
const notifiedAt = new Map<number, number>();
let listener: pg.Client | null = null;

async function listen(args: { databaseUrl: string }) {
  const client = new pg.Client({ connectionString: args.databaseUrl });
  client.on('error', () => undefined);
  client.on('notification', (message) => {
    if (message.channel === REALTIME_CHANNEL) notifiedAt.set(Number(message.payload), performance.now());
  });
  await client.connect();
  await client.query(`listen ${pg.escapeIdentifier(REALTIME_CHANNEL)}`);
  listener = client;
  return true;
}

function open(url: string, spec: SocketSpec, timeoutMs: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime`, { perMessageDeflate: false });
    const client: Client = { spec, socket, received: [], errors: 0 };
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('no ready message in time'));
    }, timeoutMs);
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'auth', token: spec.token, topics: spec.topics })),
    );
    socket.on('message', (raw) => {
      const receivedAt = performance.now();
      const message = JSON.parse(String(raw)) as {
        type: string;
        id?: number;
        topic?: string;
        payload?: { id?: string; status?: string };
        at?: string;
        code?: string;
      };
      if (message.type === 'event') {
        client.received.push({
          eventId: message.id ?? -1,
          topic: message.topic ?? '',
          orderId: message.payload?.id ?? null,
          status: message.payload?.status ?? null,
          receivedAt,
          at: message.at ? Date.parse(message.at) : Number.NaN,
        });
      } else if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(client);
      } else if (message.type === 'error') {
        client.errors++;
        clearTimeout(timer);
        reject(new Error(`server said ${message.code}`));
      }
    });
    socket.on('error', (error) => {
      client.errors++;
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Opens every socket (at most `concurrency` handshakes at a time) and waits for each one's `ready`. */
async function connect(args: { urls: Record<string, string>; sockets: SocketSpec[]; concurrency: number }) {
  const started = performance.now();
  const failures: string[] = [];
  let next = 0;
  let failed = 0;
  const opened: Client[] = [];
  await Promise.all(
    Array.from({ length: Math.min(args.concurrency, args.sockets.length) }, async () => {
      while (next < args.sockets.length) {
        const spec = args.sockets[next++]!;
        try {
          opened.push(await open(args.urls[spec.group]!, spec, 30_000));
        } catch (error) {
          failed++;
          if (failures.length < 5) failures.push(String(error));
        }
      }
    }),
  );
  clients.push(...opened);
  return {
    opened: opened.length,
    failed,
    failures,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

function received() {
  return clients.reduce((sum, client) => sum + client.received.length, 0);
}

function reset() {
  for (const client of clients) client.received.length = 0;
  notifiedAt.clear();
  return true;
}

export interface CollectedSocket {
  index: number;
  group: string;
  kind: 'customer' | 'admin';
  customer: number;
  /** [orderId, status, topic, commit→receive ms (null: NOTIFY not seen), at→receive ms] */
  events: [string | null, string | null, string, number | null, number][];
}

/** Every socket that received something, with each event's latencies. */
function collect(): { sockets: CollectedSocket[]; open: number; notifications: number } {
  const epoch = performance.timeOrigin;
  const sockets: CollectedSocket[] = [];
  clients.forEach((client, index) => {
    if (client.received.length === 0) return;
    sockets.push({
      index,
      group: client.spec.group,
      kind: client.spec.kind,
      customer: client.spec.customer,
      events: client.received.map((event) => {
        const committed = notifiedAt.get(event.eventId);
        return [
          event.orderId,
          event.status,
          event.topic,
          committed === undefined ? null : Math.round((event.receivedAt - committed) * 100) / 100,
          Math.round((epoch + event.receivedAt - event.at) * 100) / 100,
        ];
      }),
    });
  });
  return {
    sockets,
    open: clients.filter((client) => client.socket.readyState === WebSocket.OPEN).length,
    notifications: notifiedAt.size,
  };
}

async function closeAll() {
  const closing = clients.map(
    (client) =>
      new Promise<void>((resolve) => {
        if (client.socket.readyState === WebSocket.CLOSED) return resolve();
        const timer = setTimeout(() => {
          client.socket.terminate();
          resolve();
        }, 5000);
        client.socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        client.socket.close(1000);
      }),
  );
  await Promise.all(closing);
  clients = [];
  return true;
}

serveParent({
  listen,
  connect,
  received,
  reset,
  collect,
  closeAll,
  async stop() {
    await closeAll();
    await listener?.end().catch(() => undefined);
    return true;
  },
});
