import { PURCHASE_SOCKET_PATH, type PurchaseEvent } from '@tokri/core';
import { useSyncExternalStore } from 'react';
import { api } from '../../shared/api/api-client.js';
import { socketUrl } from '../../shared/realtime/realtime-types.js';
import { sessionStore } from '../../shared/session/session-store.js';
import type { OrderView } from '../../shared/types/order.js';
import { AGGRESSIVE_MODE, AggressiveMonitor, type Completion } from './aggressive-monitor.js';
import { type PurchaseConnectionState, PurchaseSocket } from './purchase-socket.js';

export interface MonitoringState {
  /** Aggressive mode: the "Monitoring purchases..." badge shows. */
  aggressive: boolean;
  connection: PurchaseConnectionState;
  orderId: string | null;
}

/** Survives the trip to a payment page and back within the 5 minutes (this tab only). */
const STORAGE_KEY = 'tokri-purchase-monitoring';

function pollRecentOrders() {
  const query = `sinceMinutes=${AGGRESSIVE_MODE.sinceMinutes}&limit=${AGGRESSIVE_MODE.limit}`;
  return api<{ items: OrderView[] }>(`/api/orders?${query}`).then((body) => body.items);
}

function readStored(): { orderId: string | null; until: number } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      orderId?: unknown;
      until?: unknown;
    } | null;
    if (!value || typeof value.until !== 'number') return null;
    return { orderId: typeof value.orderId === 'string' ? value.orderId : null, until: value.until };
  } catch {
    return null;
  }
}

function writeStored(value: { orderId: string | null; until: number } | null) {
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: monitoring simply ends with the page
  }
}

type Listener = () => void;
type EventListener = (event: PurchaseEvent) => void;

/**
 * Purchase monitoring (spec §2, §4, §9): after a checkout, the purchase WebSocket is opened and the recent
 * orders are polled (aggressive mode) until the order is placed or paid, for at most 5 minutes.
 */
class PurchaseMonitoring {
  private state: MonitoringState = { aggressive: false, connection: 'disconnected', orderId: null };
  private listeners = new Set<Listener>();
  private eventListeners = new Set<EventListener>();
  /** Orders already known to be placed, paid or cancelled (most recent last). */
  private settled = new Set<string>();

  private socket = new PurchaseSocket({
    url: () => socketUrl(PURCHASE_SOCKET_PATH),
    token: () => sessionStore.accessToken(),
    onEvent: (event) => this.emit(event),
    onState: (connection) => this.set({ connection }),
  });

  private monitor = new AggressiveMonitor({
    poll: async () =>
      (await pollRecentOrders()).map((order) => ({
        id: order.id,
        status: order.status,
        paymentStatus: order.paymentStatus,
        paymentMethod: order.paymentMethod,
        createdAt: order.createdAt,
      })),
    onComplete: (completion) => this.emit(syntheticEvent(completion)),
    onActiveChange: (active) => {
      if (!active) {
        this.socket.close();
        writeStored(null);
      }
      this.set({ aggressive: active, orderId: active ? this.monitor.watchedOrderId : null });
    },
  });

  getState = (): MonitoringState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Purchase events from the socket, and from polls that saw the order first. */
  onEvent(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  start(orderId: string | null, durationMs: number = AGGRESSIVE_MODE.durationMs) {
    // The realtime channel may announce the order before the checkout call returns: nothing to watch then.
    if (orderId && this.settled.has(orderId)) return;
    writeStored({ orderId, until: Date.now() + durationMs });
    this.socket.open();
    this.monitor.start(orderId, durationMs);
    this.set({ orderId });
  }

  /** Picks up monitoring that was running when the page was left (e.g. for the payment page). */
  resume() {
    const stored = readStored();
    if (!stored || this.monitor.active) return;
    const left = stored.until - Date.now();
    if (left <= 0) writeStored(null);
    else this.start(stored.orderId, left);
  }

  /** Any channel's purchase event: placed or paid ends aggressive mode. */
  noteEvent(event: PurchaseEvent) {
    if (
      event.type === 'order_placed' ||
      event.type === 'payment_confirmed' ||
      event.type === 'order_cancelled'
    ) {
      this.settled.add(event.orderId);
      if (this.settled.size > 50) this.settled.delete(this.settled.values().next().value as string);
    }
    if (event.type === 'order_cancelled' && this.monitor.watchedOrderId === event.orderId)
      this.monitor.stop('cancelled');
    else this.monitor.handleEvent(event.type, event.orderId);
  }

  /** A fresh access token: the open purchase socket switches to it before the old one expires. */
  reauthenticate() {
    this.socket.reauthenticate();
  }

  stop() {
    this.monitor.stop();
    this.socket.close();
    this.settled.clear();
    writeStored(null);
  }

  private emit(event: PurchaseEvent) {
    for (const listener of this.eventListeners) listener(event);
  }

  private set(patch: Partial<MonitoringState>) {
    const next = { ...this.state, ...patch };
    if (
      next.aggressive === this.state.aggressive &&
      next.connection === this.state.connection &&
      next.orderId === this.state.orderId
    ) {
      return;
    }
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

function syntheticEvent(completion: Completion): PurchaseEvent {
  const status = 'placed';
  return {
    type: completion.type,
    orderId: completion.orderId,
    userId: sessionStore.getState().session?.user.id ?? '',
    status,
    data: { id: completion.orderId, status },
    timestamp: new Date().toISOString(),
    synthetic: true,
  };
}

export const purchaseMonitoring = new PurchaseMonitoring();

/** Called where a checkout succeeds: watch this order until it is placed or paid. */
export function startPurchaseMonitoring(orderId: string) {
  purchaseMonitoring.start(orderId);
}

export function usePurchaseMonitoring(): MonitoringState {
  return useSyncExternalStore(purchaseMonitoring.subscribe, purchaseMonitoring.getState);
}
