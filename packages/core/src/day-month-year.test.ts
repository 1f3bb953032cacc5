import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, parseDayMonthYear } from './day-month-year.js';

describe('day/month/year dates', () => {
  it('when a date is typed day first, then it becomes the ISO date of that day (not month first)', () => {
    expect(parseDayMonthYear('05/08/1990')).toBe('1990-08-05');
    expect(parseDayMonthYear('25/08/1990')).toBe('1990-08-25');
    expect(parseDayMonthYear('5-8-1990')).toBe('1990-08-05');
    expect(parseDayMonthYear(' 05.08.1990 ')).toBe('1990-08-05');
    expect(parseDayMonthYear('25081990')).toBe('1990-08-25');
  });

  it('when the date does not exist or is not day/month/year, then it is rejected', () => {
    for (const value of [
      '',
      '31/02/1990',
      '08/25/1990',
      '1990-08-25',
      '25/08/90',
      '00/01/2000',
      'dd/mm/yyyy',
    ]) {
      expect(parseDayMonthYear(value), value).toBeNull();
    }
    expect(parseDayMonthYear('29/02/2024')).toBe('2024-02-29');
    expect(parseDayMonthYear('29/02/2023')).toBeNull();
  });

  it('when an ISO date is shown, then it reads day/month/year and parses back to itself', () => {
    expect(formatDayMonthYear('1990-08-05')).toBe('05/08/1990');
    expect(parseDayMonthYear(formatDayMonthYear('2001-12-31'))).toBe('2001-12-31');
    expect(formatDayMonthYear('')).toBe('');
  });
});
