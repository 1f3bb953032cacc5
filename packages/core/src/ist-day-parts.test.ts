import { describe, expect, it } from 'vitest';
import { isIstDate, istDayPart } from './ist.js';

describe('IST calendar details', () => {
  it('when the hour in IST crosses 05:00, 12:00, 17:00 and 21:00, then the greeting changes exactly there', () => {
    // 23:29 UTC is 04:59 IST the next day.
    const at = (utc: string) => istDayPart(new Date(utc));
    expect(at('2026-11-25T23:29:59Z')).toBe('night');
    expect(at('2026-11-25T23:30:00Z')).toBe('morning');
    expect(at('2026-11-26T06:29:59Z')).toBe('morning');
    expect(at('2026-11-26T06:30:00Z')).toBe('afternoon');
    expect(at('2026-11-26T11:29:59Z')).toBe('afternoon');
    expect(at('2026-11-26T11:30:00Z')).toBe('evening');
    expect(at('2026-11-26T15:29:59Z')).toBe('evening');
    expect(at('2026-11-26T15:30:00Z')).toBe('night');
  });

  it('when a date does not exist in the calendar, then it is not an IST date', () => {
    expect(isIstDate('2026-02-28')).toBe(true);
    expect(isIstDate('2028-02-29')).toBe(true);
    expect(isIstDate('2026-02-29')).toBe(false);
    expect(isIstDate('2026-04-31')).toBe(false);
    expect(isIstDate('2026-13-01')).toBe(false);
    expect(isIstDate('2026-00-10')).toBe(false);
    expect(isIstDate('2026-01-32')).toBe(false);
    expect(isIstDate('2026-1-05')).toBe(false);
  });
});
