import type { SocketLike } from '../../shared/realtime/realtime-client.js';
import { isPurchaseEvent, type PurchaseEvent } from '../../shared/types/purchase-event.js';
import { PURCHASE_SOCKET_POLICY, purchaseReconnectDelay } from './reconnect-policy.js';

/** Spec §4 purchase monitoring connection states. */
export type PurchaseConnectionState = 'connected' | 'disconnected' | 'reconnecting';

export const PURCHASE_SOCKET_PATH = '/functions/v1/purchase-websocket';
const OPEN = 1;

export interface PurchaseSocketOptions {
  url: () => string;
  token: () => Promise<string | null>;
  onEvent: (event: PurchaseEvent) => void;
  onState: (state: PurchaseConnectionState) => void;
  createSocket?: (url: string) => SocketLike;
  delay?: (attempt: number) => number | null;
}

/**
 * The spec's purchase WebSocket: sends `{ type: 'auth', token }` once open, then receives purchase events.
 * A dropped connection is retried at most 3 times (2 s, 4 s, 8 s; never more than 10 s apart); closing it on
 * purpose uses the clean code 1000 and never reconnects.
 */
export class PurchaseSocket {
  private socket: SocketLike | null = null;
  private wanted = false;
  private attempts = 0;
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private state: PurchaseConnectionState = 'disconnected';

  constructor(private readonly options: PurchaseSocketOptions) {}

  get connectionState(): PurchaseConnectionState {
    return this.state;
  }

  open() {
    if (this.wanted) return;
    this.wanted = true;
    this.attempts = 0;
    void this.connect();
  }

  /**
   * After a token refresh: authenticate the open socket again. The server closes a socket when its token
   * expires (1008), so without this the purchase events of the next few seconds would be missed.
   */
  reauthenticate() {
    const socket = this.socket;
    if (!this.wanted || !socket || socket.readyState !== OPEN) return;
    const generation = this.generation;
    void this.options.token().then((token) => {
      if (token && generation === this.generation && this.socket === socket && socket.readyState === OPEN) {
        socket.send(JSON.stringify({ type: 'auth', token }));
      }
    });
  }

  close() {
    this.wanted = false;
    this.generation++;
    clearTimeout(this.timer);
    this.drop(PURCHASE_SOCKET_POLICY.cleanCloseCode);
    this.setState('disconnected');
  }

  private setState(state: PurchaseConnectionState) {
    if (state === this.state) return;
    this.state = state;
    this.options.onState(state);
  }

  private drop(code: number) {
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
    const token = await this.options.token().catch(() => null);
    if (generation !== this.generation || !this.wanted) return;
    if (!token) {
      this.close();
      return;
    }
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.options.url());
    } catch {
      this.retry(generation);
      return;
    }
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (message) => {
      if (typeof message.data !== 'string') return;
      let parsed: { type?: unknown; event?: unknown };
      try {
        parsed = JSON.parse(message.data) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.type === 'ready') {
        this.attempts = 0;
        this.setState('connected');
      } else if (parsed.type === 'purchase_event' && isPurchaseEvent(parsed.event)) {
        this.options.onEvent(parsed.event);
      }
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (generation !== this.generation) return;
      this.socket = null;
      this.retry(generation);
    };
  }

  private retry(generation: number) {
    if (!this.wanted || generation !== this.generation) return;
    this.attempts++;
    const delay = (this.options.delay ?? purchaseReconnectDelay)(this.attempts);
    if (delay === null) {
      this.wanted = false;
      this.setState('disconnected');
      return;
    }
    this.setState('reconnecting');
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(), delay);
  }
}
