import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from './identifiers.js';
import { formatIndianPhone } from './phone-display.js';

describe('formatIndianPhone', () => {
  it('when a mobile is stored or typed in any common way, then it reads "+91 98765 43210"', () => {
    for (const input of [
      '+919876543210',
      '9876543210',
      '919876543210',
      '09876543210',
      '+91 98765 43210',
      '98765-43210',
      ' (+91) 98765 43210 ',
    ]) {
      expect(formatIndianPhone(input), input).toBe('+91 98765 43210');
    }
  });

  it('when the number is not an Indian mobile, then it is shown as given, trimmed', () => {
    expect(formatIndianPhone(' 040 2345 6789 ')).toBe('040 2345 6789');
    expect(formatIndianPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatIndianPhone('12345')).toBe('12345');
    expect(formatIndianPhone('')).toBe('');
  });

  it('when any valid mobile is formatted, then it keeps its digits and normalises back to the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }), (n) => {
        const shown = formatIndianPhone(String(n));
        expect(shown).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
        expect(normaliseIndianMobile(shown)).toBe(`+91${n}`);
      }),
    );
  });
});
