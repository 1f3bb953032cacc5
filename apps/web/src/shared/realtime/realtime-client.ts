import { realtimeReconnectDelay } from './realtime-backoff.js';
import {
  type EventMeta,
  parseServerMessage,
  REALTIME_TOPICS,
  type RealtimeEvent,
  type RealtimeTopic,
} from './realtime-types.js';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'stopped';

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

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

const OPEN = 1;
const CLOSE_NORMAL = 1000;
const CLOSE_POLICY = 1008;
const CLOSE_DEAD_LINK = 4000;

/**
 * One WebSocket to `/realtime` for the whole app. It authenticates with the access token, reconnects with
 * backoff for as long as it runs, and resumes after the last event it processed, so the server replays exactly
 * what was missed. Events already seen (by id) are dropped, so a replay never delivers anything twice.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private running = false;
  private ready = false;
  private attempt = 0;
  private generation = 0;
  private lastEventId: number | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<EventListener>();
  private statusListeners = new Set<StatusListener>();
  private currentStatus: RealtimeStatus = 'idle';

  constructor(private readonly options: RealtimeClientOptions) {}

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  /** The id of the last event processed (what a reconnect resumes after). */
  get cursor(): number | null {
    return this.lastEventId;
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    void this.connect();
  }

  /** Closes cleanly and forgets the cursor (the next user starts afresh). */
  stop() {
    this.running = false;
    this.generation++;
    this.lastEventId = null;
    this.teardown(CLOSE_NORMAL);
    this.setStatus('stopped');
  }

  /** After a token refresh: authenticate the open socket again (the server resumes from our cursor). */
  reauthenticate() {
    if (!this.running) return;
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) {
      this.reconnectNow();
      return;
    }
    const generation = this.generation;
    void this.options.token().then((token) => {
      if (!token || generation !== this.generation || this.socket !== socket) return;
      this.ready = false;
      socket.send(JSON.stringify(this.authMessage(token)));
    });
  }

  /** Back online or back in the foreground: do not wait out the backoff. */
  reconnectNow() {
    if (!this.running || this.currentStatus === 'connected' || this.currentStatus === 'connecting') return;
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    void this.connect();
  }

  private authMessage(token: string) {
    return {
      type: 'auth',
      token,
      topics: [...(this.options.topics ?? REALTIME_TOPICS)],
      ...(this.lastEventId !== null ? { lastEventId: this.lastEventId } : {}),
    };
  }

  private setStatus(status: RealtimeStatus) {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private teardown(code: number) {
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(code);
    } catch {
      // already closed
    }
  }

  private async connect(token?: string | null) {
    const generation = ++this.generation;
    this.teardown(CLOSE_NORMAL);
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const accessToken = token ?? (await this.options.token().catch(() => null));
    if (generation !== this.generation || !this.running) return;
    if (!accessToken) {
      // No token right now (a refresh failed on a bad network): try again later. Signing out stops the client.
      this.scheduleReconnect();
      return;
    }
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify(this.authMessage(accessToken)));
    socket.onmessage = (message) => this.onMessage(message.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (generation !== this.generation) return;
      this.socket = null;
      this.teardown(CLOSE_NORMAL);
      if (!this.running) return;
      if (event.code === CLOSE_POLICY) {
        void this.afterRefusedToken(generation);
        return;
      }
      this.scheduleReconnect();
    };
  }

  /** The server refused the token: refresh it, then try again with backoff (signing out stops the client). */
  private async afterRefusedToken(generation: number) {
    await this.options.refreshToken().catch(() => null);
    if (generation !== this.generation || !this.running) return;
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    const delay = (this.options.delay ?? realtimeReconnectDelay)(this.attempt);
    this.attempt++;
    this.setStatus('reconnecting');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }

  private onMessage(data: unknown) {
    clearTimeout(this.pongTimer);
    const message = parseServerMessage(data);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.attempt = 0;
        this.lastEventId = Math.max(this.lastEventId ?? 0, message.lastEventId);
        this.startKeepAlive();
        this.setStatus('connected');
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
      default:
        return;
    }
  }

  private startKeepAlive() {
    clearInterval(this.pingTimer);
    const every = this.options.pingIntervalMs ?? 25_000;
    const timeout = this.options.pongTimeoutMs ?? 10_000;
    this.pingTimer = setInterval(() => {
      const socket = this.socket;
      if (!socket || socket.readyState !== OPEN) return;
      socket.send(JSON.stringify({ type: 'ping' }));
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => {
        // No answer: the link is dead even if the browser has not noticed. Drop it and reconnect.
        if (this.socket === socket) socket.onclose?.({ code: CLOSE_DEAD_LINK });
      }, timeout);
    }, every);
  }
}
