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

export type LinkStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'stopped';

export interface ReconnectingSocketOptions {
  url: () => string;
  /** A valid access token, or null when there is none to be had right now. */
  token: () => Promise<string | null>;
  /** The message that authenticates a connection (sent on open and on `reauthenticate`). */
  authMessage: (token: string) => unknown;
  /** The wait before retry number `retry` (0 for the first), or null to give up and stop. */
  delay: (retry: number) => number | null;
  onMessage: (data: unknown) => void;
  onStatus?: (status: LinkStatus) => void;
  /** Without a token: keep retrying (the app's channel) or stop (a socket that only matters for a while). */
  withoutToken: 'retry' | 'stop';
  /** The server refused the token (close 1008): called before the retry is scheduled, e.g. to refresh it. */
  onRefused?: () => Promise<unknown>;
  createSocket?: (url: string) => SocketLike;
}

const OPEN = 1;
export const CLOSE_NORMAL = 1000;
const CLOSE_POLICY = 1008;

/**
 * The one reconnecting WebSocket of the web app. It authenticates each connection with the access token and
 * retries a dropped one after the owner's delay. It does not read the messages: the owner does, and calls
 * `connected()` once the server has accepted it (which starts the retry count afresh). A `generation` number
 * makes every callback of an abandoned socket or an outdated token look-up a no-op.
 */
export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  private running = false;
  private retries = 0;
  private generation = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private currentStatus: LinkStatus = 'idle';

  constructor(private readonly options: ReconnectingSocketOptions) {}

  get status(): LinkStatus {
    return this.currentStatus;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.retries = 0;
    void this.connect();
  }

  /** Closes on purpose (clean code 1000 by default) and never reconnects until started again. */
  stop(code: number = CLOSE_NORMAL) {
    this.running = false;
    this.generation++;
    this.teardown(code);
    this.setStatus('stopped');
  }

  /** The server accepted the connection. */
  connected() {
    this.retries = 0;
    this.setStatus('connected');
  }

  send(message: unknown): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /**
   * After a token refresh: authenticate the open socket again with the new token. False when no socket is
   * open (the next connection will use the new token anyway).
   */
  reauthenticate(): boolean {
    const socket = this.socket;
    if (!this.running || !socket || socket.readyState !== OPEN) return false;
    const generation = this.generation;
    void this.options.token().then((token) => {
      if (token && generation === this.generation && this.socket === socket && socket.readyState === OPEN) {
        socket.send(JSON.stringify(this.options.authMessage(token)));
      }
    });
    return true;
  }

  /** Back online or back in the foreground: do not wait out the backoff. */
  reconnectNow() {
    if (!this.running || this.currentStatus === 'connected' || this.currentStatus === 'connecting') return;
    clearTimeout(this.retryTimer);
    this.retries = 0;
    void this.connect();
  }

  /** The link is dead though the browser has not noticed (no answer to a ping): drop it and retry. */
  dropDeadLink() {
    if (!this.running || !this.socket) return;
    this.generation++;
    this.teardown(CLOSE_NORMAL);
    this.retry();
  }

  private setStatus(status: LinkStatus) {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.options.onStatus?.(status);
  }

  private teardown(code: number) {
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
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

  private async connect() {
    const generation = ++this.generation;
    this.teardown(CLOSE_NORMAL);
    this.setStatus(this.retries === 0 ? 'connecting' : 'reconnecting');
    const token = await this.options.token().catch(() => null);
    if (generation !== this.generation || !this.running) return;
    if (!token) {
      if (this.options.withoutToken === 'stop') this.stop();
      else this.retry();
      return;
    }
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url());
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify(this.options.authMessage(token)));
    socket.onmessage = (message) => this.options.onMessage(message.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (generation !== this.generation) return;
      this.teardown(CLOSE_NORMAL);
      if (!this.running) return;
      if (event.code === CLOSE_POLICY && this.options.onRefused) void this.afterRefusedToken(generation);
      else this.retry();
    };
  }

  private async afterRefusedToken(generation: number) {
    this.setStatus('reconnecting');
    await this.options.onRefused?.().catch(() => null);
    if (generation !== this.generation || !this.running) return;
    this.retry();
  }

  private retry() {
    const delay = this.options.delay(this.retries);
    if (delay === null) {
      this.stop();
      return;
    }
    this.retries++;
    this.setStatus('reconnecting');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }
}
