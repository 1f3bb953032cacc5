import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addIstDays, type IstDate, istDaysBetween, toIstDate } from './ist.js';
import {
  canChangeDate,
  changeCutoffInstant,
  DEFAULT_SUBSCRIPTION_SETTINGS,
  deliveryCalendar,
  deliveryDaysFit,
  deliverySlot,
  firstChangeableDate,
  isPaused,
  isPlanDay,
  nextDeliveryDate,
  type PauseRange,
  packetsBetween,
  quantityOn,
  SUBSCRIPTION_TYPES,
  type SubscriptionSchedule,
  sameDayAllowed,
  sameDaySlot,
  subscriptionStatus,
  type Weekday,
  weekdayOf,
} from './subscription-schedule.js';

const settings = DEFAULT_SUBSCRIPTION_SETTINGS;
/** 2026-11-24 10:00 IST. */
const at = (iso: string) => new Date(iso);
const daily = (startDate: IstDate, endDate: IstDate | null = null): SubscriptionSchedule => ({
  type: 'daily',
  deliveryDays: [],
  startDate,
  endDate,
});

describe('the next delivery date (§4)', () => {
  it('when the start date is today or past, then the next delivery is tomorrow in IST', () => {
    expect(nextDeliveryDate(daily('2026-11-24'), '2026-11-24')).toBe('2026-11-25');
    expect(nextDeliveryDate(daily('2026-01-01'), '2026-11-24')).toBe('2026-11-25');
  });

  it('when the start date is in the future, then it is the start date', () => {
    expect(nextDeliveryDate(daily('2026-12-03'), '2026-11-24')).toBe('2026-12-03');
  });

  it('when tomorrow is in another month or year, then the date rolls over correctly', () => {
    expect(nextDeliveryDate(daily('2026-12-01'), '2026-12-31')).toBe('2027-01-01');
    expect(nextDeliveryDate(daily('2028-02-01'), '2028-02-28')).toBe('2028-02-29');
    expect(nextDeliveryDate(daily('2027-02-01'), '2027-02-28')).toBe('2027-03-01');
  });

  it('when the day is decided near midnight IST, then the IST date counts, not UTC', () => {
    // 23 Nov 2026 19:00 UTC is already 24 Nov 00:30 IST.
    const today = toIstDate(at('2026-11-23T19:00:00Z'));
    expect(today).toBe('2026-11-24');
    expect(nextDeliveryDate(daily('2026-11-01'), today)).toBe('2026-11-25');
  });

  it('when the plan is on alternate days, then deliveries fall every second day counted from the start', () => {
    const plan: SubscriptionSchedule = { ...daily('2026-11-20'), type: 'alternate_days' };
    // Start 20th: 20, 22, 24, 26 … so from the 24th the next is the 26th.
    expect(nextDeliveryDate(plan, '2026-11-24')).toBe('2026-11-26');
    expect(nextDeliveryDate(plan, '2026-11-25')).toBe('2026-11-26');
  });

  it('when the plan is on chosen weekdays, then the next is the next chosen weekday', () => {
    // 24 Nov 2026 is a Tuesday.
    expect(weekdayOf('2026-11-24')).toBe(2);
    const plan: SubscriptionSchedule = { ...daily('2026-11-01'), type: 'weekdays', deliveryDays: [1, 3, 5] };
    expect(nextDeliveryDate(plan, '2026-11-24')).toBe('2026-11-25');
    expect(nextDeliveryDate(plan, '2026-11-25')).toBe('2026-11-27');
    expect(nextDeliveryDate(plan, '2026-11-27')).toBe('2026-11-30');
  });

  it('when the plan is weekly, then the next is the chosen weekday', () => {
    const plan: SubscriptionSchedule = { ...daily('2026-11-01'), type: 'weekly', deliveryDays: [0] };
    expect(nextDeliveryDate(plan, '2026-11-24')).toBe('2026-11-29');
  });

  it('when dates are paused or skipped, then the next delivery moves past them', () => {
    const pauses: PauseRange[] = [{ from: '2026-11-25', to: '2026-11-27' }];
    expect(nextDeliveryDate(daily('2026-11-01'), '2026-11-24', pauses)).toBe('2026-11-28');
    expect(nextDeliveryDate(daily('2026-11-01'), '2026-11-24', pauses, ['2026-11-28'])).toBe('2026-11-29');
  });

  it('when a pause has no end, then there is no next delivery until it is resumed', () => {
    expect(
      nextDeliveryDate(daily('2026-11-01'), '2026-11-24', [{ from: '2026-11-25', to: null }]),
    ).toBeNull();
  });

  it('when the plan ends before the next plan day, then there is none', () => {
    expect(nextDeliveryDate(daily('2026-11-01', '2026-11-24'), '2026-11-24')).toBeNull();
    expect(nextDeliveryDate(daily('2026-11-01', '2026-11-25'), '2026-11-24')).toBe('2026-11-25');
  });
});

