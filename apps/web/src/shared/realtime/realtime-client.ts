import {
  parseServerMessage,
  REALTIME_TOPICS,
  type RealtimeEvent,
  type RealtimeTopic,
  type ServerMessage,
} from '@tokri/core';
import { realtimeReconnectDelay } from './realtime-backoff.js';
import type { EventMeta } from './realtime-types.js';
import { type LinkStatus, ReconnectingSocket, type SocketLike } from './reconnecting-socket.js';

export type RealtimeStatus = LinkStatus;

export interface RealtimeClientOptions {
  url: () => string;
  /** A valid access token, or null when there is none to be had right now. */
  token: () => Promise<string | null>;
  /** Called after the server refused the token (close 1008): refresh it; null means signed out. */
  refreshToken: () => Promise<string | null>;
  topics?: readonly RealtimeTopic[];
  createSocket?: (url: string) => SocketLike;
  /** Keep-alive: a ping this often; no answer within `pongTimeoutMs` means the link is dead. */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  delay?: (attempt: number) => number;
}

type EventListener = (event: RealtimeEvent, meta: EventMeta) => void;
type StatusListener = (status: RealtimeStatus) => void;
/**
 * A volatile message: a rider's position for the customer's order, never replayed (read the newest over HTTP
 * after a reconnect). Admins' `admin_rider_position` messages are not used by the web yet and are dropped.
 */
export type VolatileMessage = Extract<ServerMessage, { type: 'rider_position' }>;
type VolatileListener = (message: VolatileMessage) => void;

/**
 * One WebSocket to `/realtime` for the whole app. It authenticates with the access token, reconnects with
 * backoff for as long as it runs, and resumes after the last event it processed, so the server replays exactly
 * what was missed. Events already seen (by id) are dropped, so a replay never delivers anything twice.
 */
export class RealtimeClient {
  private ready = false;
  private lastEventId: number | null = null;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<EventListener>();
  private statusListeners = new Set<StatusListener>();
  private resyncListeners = new Set<() => void>();
  private volatileListeners = new Set<VolatileListener>();
  private readonly link: ReconnectingSocket;

  constructor(private readonly options: RealtimeClientOptions) {
    this.link = new ReconnectingSocket({
      url: options.url,
      token: options.token,
      authMessage: (token) => this.authMessage(token),
      delay: options.delay ?? realtimeReconnectDelay,
      onMessage: (data) => this.onMessage(data),
      onStatus: (status) => this.onLinkStatus(status),
      withoutToken: 'retry',
      // Signing out stops the client; a refresh that fails offline leaves the retries to find a token later.
      onRefused: options.refreshToken,
      ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    });
  }

  get status(): RealtimeStatus {
    return this.link.status;
  }

  /** The id of the last event processed (what a reconnect resumes after). */
  get cursor(): number | null {
    return this.lastEventId;
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The server no longer has every event since our cursor (it keeps a week): what the app shows may be stale
   * in ways no replay can fix, so the listener reloads it from the API.
   */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** Riders' positions as they arrive (only while connected: nothing is replayed). */
  onVolatile(listener: VolatileListener): () => void {
    this.volatileListeners.add(listener);
    return () => this.volatileListeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  start() {
    this.link.start();
  }

  /** Closes cleanly and forgets the cursor (the next user starts afresh). */
  stop() {
    this.lastEventId = null;
    this.link.stop();
  }

  /** After a token refresh: authenticate the open socket again (the server resumes from our cursor). */
  reauthenticate() {
    if (!this.link.reauthenticate()) this.link.reconnectNow();
  }

  /** Back online or back in the foreground: do not wait out the backoff. */
  reconnectNow() {
    this.link.reconnectNow();
  }

  /** Every (re)authentication makes the server replay from our cursor: events until "ready" are replays. */
  private authMessage(token: string) {
    this.ready = false;
    return {
      type: 'auth',
      token,
      topics: [...(this.options.topics ?? REALTIME_TOPICS)],
      ...(this.lastEventId !== null ? { lastEventId: this.lastEventId } : {}),
    };
  }

  private onLinkStatus(status: LinkStatus) {
    if (status !== 'connected') {
      this.ready = false;
      clearInterval(this.pingTimer);
      clearTimeout(this.pongTimer);
    }
    for (const listener of this.statusListeners) listener(status);
  }

  private onMessage(data: unknown) {
    clearTimeout(this.pongTimer);
    const message = parseServerMessage(data);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.lastEventId = Math.max(this.lastEventId ?? 0, message.lastEventId);
        this.link.connected();
        this.startKeepAlive();
        if (message.missed) for (const listener of this.resyncListeners) listener();
        return;
      case 'event': {
        if (this.lastEventId !== null && message.id <= this.lastEventId) return;
        this.lastEventId = message.id;
        const { type: _type, ...event } = message;
        const meta: EventMeta = { replayed: !this.ready };
        for (const listener of this.listeners) {
          try {
            listener(event, meta);
          } catch (error) {
            console.error('[realtime] listener failed', error);
          }
        }
        return;
      }
      case 'rider_position':
        for (const listener of this.volatileListeners) listener(message);
        return;
      default:
        return;
    }
  }

  private startKeepAlive() {
    clearInterval(this.pingTimer);
    const every = this.options.pingIntervalMs ?? 25_000;
    const timeout = this.options.pongTimeoutMs ?? 10_000;
    this.pingTimer = setInterval(() => {
      if (!this.link.send({ type: 'ping' })) return;
      clearTimeout(this.pongTimer);
      // No answer: the link is dead even if the browser has not noticed. Drop it and reconnect.
      this.pongTimer = setTimeout(() => this.link.dropDeadLink(), timeout);
    }, every);
  }
}
