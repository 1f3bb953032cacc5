import { isPurchaseEvent, type PurchaseEvent } from '@tokri/core';
import {
  type LinkStatus,
  ReconnectingSocket,
  type SocketLike,
} from '../../shared/realtime/reconnecting-socket.js';
import { PURCHASE_SOCKET_POLICY, purchaseReconnectDelay } from './reconnect-policy.js';

/** Spec §4 purchase monitoring connection states. */
export type PurchaseConnectionState = 'connected' | 'disconnected' | 'reconnecting';

export interface PurchaseSocketOptions {
  url: () => string;
  token: () => Promise<string | null>;
  onEvent: (event: PurchaseEvent) => void;
  onState: (state: PurchaseConnectionState) => void;
  createSocket?: (url: string) => SocketLike;
  /** The wait before reconnect number `attempt` (1, 2, 3 …), or null once the reconnects are used up. */
  delay?: (attempt: number) => number | null;
}

/**
 * The spec's purchase WebSocket, on the app's one reconnecting socket: sends `{ type: 'auth', token }` once
 * open, then receives purchase events. A dropped connection is retried at most 3 times (2 s, 4 s, 8 s; never
 * more than 10 s apart); closing it on purpose uses the clean code 1000 and never reconnects. Why the browser
 * has this beside the realtime socket: ADR 0027.
 */
export class PurchaseSocket {
  private state: PurchaseConnectionState = 'disconnected';
  private readonly link: ReconnectingSocket;

  constructor(private readonly options: PurchaseSocketOptions) {
    const delay = options.delay ?? purchaseReconnectDelay;
    this.link = new ReconnectingSocket({
      url: options.url,
      token: options.token,
      authMessage: (token) => ({ type: 'auth', token }),
      delay: (retry) => delay(retry + 1),
      onMessage: (data) => this.onMessage(data),
      onStatus: (status) => this.onLinkStatus(status),
      // Monitoring only matters while signed in: without a token there is nothing to watch.
      withoutToken: 'stop',
      ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    });
  }

  get connectionState(): PurchaseConnectionState {
    return this.state;
  }

  open() {
    this.link.start();
  }

  /**
   * After a token refresh: authenticate the open socket again. The server closes a socket when its token
   * expires (1008), so without this the purchase events of the next few seconds would be missed.
   */
  reauthenticate() {
    this.link.reauthenticate();
  }

  close() {
    this.link.stop(PURCHASE_SOCKET_POLICY.cleanCloseCode);
  }

  private onLinkStatus(status: LinkStatus) {
    // The spec's three states: a first connection still being made counts as disconnected.
    if (status === 'connected' || status === 'reconnecting') this.setState(status);
    else if (status === 'stopped') this.setState('disconnected');
  }

  private setState(state: PurchaseConnectionState) {
    if (state === this.state) return;
    this.state = state;
    this.options.onState(state);
  }

  private onMessage(data: unknown) {
    if (typeof data !== 'string') return;
    let parsed: { type?: unknown; event?: unknown };
    try {
      parsed = JSON.parse(data) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.type === 'ready') this.link.connected();
    else if (parsed.type === 'purchase_event' && isPurchaseEvent(parsed.event))
      this.options.onEvent(parsed.event);
  }
}