describe('subscription status (§4)', () => {
  it('when there is no end date, then it never expires', () => {
    const status = subscriptionStatus({ isActive: true, endDate: null }, at('2099-01-01T00:00:00Z'));
    expect(status).toMatchObject({ active: true, expired: false, daysUntilExpiry: null });
  });

  it('when is_active is false, then it is not active even before its end', () => {
    expect(subscriptionStatus({ isActive: false, endDate: null }, at('2026-11-24T04:30:00Z')).active).toBe(
      false,
    );
  });

  it('when the end date is today, then it is still active (the end date is the last delivery day) with 1 day left', () => {
    const status = subscriptionStatus({ isActive: true, endDate: '2026-11-24' }, at('2026-11-24T04:30:00Z'));
    expect(status).toMatchObject({ active: true, expired: false, daysUntilExpiry: 1 });
  });

  it('when the end date is earlier than now, then it is expired and not active', () => {
    // 25 Nov 00:00 IST = 24 Nov 18:30 UTC: the end date 24 Nov is over.
    const status = subscriptionStatus({ isActive: true, endDate: '2026-11-24' }, at('2026-11-24T18:30:00Z'));
    expect(status).toMatchObject({ active: false, expired: true, daysUntilExpiry: 0 });
    const justBefore = subscriptionStatus(
      { isActive: true, endDate: '2026-11-24' },
      at('2026-11-24T18:29:59Z'),
    );
    expect(justBefore.expired).toBe(false);
  });

  it('when part of a day is left, then days until expiry round up', () => {
    // 24 Nov 10:00 IST; end 26 Nov -> expires 27 Nov 00:00 IST: 2 days 14 hours -> 3.
    const status = subscriptionStatus({ isActive: true, endDate: '2026-11-26' }, at('2026-11-24T04:30:00Z'));
    expect(status.daysUntilExpiry).toBe(3);
  });

  it('when today is inside a pause, then it says until when (null: until resumed)', () => {
    const now = at('2026-11-24T04:30:00Z');
    const vacation = [{ from: '2026-11-23', to: '2026-11-30' }];
    expect(subscriptionStatus({ isActive: true, endDate: null, pauses: vacation }, now).pausedUntil).toBe(
      '2026-11-30',
    );
    const open = [{ from: '2026-11-20', to: null }];
    expect(subscriptionStatus({ isActive: true, endDate: null, pauses: open }, now).pausedUntil).toBeNull();
    const later = [{ from: '2026-12-01', to: '2026-12-05' }];
    expect(
      subscriptionStatus({ isActive: true, endDate: null, pauses: later }, now).pausedUntil,
    ).toBeUndefined();
  });
});

describe('the change cut-off', () => {
  it('when changing tomorrow, then it is allowed until 22:00 IST today and refused from 22:00', () => {
    expect(changeCutoffInstant('2026-11-25', settings).toISOString()).toBe('2026-11-24T16:30:00.000Z');
    expect(canChangeDate('2026-11-25', at('2026-11-24T16:29:59Z'), settings)).toBe(true);
    expect(canChangeDate('2026-11-25', at('2026-11-24T16:30:00Z'), settings)).toBe(false);
  });

  it('when the cut-off has passed, then the first changeable date is the day after tomorrow', () => {
    expect(firstChangeableDate(at('2026-11-24T16:29:00Z'), settings)).toBe('2026-11-25');
    expect(firstChangeableDate(at('2026-11-24T16:31:00Z'), settings)).toBe('2026-11-26');
    // Just after midnight IST (25 Nov 00:10): tomorrow is the 26th, and its cut-off is tonight.
    expect(firstChangeableDate(at('2026-11-24T18:40:00Z'), settings)).toBe('2026-11-26');
  });

  it('when a shop sets its own cut-off, then that time is used', () => {
    const early = { ...settings, changeCutoffMinutes: 18 * 60 };
    expect(canChangeDate('2026-11-25', at('2026-11-24T12:31:00Z'), early)).toBe(false);
    expect(canChangeDate('2026-11-25', at('2026-11-24T12:29:00Z'), early)).toBe(true);
  });
});

