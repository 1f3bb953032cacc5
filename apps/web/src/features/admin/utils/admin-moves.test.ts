import {
  ADMIN_FILTER_STATUSES,
  canTransition,
  isNewOrder,
  ORDER_STATUSES,
  type OrderStatus,
} from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { adminMoves } from './admin-moves.js';

describe('adminMoves', () => {
  it.each([
    ['placed', ['confirmed'], true],
    ['confirmed', ['preparing', 'accepted'], true],
    ['preparing', ['accepted', 'out_for_delivery'], true],
    ['accepted', ['picked_up'], true],
    ['picked_up', ['out_for_delivery'], true],
    ['out_for_delivery', ['delivered'], true],
    ['delivered', [], false],
    ['cancelled', [], false],
  ] as const)('%s → %j, cancel %s', (status, forward, canCancel) => {
    expect(adminMoves(status)).toEqual({ forward, canCancel });
  });

  it('offers exactly the moves the shared state machine allows an admin', () => {
    for (const from of ORDER_STATUSES) {
      const { forward, canCancel } = adminMoves(from);
      const offered = new Set<OrderStatus>([...forward, ...(canCancel ? (['cancelled'] as const) : [])]);
      for (const to of ORDER_STATUSES)
        expect(offered.has(to), `${from} → ${to}`).toBe(canTransition(from, to, 'admin'));
    }
  });

  it('never filters by orders waiting for payment (the admin list leaves them out)', () => {
    expect(ADMIN_FILTER_STATUSES).not.toContain('payment_pending');
  });

  it('knows a new order for the store: placed now, or just paid', () => {
    expect(isNewOrder('INSERT', { status: 'placed', old_status: null })).toBe(true);
    expect(isNewOrder('UPDATE', { status: 'placed', old_status: 'payment_pending' })).toBe(true);
    expect(isNewOrder('UPDATE', { status: 'confirmed', old_status: 'placed' })).toBe(false);
  });
});
