import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from './identifiers.js';
import { formatIndianPhone, maskPhone } from './phone-display.js';

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

describe('maskPhone', () => {
  it('when a rider sees a customer number, then only the first two and last three digits show', () => {
    expect(maskPhone('+919876543210')).toBe('+91 98XXX XX210');
    expect(maskPhone('98765 43210')).toBe('+91 98XXX XX210');
    expect(maskPhone('040 2345 6789')).toBe('XXXXXXXX789');
    expect(maskPhone('')).toBe('XXX');
  });

  it('when any mobile is masked, then its middle five digits never show', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }), (n) => {
        const digits = String(n);
        const masked = maskPhone(digits);
        expect(masked).toBe(`+91 ${digits.slice(0, 2)}XXX XX${digits.slice(7)}`);
        expect(masked.replace(/\D/g, '')).toBe(`91${digits.slice(0, 2)}${digits.slice(7)}`);
      }),
    );
  });
});
