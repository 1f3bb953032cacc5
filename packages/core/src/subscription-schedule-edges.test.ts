import { describe, expect, it } from 'vitest';
import {
  deliveryDaysFit,
  firstDeliveryFrom,
  nextDeliveryDate,
  type SubscriptionSchedule,
  subscriptionStatus,
} from './subscription-schedule.js';

const daily: SubscriptionSchedule = {
  type: 'daily',
  deliveryDays: [],
  startDate: '2026-12-01',
  endDate: '2026-12-10',
};

describe('subscription dates at their edges (§4)', () => {
  it('when the search starts before the plan, on its first day or after its last, then it is the start, the day, or none', () => {
    expect(firstDeliveryFrom(daily, '2026-11-20')).toBe('2026-12-01');
    expect(firstDeliveryFrom(daily, '2026-12-01')).toBe('2026-12-01');
    expect(firstDeliveryFrom(daily, '2026-12-05')).toBe('2026-12-05');
    expect(firstDeliveryFrom(daily, '2026-12-10')).toBe('2026-12-10');
    expect(firstDeliveryFrom(daily, '2026-12-11')).toBeNull();
    expect(firstDeliveryFrom(daily, '2026-12-09', [{ from: '2026-12-09', to: null }])).toBeNull();
  });

  it('when the plan starts today or tomorrow, then the next delivery is tomorrow; when it starts later, that day', () => {
    expect(nextDeliveryDate(daily, '2026-12-01')).toBe('2026-12-02');
    expect(nextDeliveryDate(daily, '2026-11-30')).toBe('2026-12-01');
    expect(nextDeliveryDate(daily, '2026-11-25')).toBe('2026-12-01');
    expect(nextDeliveryDate(daily, '2026-12-10')).toBeNull();
  });

  it('when a pause starts or ends today, then the plan is paused today; the day before or after, not', () => {
    const plan = (from: string, to: string | null) => ({
      isActive: true,
      endDate: null,
      pauses: [{ from, to }],
    });
    const now = new Date('2026-12-05T06:00:00Z');
    expect(subscriptionStatus(plan('2026-12-05', '2026-12-07'), now).pausedUntil).toBe('2026-12-07');
    expect(subscriptionStatus(plan('2026-12-01', '2026-12-05'), now).pausedUntil).toBe('2026-12-05');
    expect(subscriptionStatus(plan('2026-12-06', '2026-12-07'), now).pausedUntil).toBeUndefined();
    expect(subscriptionStatus(plan('2026-12-01', '2026-12-04'), now).pausedUntil).toBeUndefined();
    expect(subscriptionStatus(plan('2026-12-05', null), now).pausedUntil).toBeNull();
  });

  it('when weekdays are chosen, then 0 to 6 each once fit; a repeat, a fraction or a day out of range does not', () => {
    expect(deliveryDaysFit('weekdays', [0, 6])).toBe(true);
    expect(deliveryDaysFit('weekdays', [1])).toBe(true);
    expect(deliveryDaysFit('weekdays', [])).toBe(false);
    expect(deliveryDaysFit('weekdays', [1, 1])).toBe(false);
    expect(deliveryDaysFit('weekdays', [1.5])).toBe(false);
    expect(deliveryDaysFit('weekdays', [-1])).toBe(false);
    expect(deliveryDaysFit('weekdays', [7])).toBe(false);
    expect(deliveryDaysFit('weekly', [3])).toBe(true);
    expect(deliveryDaysFit('weekly', [3, 4])).toBe(false);
    expect(deliveryDaysFit('daily', [])).toBe(true);
  });
});
