import { describe, expect, it } from 'vitest';
import {
  isNewOrder,
  parseServerMessage,
  purchaseEventFromChange,
  purchaseEventType,
  type RealtimeEvent,
} from './realtime-protocol.js';

const change = (kind: RealtimeEvent['kind'], status: string, oldStatus: string | null): RealtimeEvent => ({
  id: 7,
  topic: 'orders',
  kind,
  userId: 'user-1',
  payload: { id: 'order-1', user_id: 'user-1', status, payment_status: 'pending', old_status: oldStatus },
  at: '2026-01-01T00:00:00.000Z',
});

describe('the one "is this a new order" rule', () => {
  it('when a cash order is inserted as placed, then it is a new order (order_placed)', () => {
    expect(purchaseEventType('INSERT', { status: 'placed' })).toBe('order_placed');
    expect(isNewOrder('INSERT', { status: 'placed' })).toBe(true);
  });

  it('when an online order moves from payment_pending to placed, then it is a new order (payment_confirmed)', () => {
    expect(purchaseEventType('UPDATE', { status: 'placed', old_status: 'payment_pending' })).toBe(
      'payment_confirmed',
    );
    expect(isNewOrder('UPDATE', { status: 'placed', old_status: 'payment_pending' })).toBe(true);
  });

  it('when an order is still unpaid, moves on or is cancelled, then it is not a new order', () => {
    expect(isNewOrder('INSERT', { status: 'payment_pending' })).toBe(false);
    expect(isNewOrder('UPDATE', { status: 'confirmed', old_status: 'placed' })).toBe(false);
    expect(purchaseEventType('UPDATE', { status: 'cancelled', old_status: 'placed' })).toBe(
      'order_cancelled',
    );
    expect(isNewOrder('UPDATE', { status: 'cancelled', old_status: 'payment_pending' })).toBe(false);
  });

  it('when an orders-topic change arrives, then it becomes the purchase event both sockets send; other topics and bad payloads do not', () => {
    expect(purchaseEventFromChange(change('UPDATE', 'placed', 'payment_pending'))).toMatchObject({
      type: 'payment_confirmed',
      orderId: 'order-1',
      userId: 'user-1',
      status: 'placed',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    expect(
      purchaseEventFromChange({ ...change('INSERT', 'placed', null), topic: 'admin_orders' }),
    ).toBeNull();
    expect(
      purchaseEventFromChange({ ...change('INSERT', 'placed', null), payload: { id: 'order-1' } }),
    ).toBeNull();
  });
});

describe('parseServerMessage: riders’ positions', () => {
  const position = { orderId: 'o1', lat: 12.97, lng: 77.64, at: '2026-11-26T01:00:00.000Z' };
  const rider = {
    riderId: 'r1',
    name: 'Ravi',
    lat: 12.97,
    lng: 77.64,
    at: '2026-11-26T01:00:00.000Z',
    orderId: null,
  };

  it('when a customer’s or an admin’s position message is well formed, then it is read', () => {
    expect(parseServerMessage(JSON.stringify({ type: 'rider_position', position }))).toEqual({
      type: 'rider_position',
      position,
    });
    expect(parseServerMessage(JSON.stringify({ type: 'admin_rider_position', rider }))).toEqual({
      type: 'admin_rider_position',
      rider,
    });
  });

  it('when the position lacks its order or rider, or a coordinate is not a number, then it is dropped', () => {
    for (const message of [
      { type: 'rider_position', position: { ...position, orderId: undefined } },
      { type: 'rider_position', position: { ...position, lat: '12.97' } },
      { type: 'rider_position' },
      { type: 'admin_rider_position', rider: { ...rider, riderId: 7 } },
      { type: 'admin_rider_position', rider: { ...rider, lng: null } },
    ])
      expect(parseServerMessage(JSON.stringify(message))).toBeNull();
  });
});
