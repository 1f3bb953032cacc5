import { describe, expect, it } from 'vitest';
import type { OrderHistoryEntry } from '../../../shared/types/order.js';
import { trackSteps } from './track-steps.js';

const entry = (
  from: OrderHistoryEntry['from'],
  to: OrderHistoryEntry['to'],
  minute: number,
): OrderHistoryEntry => ({
  from,
  to,
  actor: 'admin',
  at: `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`,
  note: null,
});

const summary = (steps: ReturnType<typeof trackSteps>) => steps.map((step) => `${step.status}:${step.state}`);

describe('trackSteps', () => {
  it('a new order: placed is current, the store steps and delivery are ahead', () => {
    const steps = trackSteps('placed', [entry(null, 'placed', 0)]);
    expect(summary(steps)).toEqual([
      'placed:current',
      'confirmed:upcoming',
      'preparing:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    expect(steps[0]?.at).toBe('2026-11-21T10:00:00.000Z');
    expect(steps[1]?.at).toBeNull();
  });

  it('a rider takes it straight from confirmed: no "preparing" step shown as done without a time', () => {
    const history = [
      entry(null, 'placed', 0),
      entry('placed', 'confirmed', 1),
      entry('confirmed', 'accepted', 2),
    ];
    const steps = trackSteps('accepted', history);
    expect(summary(steps)).toEqual([
      'placed:done',
      'confirmed:done',
      'accepted:current',
      'picked_up:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    expect(steps.filter((step) => step.state !== 'upcoming').every((step) => step.at !== null)).toBe(true);
  });

  it('a rider takes it: accepted and picked up join the path', () => {
    const history = [
      entry(null, 'placed', 0),
      entry('placed', 'confirmed', 1),
      entry('confirmed', 'preparing', 2),
      entry('preparing', 'accepted', 3),
    ];
    expect(summary(trackSteps('accepted', history))).toEqual([
      'placed:done',
      'confirmed:done',
      'preparing:done',
      'accepted:current',
      'picked_up:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('an online order that was paid shows "placed" at the time payment arrived', () => {
    const steps = trackSteps('placed', [
      entry(null, 'payment_pending', 0),
      entry('payment_pending', 'placed', 4),
    ]);
    expect(steps[0]).toEqual({ status: 'placed', state: 'current', at: '2026-11-21T10:04:00.000Z' });
  });

  it('a cancelled order ends at "cancelled" after the steps it reached', () => {
    const history = [
      entry(null, 'placed', 0),
      entry('placed', 'confirmed', 1),
      entry('confirmed', 'cancelled', 2),
    ];
    const steps = trackSteps('cancelled', history);
    expect(summary(steps)).toEqual(['placed:done', 'confirmed:done', 'cancelled:current']);
    expect(steps.at(-1)?.at).toBe('2026-11-21T10:02:00.000Z');
  });

  it('a status the history has not caught up with yet (a live update) is still the current step', () => {
    expect(summary(trackSteps('out_for_delivery', [entry(null, 'placed', 0)])).slice(-2)).toEqual([
      'out_for_delivery:current',
      'delivered:upcoming',
    ]);
  });

  it('an order waiting for payment has every step ahead', () => {
    expect(
      trackSteps('payment_pending', [entry(null, 'payment_pending', 0)]).every((s) => s.state === 'upcoming'),
    ).toBe(true);
  });
});