describe('the same-day rule and the slot', () => {
  it('when a plan starting today is created before 18:00 IST on a plan day, then today gets an order', () => {
    const plan = daily('2026-11-24');
    expect(sameDayAllowed(at('2026-11-24T12:29:00Z'), plan, settings)).toBe(true);
    expect(sameDayAllowed(at('2026-11-24T12:30:00Z'), plan, settings)).toBe(false);
    expect(sameDayAllowed(at('2026-11-24T04:30:00Z'), daily('2026-11-25'), settings)).toBe(false);
    const mondays: SubscriptionSchedule = { ...plan, type: 'weekly', deliveryDays: [1] };
    expect(sameDayAllowed(at('2026-11-24T04:30:00Z'), mondays, settings)).toBe(false);
  });

  it('when a delivery is scheduled, then its slot is 06:00–08:00 IST that day', () => {
    const slot = deliverySlot('2026-11-25', settings);
    expect(slot.startsAt.toISOString()).toBe('2026-11-25T00:30:00.000Z');
    expect(slot.endsAt.toISOString()).toBe('2026-11-25T02:30:00.000Z');
  });

  it('when a same-day order is made at 14:20 IST, then it is due 16:00–18:00 IST; at 14:00 sharp, 15:00–17:00', () => {
    const slot = sameDaySlot(at('2026-11-24T08:50:00Z'), settings);
    expect(slot.startsAt.toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(slot.endsAt.toISOString()).toBe('2026-11-24T12:30:00.000Z');
    expect(sameDaySlot(at('2026-11-24T08:30:00Z'), settings).startsAt.toISOString()).toBe(
      '2026-11-24T09:30:00.000Z',
    );
  });
});

describe('calendar, quantities and weekdays', () => {
  it('when the calendar is drawn, then each day says delivery, skipped, paused, off or ended with its quantity', () => {
    const calendar = deliveryCalendar(
      {
        schedule: {
          type: 'weekdays',
          deliveryDays: [1, 2, 3, 4, 5, 6],
          startDate: '2026-11-24',
          endDate: '2026-12-01',
        },
        quantity: 2,
        pauses: [{ from: '2026-11-27', to: '2026-11-28' }],
        skips: ['2026-11-25'],
        dayQuantities: [{ date: '2026-11-26', quantity: 3 }],
      },
      '2026-11-24',
      9,
    );
    expect(calendar.map((day) => `${day.date.slice(8)}:${day.state}:${day.quantity}`)).toEqual([
      '24:delivery:2',
      '25:skipped:0',
      '26:delivery:3',
      '27:paused:0',
      '28:paused:0',
      '29:off:0',
      '30:delivery:2',
      '01:delivery:2',
      '02:ended:0',
    ]);
  });

  it('when a month is estimated, then packets count only delivery days', () => {
    const plan = { schedule: daily('2026-11-25'), quantity: 2, skips: ['2026-11-26'] };
    expect(packetsBetween(plan, '2026-11-25', 30)).toBe(58);
  });

  it('when a day has its own quantity, then it wins over the plan quantity', () => {
    expect(quantityOn('2026-11-25', 2, [{ date: '2026-11-25', quantity: 5 }])).toBe(5);
    expect(quantityOn('2026-11-26', 2, [{ date: '2026-11-25', quantity: 5 }])).toBe(2);
  });

  it('when weekdays are given, then they must fit the plan type', () => {
    expect(deliveryDaysFit('weekdays', [])).toBe(false);
    expect(deliveryDaysFit('weekdays', [1, 3])).toBe(true);
    expect(deliveryDaysFit('weekdays', [1, 1])).toBe(false);
    expect(deliveryDaysFit('weekly', [1, 3])).toBe(false);
    expect(deliveryDaysFit('weekly', [0])).toBe(true);
    expect(deliveryDaysFit('weekly', [7])).toBe(false);
    expect(deliveryDaysFit('daily', [])).toBe(true);
  });
});

// Properties: for any plan, any pauses and skips, any day between 2020 and 2040.
const dayNumber = fc.integer({ min: 0, max: 365 * 20 });
const dateFrom = (n: number): IstDate => addIstDays('2020-01-01', n);
const weekdays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });
const schedule = fc
  .record({
    type: fc.constantFrom(...SUBSCRIPTION_TYPES),
    days: weekdays,
    start: dayNumber,
    length: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
  })
  .map(
    ({ type, days, start, length }): SubscriptionSchedule => ({
      type,
      deliveryDays: (type === 'weekly' ? days.slice(0, 1) : days) as Weekday[],
      startDate: dateFrom(start),
      endDate: length === null ? null : dateFrom(start + length),
    }),
  );
