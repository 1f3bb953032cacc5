import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FSSAI_SHELF_LIFE_RULE,
  isSellableAt,
  lastSaleDate,
  lotDatesProblem,
  minimumRemainingDays,
  sellByMoment,
} from './freshness.js';
import { addIstDays, istDaysBetween } from './ist.js';

const rule = FSSAI_SHELF_LIFE_RULE;

describe('FSSAI minimum remaining shelf life', () => {
  it('when the life is short, then 30% of it must remain (butter: 10 days -> 3 days)', () => {
    expect(minimumRemainingDays('2026-11-20', '2026-11-30', rule)).toBe(3);
  });

  it('when 30% is not a whole number of days, then it is rounded up, never down', () => {
    // 7 days: 2.1 days must remain, so 3 whole days.
    expect(minimumRemainingDays('2026-11-20', '2026-11-27', rule)).toBe(3);
    // 1 day of life: 0.3 days -> 1 day, so it is never on sale on its best-before day.
    expect(minimumRemainingDays('2026-11-20', '2026-11-21', rule)).toBe(1);
  });

  it('when the life is long, then 45 days are enough (the lesser of the two): 6 months -> 45, not 54', () => {
    expect(minimumRemainingDays('2026-01-01', '2026-06-30', rule)).toBe(45);
    // 150 days: 30% is exactly 45.
    expect(minimumRemainingDays('2026-01-01', addIstDays('2026-01-01', 150), rule)).toBe(45);
    // 151 days: 30% is 45.3, so the 45 days decide.
    expect(minimumRemainingDays('2026-01-01', addIstDays('2026-01-01', 151), rule)).toBe(45);
    // 149 days: 30% is 44.7 -> 45 too; 140 days -> 42.
    expect(minimumRemainingDays('2026-01-01', addIstDays('2026-01-01', 140), rule)).toBe(42);
  });

  it('when a category sets its own percent and days, then those decide', () => {
    expect(minimumRemainingDays('2026-11-01', '2026-12-01', { percent: 50, days: 10 })).toBe(10);
    expect(minimumRemainingDays('2026-11-01', '2026-12-01', { percent: 10, days: 10 })).toBe(3);
    expect(minimumRemainingDays('2026-11-01', '2026-12-01', { percent: 0, days: 45 })).toBe(0);
  });

  it('never asks for more than the whole life, and the last sale day is never after best-before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 400 }),
        (offset, life, percent, days) => {
          const packedOn = addIstDays('2024-01-01', offset);
          const bestBefore = addIstDays(packedOn, life);
          const minimum = minimumRemainingDays(packedOn, bestBefore, { percent, days });
          expect(minimum).toBeLessThanOrEqual(life);
          expect(minimum).toBeLessThanOrEqual(days);
          // At least the percent, unless the days cap it.
          if (minimum < days) expect(minimum * 100).toBeGreaterThanOrEqual(life * percent);
          const last = lastSaleDate(packedOn, bestBefore, { percent, days });
          expect(istDaysBetween(last, bestBefore)).toBe(minimum);
        },
      ),
    );
  });
});

describe('sell-by moment (end of the last sale day, IST)', () => {
  // Butter packed 20 Nov, best before 30 Nov: 3 days must remain, so 27 Nov is the last sale day.
  const sellBy = sellByMoment('2026-11-20', '2026-11-30', rule);

  it('is 00:00 IST after the last sale day (18:30 UTC that day)', () => {
    expect(lastSaleDate('2026-11-20', '2026-11-30', rule)).toBe('2026-11-27');
    expect(sellBy.toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it('when one minute before midnight IST, then sellable; one minute after, then not', () => {
    expect(isSellableAt(sellBy, new Date('2026-11-27T18:29:00Z'))).toBe(true); // 23:59 IST on 27 Nov
    expect(isSellableAt(sellBy, new Date('2026-11-27T18:30:00Z'))).toBe(false); // 00:00 IST on 28 Nov
    expect(isSellableAt(sellBy, new Date('2026-11-27T18:31:00Z'))).toBe(false);
    // A UTC-midnight reading would get this wrong: 23:59 UTC on 27 Nov is already 28 Nov in IST.
    expect(isSellableAt(sellBy, new Date('2026-11-27T23:59:00Z'))).toBe(false);
  });
});

describe('receiving a lot', () => {
  const at = new Date('2026-11-26T06:00:00Z'); // 11:30 IST, 26 Nov

  it('accepts fresh dates', () => {
    expect(lotDatesProblem('2026-11-25', '2026-12-05', rule, at)).toBeNull();
  });

  it('refuses best-before on or before packed-on, packing in the future, bad dates and a lot already past sell-by', () => {
    expect(lotDatesProblem('2026-11-25', '2026-11-25', rule, at)).toBe('best_before_not_after_packed_on');
    expect(lotDatesProblem('2026-11-25', '2026-11-24', rule, at)).toBe('best_before_not_after_packed_on');
    expect(lotDatesProblem('2026-11-27', '2026-12-27', rule, at)).toBe('packed_in_future');
    expect(lotDatesProblem('2026-02-30', '2026-12-27', rule, at)).toBe('not_a_date');
    // 10-day life, best before 28 Nov: 3 days must remain, last sale day 25 Nov, already over.
    expect(lotDatesProblem('2026-11-18', '2026-11-28', rule, at)).toBe('past_sell_by');
    // Best before 29 Nov: last sale day is today, 26 Nov.
    expect(lotDatesProblem('2026-11-19', '2026-11-29', rule, at)).toBeNull();
  });
});
