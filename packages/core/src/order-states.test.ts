import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CANCELLABLE,
  canTransition,
  ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
  releasesStockOnCancel,
  shortOrderId,
} from './order-states.js';

const ALLOWED: [OrderStatus, OrderStatus, OrderActor[]][] = [
  ['payment_pending', 'placed', ['system']],
  ['payment_pending', 'cancelled', ['system', 'customer', 'admin']],
  ['placed', 'confirmed', ['admin']],
  ['placed', 'cancelled', ['customer', 'admin', 'system']],
  ['confirmed', 'preparing', ['admin']],
  ['confirmed', 'cancelled', ['customer', 'admin']],
  ['confirmed', 'accepted', ['rider', 'admin']],
  ['preparing', 'accepted', ['admin', 'rider']],
  ['preparing', 'out_for_delivery', ['admin']],
  ['preparing', 'cancelled', ['admin']],
  ['accepted', 'picked_up', ['rider', 'admin']],
  ['picked_up', 'out_for_delivery', ['rider', 'admin']],
  ['out_for_delivery', 'delivered', ['rider', 'admin']],
  ['accepted', 'cancelled', ['admin']],
  ['picked_up', 'cancelled', ['admin']],
  ['out_for_delivery', 'cancelled', ['admin']],
];
const ACTORS: OrderActor[] = ['customer', 'admin', 'rider', 'system'];

describe('order state machine', () => {
  it('allows exactly the listed moves, each only for its actors', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ACTORS) {
          const rule = ALLOWED.find(([f, t]) => f === from && t === to);
          const expected = Boolean(rule?.[2].includes(actor));
          expect(canTransition(from, to, actor), `${from} -> ${to} by ${actor}`).toBe(expected);
        }
      }
    }
  });

  it('lets a customer cancel only while placed or confirmed (or still unpaid)', () => {
    expect(canTransition('placed', 'cancelled', 'customer')).toBe(true);
    expect(canTransition('confirmed', 'cancelled', 'customer')).toBe(true);
    expect(canTransition('preparing', 'cancelled', 'customer')).toBe(false);
    expect(canTransition('out_for_delivery', 'cancelled', 'customer')).toBe(false);
  });

  it('lists as customer-cancellable exactly the states the machine lets a customer cancel from', () => {
    expect([...CUSTOMER_CANCELLABLE].sort()).toEqual(['confirmed', 'payment_pending', 'placed']);
    const fromMachine = ORDER_STATUSES.filter((status) => canTransition(status, 'cancelled', 'customer'));
    expect([...CUSTOMER_CANCELLABLE].sort()).toEqual([...fromMachine].sort());
  });

  it('never leaves delivered or cancelled', () => {
    for (const to of ORDER_STATUSES) {
      for (const actor of ACTORS) {
        expect(canTransition('delivered', to, actor)).toBe(false);
        expect(canTransition('cancelled', to, actor)).toBe(false);
      }
    }
  });

  it('releases stock for every cancellable state before the pick-up and none other', () => {
    expect(ORDER_STATUSES.filter(releasesStockOnCancel)).toEqual([
      'payment_pending',
      'placed',
      'confirmed',
      'preparing',
      'accepted',
    ]);
  });

  it('shows an order id as its last 8 characters (spec §9)', () => {
    expect(shortOrderId('7d444840-9dc0-11d1-b245-5ffdce74fad2')).toBe('ce74fad2');
  });
});
