import type { AdminRiderPosition, RiderPositionView } from './rider-types.js';

/**
 * The realtime WebSocket protocol (`/realtime`, ADR 0010) and the spec's purchase WebSocket (§4), for the
 * server that speaks them and the browser that listens. Plain code, no zod: the web bundle imports it.
 */

export const REALTIME_PATH = '/realtime';
export const PURCHASE_SOCKET_PATH = '/functions/v1/purchase-websocket';

/** `rider`: a delivery partner's own offers and assignments (durable events addressed to the rider's user). */
export type RealtimeTopic =
  | 'notifications'
  | 'orders'
  | 'subscriptions'
  | 'broadcast'
  | 'admin_orders'
  | 'rider';
export const REALTIME_TOPICS: readonly RealtimeTopic[] = [
  'notifications',
  'orders',
  'subscriptions',
  'broadcast',
  'admin_orders',
  'rider',
];

export type RealtimeEventKind = 'INSERT' | 'UPDATE' | 'DELETE' | 'BROADCAST';

export interface RealtimeEvent<Payload = Record<string, unknown>> {
  /** Durable and increasing: the client resumes after the last one it processed. */
  id: number;
  topic: RealtimeTopic;
  kind: RealtimeEventKind;
  userId: string | null;
  payload: Payload;
  at: string;
}

/** The first message on either socket. */
export interface SocketAuthMessage {
  type: 'auth';
  token: string;
  topics?: RealtimeTopic[];
  lastEventId?: number;
}

export type ServerMessage =
  | { type: 'ready'; lastEventId: number; topics: RealtimeTopic[]; missed?: true }
  | ({ type: 'event' } & RealtimeEvent)
  | { type: 'purchase_event'; event: PurchaseEvent }
  /**
   * A rider's position, volatile (not replayed: the client reads the latest over HTTP after a reconnect). Sent
   * to the customer of the order the rider carries while it is picked up or out for delivery, and to admins.
   */
  | { type: 'rider_position'; position: RiderPositionView }
  /** Any online rider's newest position, volatile, to admin sockets that follow the admin order feed. */
  | { type: 'admin_rider_position'; rider: AdminRiderPosition }
  | { type: 'pong' }
  | { type: 'error'; code: string; message?: string };

/** Parses one realtime-socket message from the server; anything malformed is ignored (null). */
export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const record = message as Record<string, unknown>;
  switch (record.type) {
    case 'ready':
      return typeof record.lastEventId === 'number' ? (record as unknown as ServerMessage) : null;
    case 'event':
      return typeof record.id === 'number' &&
        typeof record.topic === 'string' &&
        typeof record.payload === 'object' &&
        record.payload !== null
        ? (record as unknown as ServerMessage)
        : null;
    // Volatile positions: a customer's rider (`position`, for an order) or any rider for admins (`rider`).
    case 'rider_position':
    case 'admin_rider_position': {
      const body = (record.position ?? record.rider) as Record<string, unknown> | null | undefined;
      return typeof body === 'object' &&
        body !== null &&
        typeof (body.orderId ?? body.riderId) === 'string' &&
        typeof body.lat === 'number' &&
        typeof body.lng === 'number'
        ? (record as unknown as ServerMessage)
        : null;
    }
    case 'pong':
      return { type: 'pong' };
    case 'error':
      return { type: 'error', code: String(record.code ?? 'UNKNOWN') };
    default:
      return null;
  }
}

/**
 * An order change as the `orders` and `admin_orders` topics (and the purchase event's `data`) carry it: the
 * row after the change, with the statuses it came from. Money in paise.
 */
export interface OrderChange {
  id: string;
  user_id: string;
  status: string;
  payment_status: string;
  old_status?: string | null;
  old_payment_status?: string | null;
  total?: number;
  tracking_id?: string | null;
  payment_method?: string;
  customer_name?: string | null;
  rider_name?: string | null;
  created_at?: string;
  updated_at?: string;
}

export function isOrderChange(value: unknown): value is OrderChange {
  const record = value as Partial<OrderChange> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.id === 'string' &&
    typeof record.user_id === 'string' &&
    typeof record.status === 'string'
  );
}

/** Spec §3 purchase event, as the purchase WebSocket sends it (`{ type: 'purchase_event', event }`). */
export type PurchaseEventType = 'order_placed' | 'payment_confirmed' | 'order_updated' | 'order_cancelled';
export const PURCHASE_EVENT_TYPES: readonly PurchaseEventType[] = [
  'order_placed',
  'payment_confirmed',
  'order_updated',
  'order_cancelled',
];

export interface PurchaseEvent {
  type: PurchaseEventType;
  orderId: string;
  userId: string;
  status: string;
  data: Record<string, unknown>;
  timestamp: string;
  /** Made up by the browser from a poll (no socket told it); never sent by the server. */
  synthetic?: boolean;
}

export function isPurchaseEvent(value: unknown): value is PurchaseEvent {
  const record = value as Partial<PurchaseEvent> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    PURCHASE_EVENT_TYPES.includes(record.type as PurchaseEventType) &&
    typeof record.orderId === 'string' &&
    typeof record.status === 'string' &&
    typeof record.timestamp === 'string'
  );
}

/** What an order change means for the store and the customer: the one "is this a new order" rule. */
export function purchaseEventType(
  kind: string,
  change: { status: string; old_status?: string | null | undefined },
): PurchaseEventType {
  if (change.status === 'cancelled') return 'order_cancelled';
  if (kind === 'INSERT' && change.status === 'placed') return 'order_placed';
  if (change.old_status === 'payment_pending' && change.status === 'placed') return 'payment_confirmed';
  return 'order_updated';
}

/** A change that brings a new order to the store: placed now (cash on delivery), or just paid online. */
export function isNewOrder(kind: string, change: { status: string; old_status?: string | null | undefined }) {
  const type = purchaseEventType(kind, change);
  return type === 'order_placed' || type === 'payment_confirmed';
}

/** The purchase event an `orders` topic change stands for (both sockets name a change alike). */
export function purchaseEventFromChange(event: RealtimeEvent): PurchaseEvent | null {
  if (event.topic !== 'orders' || !isOrderChange(event.payload)) return null;
  const change = event.payload;
  return {
    type: purchaseEventType(event.kind, change),
    orderId: change.id,
    userId: change.user_id,
    status: change.status,
    data: event.payload as unknown as Record<string, unknown>,
    timestamp: event.at,
  };
}
