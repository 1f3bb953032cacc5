import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  PURCHASE_SOCKET_PATH,
  purchaseEventFromChange,
  REALTIME_PATH,
  REALTIME_TOPICS,
  type RealtimeEvent,
  type RealtimeTopic,
} from '@tokri/core';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { logger } from '../../logger.js';
import { gaugeReadAtScrape } from '../../metrics/metrics.js';
import type { AuthService } from '../auth/auth-service.js';
import { listenForRevokedSessions } from '../auth/session-revocation.js';
import type { RealtimeHub, RealtimeSubscriber } from './realtime-hub.js';

const log = logger.child({ module: 'realtime' });

const HEARTBEAT_MS = 25_000;
const AUTH_TIMEOUT_MS = 10_000;
/**
 * Close codes: 1008 policy violation (bad, missing or expired token, revoked session), 1000 normal.
 * Clients answer 1008 by refreshing their token and reconnecting with their last event id, so nothing is lost.
 */
const CLOSE_UNAUTHORISED = 1008;
/**
 * 1012 "service restart" when the instance drains (SIGTERM): the web client reconnects after its short jittered
 * backoff, through the proxy, to an instance still listening, and resumes from its last event id.
 */
const CLOSE_SERVER_RESTART = 1012;

/** One open `/realtime` socket, as a feed of volatile messages sees it. */
export interface VolatileListener {
  userId: string;
  isAdmin: boolean;
  topics: ReadonlySet<RealtimeTopic>;
  /** Sends a message already serialised (one JSON.stringify per notice, whoever gets it). */
  send(raw: string): void;
}

/** Volatile messages (not stored, not replayed; riders' positions) for `/realtime` sockets: the sockets register each authenticated socket and forget it on close. */
export interface VolatileFeed {
  register(listener: VolatileListener): () => void;
}

export interface RealtimeSocketOptions {
  /** For LISTEN on session revocations from every instance. */
  db: Database;
  /** How often every open socket's session is re-checked (catches a NOTIFY missed while reconnecting). */
  sessionRecheckMs: number;
  /** Volatile messages (riders' positions) for `/realtime` sockets, besides the hub's durable events. */
  volatile?: VolatileFeed;
}

/** Which sockets belong to which session, so revoking a session closes exactly its sockets. */
class SessionSockets {
  private bySession = new Map<string, Set<WebSocket>>();

  add(sessionId: string, socket: WebSocket) {
    const sockets = this.bySession.get(sessionId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.bySession.set(sessionId, sockets);
  }

  remove(sessionId: string, socket: WebSocket) {
    const sockets = this.bySession.get(sessionId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.bySession.delete(sessionId);
  }

  of(sessionId: string): WebSocket[] {
    return [...(this.bySession.get(sessionId) ?? [])];
  }

  get sessionIds(): string[] {
    return [...this.bySession.keys()];
  }
}

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
export async function attachRealtimeSockets(
  server: Server,
  hub: RealtimeHub,
  auth: AuthService,
  options: RealtimeSocketOptions,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const alive = new WeakMap<WebSocket, boolean>();
  const sessions = new SessionSockets();
  const open: Record<Mode, number> = { realtime: 0, purchase: 0 };
  gaugeReadAtScrape(
    'tokri_realtime_sockets',
    'Open WebSockets on this instance, by kind',
    ['kind'],
    (gauge) => {
      gauge.set({ kind: 'realtime' }, open.realtime);
      gauge.set({ kind: 'purchase' }, open.purchase);
    },
  );

  /** The session behind this socket has ended or its token has run out: tell it why and close. */
  function refuse(socket: WebSocket, reason: 'session revoked' | 'token expired') {
    send(socket, {
      type: 'error',
      code: 'AUTH_SESSION_EXPIRED',
      message: reason === 'token expired' ? 'Token expired; authenticate again.' : 'Session ended.',
    });
    socket.close(CLOSE_UNAUTHORISED, reason);
  }

  const unlisten = await listenForRevokedSessions(options.db, (sessionId) => {
    for (const socket of sessions.of(sessionId)) refuse(socket, 'session revoked');
  });

  let sweeping = false;
  const sweep = setInterval(() => {
    const ids = sessions.sessionIds;
    if (sweeping || ids.length === 0) return;
    sweeping = true;
    auth
      .liveSessions(ids)
      .then((live) => {
        for (const id of ids) {
          if (!live.has(id)) for (const socket of sessions.of(id)) refuse(socket, 'session revoked');
        }
      })
      .catch((error: Error) => log.warn({ err: error }, 'session re-check failed'))
      .finally(() => {
        sweeping = false;
      });
  }, options.sessionRecheckMs);
  sweep.unref();

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
    open[mode] += 1;
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    let subscriber: RealtimeSubscriber | null = null;
    let forgetVolatile: (() => void) | undefined;
    let sessionId: string | null = null;
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;
    const authTimer = setTimeout(() => {
      if (!subscriber) socket.close(CLOSE_UNAUTHORISED, 'auth timeout');
    }, AUTH_TIMEOUT_MS);
    const forgetSession = () => {
      clearTimeout(expiryTimer);
      if (sessionId) sessions.remove(sessionId, socket);
      sessionId = null;
    };

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
      if (socket.readyState !== socket.OPEN) return;
      clearTimeout(authTimer);
      if (subscriber) hub.remove(subscriber);
      forgetVolatile?.();
      forgetVolatile = undefined;
      // A new token (after a refresh) replaces the old one: its session and its expiry now govern the socket.
      forgetSession();
      sessionId = authenticated.sessionId;
      sessions.add(sessionId, socket);
      expiryTimer = setTimeout(
        () => refuse(socket, 'token expired'),
        Math.max(0, authenticated.expiresAt * 1000 - Date.now()),
      );
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
          const purchase = purchaseEventFromChange(event);
          if (purchase) send(socket, { type: 'purchase_event', event: purchase });
        },
      };
      subscriber = next;
      const { missed } = await hub.add(next, parsed.data.lastEventId ?? null);
      // Closed (revoked, expired, or by the client) while the replay ran: the close handler ran too early.
      if (socket.readyState !== socket.OPEN) {
        hub.remove(next);
        return;
      }
      if (mode === 'realtime' && options.volatile) {
        forgetVolatile = options.volatile.register({
          userId: user.id,
          isAdmin: user.isAdmin,
          topics,
          send: (raw) => {
            if (socket.readyState === socket.OPEN) socket.send(raw);
          },
        });
      }
      // `missed`: the resume point was pruned, so the client reloads its lists rather than trust a replay.
      send(socket, {
        type: 'ready',
        lastEventId: hub.lastEventId,
        topics: [...topics],
        ...(missed ? { missed } : {}),
      });
    });

    socket.on('close', () => {
      open[mode] -= 1;
      clearTimeout(authTimer);
      forgetSession();
      forgetVolatile?.();
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
      clearInterval(sweep);
      await unlisten();
      server.off('upgrade', onUpgrade);
      for (const socket of wss.clients) socket.close(CLOSE_SERVER_RESTART, 'server restarting');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
