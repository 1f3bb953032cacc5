import { describe, expect, it } from 'vitest';
import { expectedStoredNextDate, missedDeliveryDates } from './subscription-fixer-rules.js';
import type { SubscriptionSchedule } from './subscription-schedule.js';

const daily: SubscriptionSchedule = {
  type: 'daily',
  deliveryDays: [],
  startDate: '2026-03-01',
  endDate: null,
};
const TODAY = '2026-03-10';

describe('the fixer rules', () => {
  it('when today is still waiting for the run, then today is the right stored date; once delivered, tomorrow', () => {
    expect(expectedStoredNextDate(daily, TODAY, [], [], TODAY, false)).toBe(TODAY);
    expect(expectedStoredNextDate(daily, TODAY, [], [], TODAY, true)).toBe('2026-03-11');
    // Stored as today but skipped today: the run has nothing to do, so the next date moves on.
    expect(expectedStoredNextDate(daily, TODAY, [], [TODAY], TODAY, false)).toBe('2026-03-11');
    // A date left in the past (a run that never came): today is still owed, and the run polls all day.
    expect(expectedStoredNextDate(daily, TODAY, [], [], '2026-03-07', false)).toBe(TODAY);
    expect(expectedStoredNextDate(daily, TODAY, [], [TODAY], '2026-03-07', false)).toBe('2026-03-11');
    // A plan that has not started delivering (stored in the future) never gets today.
    expect(expectedStoredNextDate(daily, TODAY, [], [], '2026-03-20', false)).toBe('2026-03-11');
    expect(
      expectedStoredNextDate(
        daily,
        TODAY,
        [{ from: '2026-03-11', to: '2026-03-12' }],
        [],
        '2026-03-11',
        false,
      ),
    ).toBe('2026-03-13');
  });

  it('when past due days have no delivery row, then they are missing; skips, pauses and recorded days are not', () => {
    const recorded = new Set(['2026-03-04', '2026-03-05', '2026-03-06']);
    expect(
      missedDeliveryDates(
        daily,
        TODAY,
        '2026-02-20',
        [{ from: '2026-03-08', to: '2026-03-08' }],
        ['2026-03-09'],
        recorded,
      ),
    ).toEqual(['2026-03-03', '2026-03-07']);
  });

  it('when the plan was made recently, then days before its first possible delivery are never missing', () => {
    expect(missedDeliveryDates(daily, TODAY, '2026-03-08', [], [], new Set())).toEqual(['2026-03-09']);
    expect(missedDeliveryDates(daily, TODAY, '2026-03-09', [], [], new Set())).toEqual([]);
    const weekly: SubscriptionSchedule = {
      type: 'weekly',
      deliveryDays: [1],
      startDate: '2026-03-01',
      endDate: null,
    };
    // 2026-03-09 is a Monday.
    expect(missedDeliveryDates(weekly, TODAY, '2026-02-01', [], [], new Set())).toEqual(['2026-03-09']);
    const ended = { ...daily, endDate: '2026-03-05' };
    expect(missedDeliveryDates(ended, TODAY, '2026-02-01', [], [], new Set())).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
  });
});
