import { describe, expect, it } from 'vitest';
import { averageOrderValuePaise, fillDays, istDayRange } from './admin-stats.js';

describe('admin daily series', () => {
  it('covers the last N IST days ending today, across a month end, oldest first', () => {
    const range = istDayRange('2026-03-02', 4);
    expect(range).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('fills days without orders with zeros and drops rows outside the range', () => {
    const filled = fillDays(istDayRange('2026-11-25', 3), [
      { date: '2026-11-24', orders: 2, revenuePaise: 50_000, newCustomers: 1, returningCustomers: 1 },
      { date: '2026-10-01', orders: 9, revenuePaise: 1, newCustomers: 9, returningCustomers: 0 },
    ]);
    expect(filled.map((day) => [day.date, day.orders, day.revenuePaise])).toEqual([
      ['2026-11-23', 0, 0],
      ['2026-11-24', 2, 50_000],
      ['2026-11-25', 0, 0],
    ]);
  });

  it('rounds the average order value half up in paise and is 0 with no orders', () => {
    expect(averageOrderValuePaise(10_001, 2)).toBe(5_001);
    expect(averageOrderValuePaise(10_000, 3)).toBe(3_333);
    expect(averageOrderValuePaise(10_000, 6)).toBe(1_667);
    expect(averageOrderValuePaise(0, 0)).toBe(0);
  });
});
