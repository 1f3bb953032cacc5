import type { RealtimeEvent } from '@tokri/core';
import { type PurchaseEvent, purchaseEventFromChange } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_DELAY_MS,
  opensConfirmation,
  orderToastKind,
  PurchaseEventDeduper,
} from './order-events.js';

const purchase = (patch: Partial<PurchaseEvent> = {}): PurchaseEvent => ({
  type: 'order_updated',
  orderId: 'order-1',
  userId: 'u1',
  status: 'confirmed',
  data: { old_status: 'placed' },
  timestamp: '2026-11-21T10:00:00.000Z',
  ...patch,
});

const change = (kind: RealtimeEvent['kind'], status: string, oldStatus: string | null): RealtimeEvent => ({
  id: 1,
  topic: 'orders',
  kind,
  userId: 'u1',
  payload: { id: 'order-1', user_id: 'u1', status, old_status: oldStatus, payment_status: 'pending' },
  at: '2026-11-21T10:00:00.000Z',
});

describe('purchase events from realtime order changes (the server purchase socket rule)', () => {
  it.each([
    [change('INSERT', 'placed', null), 'order_placed'],
    [change('INSERT', 'payment_pending', null), 'order_updated'],
    [change('UPDATE', 'placed', 'payment_pending'), 'payment_confirmed'],
    [change('UPDATE', 'confirmed', 'placed'), 'order_updated'],
    [change('UPDATE', 'cancelled', 'placed'), 'order_cancelled'],
  ])('%#: %s', (event, type) => {
    expect(purchaseEventFromChange(event)).toMatchObject({
      type,
      orderId: 'order-1',
      timestamp: event.at,
    });
  });

  it('ignores other topics and malformed payloads', () => {
    expect(
      purchaseEventFromChange({ ...change('INSERT', 'placed', null), topic: 'admin_orders' }),
    ).toBeNull();
    expect(purchaseEventFromChange({ ...change('INSERT', 'placed', null), payload: {} })).toBeNull();
  });
});

describe('order event toasts (spec §8)', () => {
  it.each([
    [purchase({ type: 'order_placed', status: 'placed' }), 'placed'],
    [purchase({ type: 'payment_confirmed', status: 'placed' }), 'paymentConfirmed'],
    [purchase({ status: 'confirmed' }), 'confirmed'],
    [purchase({ status: 'preparing' }), 'preparing'],
    [purchase({ status: 'out_for_delivery' }), 'outForDelivery'],
    [purchase({ status: 'picked_up' }), 'statusUpdated'],
    [purchase({ status: 'delivered' }), 'statusUpdated'],
    [purchase({ type: 'order_cancelled', status: 'cancelled' }), 'cancelled'],
  ])('%#: → %s', (event, kind) => {
    expect(orderToastKind(event)).toBe(kind);
  });

  it('says nothing for an order waiting for payment or a failed attempt that did not move it', () => {
    expect(orderToastKind(purchase({ status: 'payment_pending', data: { old_status: null } }))).toBeNull();
    expect(orderToastKind(purchase({ status: 'placed', data: { old_status: 'placed' } }))).toBeNull();
  });

  it('opens /confirmation after 1 s for order placed and payment confirmed only', () => {
    expect(CONFIRMATION_DELAY_MS).toBe(1000);
    expect(opensConfirmation(purchase({ type: 'order_placed' }))).toBe(true);
    expect(opensConfirmation(purchase({ type: 'payment_confirmed' }))).toBe(true);
    expect(opensConfirmation(purchase({ type: 'order_updated' }))).toBe(false);
    expect(opensConfirmation(purchase({ type: 'order_cancelled' }))).toBe(false);
  });
});

describe('PurchaseEventDeduper', () => {
  it('ignores an event with the same type, order id and timestamp', () => {
    const deduper = new PurchaseEventDeduper();
    expect(deduper.isDuplicate(purchase())).toBe(false);
    expect(deduper.isDuplicate(purchase())).toBe(true);
    expect(deduper.isDuplicate(purchase({ timestamp: '2026-11-21T10:05:00.000Z' }))).toBe(false);
    expect(deduper.isDuplicate(purchase({ type: 'order_cancelled' }))).toBe(false);
    expect(deduper.isDuplicate(purchase({ orderId: 'order-2' }))).toBe(false);
  });

  it('lets a poll-made event stand for any event of its type and order, in either order', () => {
    const first = new PurchaseEventDeduper();
    expect(first.isDuplicate(purchase({ type: 'order_placed' }))).toBe(false);
    expect(first.isDuplicate(purchase({ type: 'order_placed', timestamp: 'now', synthetic: true }))).toBe(
      true,
    );

    const second = new PurchaseEventDeduper();
    expect(second.isDuplicate(purchase({ type: 'order_placed', timestamp: 'now', synthetic: true }))).toBe(
      false,
    );
    expect(second.isDuplicate(purchase({ type: 'order_placed' }))).toBe(true);
  });

  it('forgets everything when cleared (another user signs in)', () => {
    const deduper = new PurchaseEventDeduper();
    deduper.isDuplicate(purchase());
    deduper.clear();
    expect(deduper.isDuplicate(purchase())).toBe(false);
  });

  it('keeps a bounded memory', () => {
    const deduper = new PurchaseEventDeduper(3);
    for (let i = 0; i < 5; i++) deduper.isDuplicate(purchase({ orderId: `o${i}` }));
    expect(deduper.isDuplicate(purchase({ orderId: 'o0' }))).toBe(false);
    expect(deduper.isDuplicate(purchase({ orderId: 'o4' }))).toBe(true);
  });
});
