import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import type { AuthService } from '../auth/auth-service.js';
import { toPurchaseEvent } from './purchase-events.js';
import { REALTIME_TOPICS, type RealtimeEvent, type RealtimeTopic } from './realtime-events.js';
import type { RealtimeHub, RealtimeSubscriber } from './realtime-hub.js';

export const REALTIME_PATH = '/realtime';
export const PURCHASE_SOCKET_PATH = '/functions/v1/purchase-websocket';

const HEARTBEAT_MS = 25_000;
const AUTH_TIMEOUT_MS = 10_000;
/** Close codes: 1008 policy violation (bad or missing token), 1000 normal. */
const CLOSE_UNAUTHORISED = 1008;

const authMessageSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(10).max(4000),
  topics: z.array(z.enum(REALTIME_TOPICS as [RealtimeTopic, ...RealtimeTopic[]])).optional(),
  lastEventId: z.number().int().min(0).optional(),
});

type Mode = 'realtime' | 'purchase';

function send(socket: WebSocket, message: unknown) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * WebSockets on the same HTTP server: `/realtime` (channels with resume) and the spec's purchase WebSocket.
 * Both start with `{ type: "auth", token }`; a bad token gets an error message and a clean close (1008).
 */
export function attachRealtimeSockets(server: Server, hub: RealtimeHub, auth: AuthService) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const alive = new WeakMap<WebSocket, boolean>();

  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function handle(socket: WebSocket, mode: Mode) {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    let subscriber: RealtimeSubscriber | null = null;
    const authTimer = setTimeout(() => {
      if (!subscriber) socket.close(CLOSE_UNAUTHORISED, 'auth timeout');
    }, AUTH_TIMEOUT_MS);

    socket.on('message', async (raw) => {
      let message: unknown;
      try {
        message = JSON.parse(String(raw));
      } catch {
        send(socket, { type: 'error', code: 'BAD_JSON', message: 'Messages must be JSON.' });
        return;
      }
      if ((message as { type?: string })?.type === 'ping') {
        send(socket, { type: 'pong' });
        return;
      }
      const parsed = authMessageSchema.safeParse(message);
      if (!parsed.success) {
        send(socket, { type: 'error', code: 'VALIDATION', message: 'Expected { type: "auth", token }.' });
        if (!subscriber) socket.close(CLOSE_UNAUTHORISED, 'auth required');
        return;
      }
      const authenticated = await auth.authenticate(parsed.data.token);
      if (!authenticated) {
        send(socket, { type: 'error', code: 'AUTH_SESSION_EXPIRED', message: 'Invalid or expired token.' });
        socket.close(CLOSE_UNAUTHORISED, 'invalid token');
        return;
      }
      clearTimeout(authTimer);
      if (subscriber) hub.remove(subscriber);
      const { user } = authenticated;
      const wanted =
        mode === 'purchase' ? (['orders'] as RealtimeTopic[]) : (parsed.data.topics ?? [...REALTIME_TOPICS]);
      const topics = new Set(wanted.filter((topic) => topic !== 'admin_orders' || user.isAdmin));
      const next: RealtimeSubscriber = {
        userId: user.id,
        isAdmin: user.isAdmin,
        topics,
        cursor: 0,
        deliver: (event: RealtimeEvent) => {
          if (mode === 'realtime') {
            send(socket, { type: 'event', ...event });
            return;
          }
          const purchase = toPurchaseEvent(event);
          if (purchase) send(socket, { type: 'purchase_event', event: purchase });
        },
      };
      subscriber = next;
      await hub.add(next, parsed.data.lastEventId ?? null);
      send(socket, { type: 'ready', lastEventId: hub.lastEventId, topics: [...topics] });
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      if (subscriber) hub.remove(subscriber);
    });
    socket.on('error', () => socket.terminate());
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const mode: Mode | null =
      path === REALTIME_PATH ? 'realtime' : path === PURCHASE_SOCKET_PATH ? 'purchase' : null;
    if (!mode) {
      socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => handle(ws, mode));
  };
  server.on('upgrade', onUpgrade);

  return {
    async close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      for (const socket of wss.clients) socket.close(1001, 'server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
