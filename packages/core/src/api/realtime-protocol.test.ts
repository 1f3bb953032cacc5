import { describe, expect, it } from 'vitest';
import {
  isNewOrder,
  isOrderChange,
  isPurchaseEvent,
  PURCHASE_EVENT_TYPES,
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

describe('parseServerMessage: the other messages', () => {
  const read = (message: unknown) => parseServerMessage(JSON.stringify(message));

  it('when ready, an event, a pong or an error arrives well formed, then it is read', () => {
    expect(read({ type: 'ready', lastEventId: 41, topics: ['orders'] })).toEqual({
      type: 'ready',
      lastEventId: 41,
      topics: ['orders'],
    });
    const event = {
      type: 'event',
      id: 42,
      topic: 'orders',
      kind: 'INSERT',
      userId: 'u1',
      payload: {},
      at: 'x',
    };
    expect(read(event)).toEqual(event);
    expect(read({ type: 'pong', extra: 1 })).toEqual({ type: 'pong' });
    expect(read({ type: 'error', code: 'AUTH_FAILED', message: 'no' })).toEqual({
      type: 'error',
      code: 'AUTH_FAILED',
    });
    expect(read({ type: 'error' })).toEqual({ type: 'error', code: 'UNKNOWN' });
    expect(read({ type: 'error', code: 0 })).toEqual({ type: 'error', code: '0' });
  });

  it('when ready or an event lacks a field of the right type, then it is dropped', () => {
    expect(read({ type: 'ready', lastEventId: '41' })).toBeNull();
    expect(read({ type: 'ready' })).toBeNull();
    const event = { type: 'event', id: 42, topic: 'orders', payload: {} };
    expect(read({ ...event, id: '42' })).toBeNull();
    expect(read({ ...event, topic: 7 })).toBeNull();
    expect(read({ ...event, payload: 'x' })).toBeNull();
    expect(read({ ...event, payload: null })).toBeNull();
  });

  it('when the message is not a JSON object of a known type, then it is dropped', () => {
    expect(parseServerMessage('{not json')).toBeNull();
    expect(parseServerMessage(42)).toBeNull();
    expect(parseServerMessage('null')).toBeNull();
    expect(parseServerMessage('"ready"')).toBeNull();
    expect(parseServerMessage('[{"type":"pong"}]')).toBeNull();
    expect(read({ type: 'hello' })).toBeNull();
    expect(read({ type: '' })).toBeNull();
    expect(read({})).toBeNull();
  });
});

describe('order changes and purchase events', () => {
  it('when an order change has an id, a customer and a status as strings, then it is one; otherwise not', () => {
    const change = { id: 'o1', user_id: 'u1', status: 'placed', payment_status: 'pending' };
    expect(isOrderChange(change)).toBe(true);
    expect(isOrderChange(null)).toBe(false);
    expect(isOrderChange('o1')).toBe(false);
    expect(isOrderChange({ ...change, id: 1 })).toBe(false);
    expect(isOrderChange({ ...change, user_id: null })).toBe(false);
    expect(isOrderChange({ ...change, status: undefined })).toBe(false);
  });

  it('when a purchase event has a known type, an order, a status and a time, then it is one; otherwise not', () => {
    const event = {
      type: 'order_placed',
      orderId: 'o1',
      userId: 'u1',
      status: 'placed',
      data: {},
      timestamp: 't',
    };
    expect(isPurchaseEvent(event)).toBe(true);
    expect(PURCHASE_EVENT_TYPES).toEqual([
      'order_placed',
      'payment_confirmed',
      'order_updated',
      'order_cancelled',
    ]);
    for (const type of PURCHASE_EVENT_TYPES) expect(isPurchaseEvent({ ...event, type })).toBe(true);
    expect(isPurchaseEvent({ ...event, type: 'order_deleted' })).toBe(false);
    expect(isPurchaseEvent({ ...event, orderId: 1 })).toBe(false);
    expect(isPurchaseEvent({ ...event, status: null })).toBe(false);
    expect(isPurchaseEvent({ ...event, timestamp: 0 })).toBe(false);
    expect(isPurchaseEvent(null)).toBe(false);
    expect(isPurchaseEvent('order_placed')).toBe(false);
  });

  it('when an order is paid but was not pending payment, or moves from payment_pending elsewhere, then it is only updated', () => {
    expect(purchaseEventType('UPDATE', { status: 'placed', old_status: 'placed' })).toBe('order_updated');
    expect(purchaseEventType('UPDATE', { status: 'placed', old_status: null })).toBe('order_updated');
    expect(purchaseEventType('UPDATE', { status: 'confirmed', old_status: 'payment_pending' })).toBe(
      'order_updated',
    );
    expect(purchaseEventType('INSERT', { status: 'payment_pending' })).toBe('order_updated');
  });
});
