import { describe, expect, it } from 'vitest';
import {
  addIstDays,
  formatIstDateTime,
  formatIstTime,
  isIstDate,
  istDayPart,
  istDaysBetween,
  startOfIstDay,
  toIstDate,
} from './ist.js';

describe('IST calendar', () => {
  it('puts an instant on its IST date, not its UTC date', () => {
    // 20:00 UTC on 21 Nov is 01:30 IST on 22 Nov.
    expect(toIstDate(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    // 18:29 UTC is still 23:59 IST the same day.
    expect(toIstDate(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(toIstDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('starts an IST day at 18:30 UTC the day before', () => {
    expect(startOfIstDay('2026-11-22').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(() => startOfIstDay('2026-02-30')).toThrow(RangeError);
  });

  it('adds days across month and leap-year ends', () => {
    expect(addIstDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addIstDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIstDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(istDaysBetween('2026-11-21', '2026-12-01')).toBe(10);
  });

  it('validates calendar dates', () => {
    expect(isIstDate('2026-11-21')).toBe(true);
    expect(isIstDate('2026-13-01')).toBe(false);
    expect(isIstDate('2027-02-29')).toBe(false);
    expect(isIstDate('21-11-2026')).toBe(false);
  });

  it('greets by the hour in IST', () => {
    expect(istDayPart(new Date('2026-11-21T01:00:00Z'))).toBe('morning'); // 06:30 IST
    expect(istDayPart(new Date('2026-11-21T08:00:00Z'))).toBe('afternoon'); // 13:30 IST
    expect(istDayPart(new Date('2026-11-21T12:00:00Z'))).toBe('evening'); // 17:30 IST
    expect(istDayPart(new Date('2026-11-21T17:00:00Z'))).toBe('night'); // 22:30 IST
    expect(istDayPart(new Date('2026-11-20T23:00:00Z'))).toBe('night'); // 04:30 IST
  });

  it('formats times in IST whatever the machine time zone', () => {
    expect(formatIstDateTime(new Date('2026-11-21T18:45:00Z'))).toMatch(/22 Nov 2026.*12:15\s?am/i);
  });

  it('when the language is Hindi or Telugu, then the time names the part of the day without Latin am/pm', () => {
    const afternoon = new Date('2026-11-23T10:43:00Z'); // 16:13 IST
    for (const language of ['hi', 'te'] as const) {
      const text = formatIstDateTime(afternoon, language);
      expect(text, language).toContain('4:13');
      expect(text, language).not.toMatch(/[A-Za-z]/);
    }
    expect(formatIstTime(afternoon, 'hi')).toMatch(/शाम|दोपहर/);
    expect(formatIstTime(afternoon, 'te')).toMatch(/మధ్యాహ్నం|సాయంత్రం/);
    expect(formatIstTime(afternoon, 'en')).toMatch(/^4:13\s?pm$/i);
  });
});
