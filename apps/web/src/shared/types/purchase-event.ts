import type { RealtimeEvent } from '../realtime/realtime-types.js';
import { isOrderChange } from './order-change.js';

/** Spec §3 purchase event, as the purchase WebSocket sends it (`{ type: 'purchase_event', event }`). */
export type PurchaseEventType = 'order_placed' | 'payment_confirmed' | 'order_updated' | 'order_cancelled';

export interface PurchaseEvent {
  type: PurchaseEventType;
  orderId: string;
  userId: string;
  status: string;
  data: Record<string, unknown>;
  timestamp: string;
  /** Made up by this client from a poll (no socket told it); never sent by the server. */
  synthetic?: boolean;
}

const TYPES: readonly PurchaseEventType[] = [
  'order_placed',
  'payment_confirmed',
  'order_updated',
  'order_cancelled',
];

export function isPurchaseEvent(value: unknown): value is PurchaseEvent {
  const record = value as Partial<PurchaseEvent> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    TYPES.includes(record.type as PurchaseEventType) &&
    typeof record.orderId === 'string' &&
    typeof record.status === 'string' &&
    typeof record.timestamp === 'string'
  );
}

/**
 * The purchase event an order change on the realtime `orders` topic stands for: the same rule the server's
 * purchase WebSocket applies, so both channels name a change alike (and de-duplicate against each other).
 */
export function purchaseEventFromChange(event: RealtimeEvent): PurchaseEvent | null {
  if (event.topic !== 'orders' || !isOrderChange(event.payload)) return null;
  const change = event.payload;
  let type: PurchaseEventType = 'order_updated';
  if (change.status === 'cancelled') type = 'order_cancelled';
  else if (event.kind === 'INSERT' && change.status === 'placed') type = 'order_placed';
  else if (change.old_status === 'payment_pending' && change.status === 'placed') type = 'payment_confirmed';
  return {
    type,
    orderId: change.id,
    userId: change.user_id,
    status: change.status,
    data: event.payload,
    timestamp: event.at,
  };
}
