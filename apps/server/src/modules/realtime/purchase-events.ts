import type { RealtimeEvent } from './realtime-events.js';

/** Spec §3 purchase event: type, orderId, userId, status, data, timestamp. */
export interface PurchaseEvent {
  type: 'order_placed' | 'payment_confirmed' | 'order_updated' | 'order_cancelled';
  orderId: string;
  userId: string;
  status: string;
  data: Record<string, unknown>;
  timestamp: string;
}

/** Turns an order change from the realtime feed into the purchase event the spec's client reacts to. */
export function toPurchaseEvent(event: RealtimeEvent): PurchaseEvent | null {
  if (event.topic !== 'orders') return null;
  const payload = event.payload as {
    id?: string;
    user_id?: string;
    status?: string;
    old_status?: string | null;
  };
  if (!payload.id || !payload.user_id || !payload.status) return null;
  let type: PurchaseEvent['type'] = 'order_updated';
  if (payload.status === 'cancelled') type = 'order_cancelled';
  else if (event.kind === 'INSERT' && payload.status === 'placed') type = 'order_placed';
  else if (payload.old_status === 'payment_pending' && payload.status === 'placed')
    type = 'payment_confirmed';
  return {
    type,
    orderId: payload.id,
    userId: payload.user_id,
    status: payload.status,
    data: event.payload,
    timestamp: event.at,
  };
}