const pauses = fc.array(
  fc
    .record({ from: dayNumber, length: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }) })
    .map(({ from, length }) => ({
      from: dateFrom(from),
      to: length === null ? null : dateFrom(from + length),
    })),
  { maxLength: 3 },
);
const skips = fc.array(dayNumber.map(dateFrom), { maxLength: 5 });

describe('next delivery properties', () => {
  it('when any plan is asked for its next delivery, then it is a plan day, not paused, not skipped, after today, within the plan — and no earlier such day was passed over', () => {
    fc.assert(
      fc.property(schedule, pauses, skips, dayNumber.map(dateFrom), (plan, paused, skipped, today) => {
        const next = nextDeliveryDate(plan, today, paused, skipped);
        const from = plan.startDate > today ? plan.startDate : addIstDays(today, 1);
        if (next === null) {
          // Nothing deliverable anywhere in the next 60 days from where it would start.
          for (let i = 0; i < 60; i += 1) {
            const day = addIstDays(from, i);
            expect(isPlanDay(plan, day) && !isPaused(paused, day) && !skipped.includes(day)).toBe(false);
          }
          return;
        }
        expect(next > today).toBe(true);
        expect(next >= plan.startDate).toBe(true);
        if (plan.endDate) expect(next <= plan.endDate).toBe(true);
        expect(isPlanDay(plan, next)).toBe(true);
        expect(isPaused(paused, next)).toBe(false);
        expect(skipped).not.toContain(next);
        for (let day = from; day < next; day = addIstDays(day, 1)) {
          expect(isPlanDay(plan, day) && !isPaused(paused, day) && !skipped.includes(day)).toBe(false);
        }
        if (plan.type === 'alternate_days') expect(istDaysBetween(plan.startDate, next) % 2).toBe(0);
        if (plan.type === 'weekdays' || plan.type === 'weekly')
          expect(plan.deliveryDays).toContain(weekdayOf(next));
      }),
      { numRuns: 500 },
    );
  });

  it('when the calendar and the next date are computed for the same plan, then the first delivery day of the calendar is the next date', () => {
    fc.assert(
      fc.property(schedule, pauses, skips, dayNumber.map(dateFrom), (plan, paused, skipped, today) => {
        const next = nextDeliveryDate(plan, today, paused, skipped);
        const calendar = deliveryCalendar(
          { schedule: plan, quantity: 1, pauses: paused, skips: skipped },
          addIstDays(today, 1),
          60,
        );
        const first = calendar.find((day) => day.state === 'delivery')?.date ?? null;
        if (first !== null) expect(next).toBe(first);
        else if (next !== null) expect(istDaysBetween(today, next)).toBeGreaterThan(60);
      }),
      { numRuns: 300 },
    );
  });

  it('when any instant is taken, then a change is allowed exactly until the cut-off, and the first changeable date is tomorrow or the day after', () => {
    const instant = fc.date({
      min: new Date('2020-01-01'),
      max: new Date('2040-01-01'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 24 * 60 - 1 }), (now, cutoff) => {
        const own = { ...settings, changeCutoffMinutes: cutoff };
        const first = firstChangeableDate(now, own);
        const days = istDaysBetween(toIstDate(now), first);
        expect([1, 2]).toContain(days);
        expect(canChangeDate(first, now, own)).toBe(true);
        if (days === 2) expect(canChangeDate(addIstDays(first, -1), now, own)).toBe(false);
        expect(canChangeDate(toIstDate(now), now, own)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
