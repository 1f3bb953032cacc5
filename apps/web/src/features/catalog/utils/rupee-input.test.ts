import { describe, expect, it } from 'vitest';
import { formatRupeesInput, MAX_PRICE_PAISE, parseRupees } from './rupee-input.js';

describe('parseRupees', () => {
  it.each([
    ['50', 5000],
    ['49.5', 4950],
    ['49.50', 4950],
    ['0.29', 29],
    ['0', 0],
    [' ₹1,249.99 ', 124999],
    ['Rs. 20', 2000],
    ['५०', 5000],
    ['౧౨౦', 12000],
    ['1000000', MAX_PRICE_PAISE],
  ])('when %j is typed, then it is %i paise', (input, paise) => {
    expect(parseRupees(input)).toEqual({ ok: true, paise });
  });

  it('when the box is empty, then there is no limit', () => {
    expect(parseRupees('')).toEqual({ ok: true, paise: undefined });
    expect(parseRupees('   ')).toEqual({ ok: true, paise: undefined });
  });

  it.each(['-5', 'abc', '1.234', '1e3', '12.', '.5', '1000000.01', '99999999999999999999'])(
    'when %j is typed, then it is not accepted',
    (input) => {
      expect(parseRupees(input)).toEqual({ ok: false });
    },
  );
});

describe('formatRupeesInput', () => {
  it('when paise are shown in the box, then whole rupees drop the decimals', () => {
    expect(formatRupeesInput(undefined)).toBe('');
    expect(formatRupeesInput(5000)).toBe('50');
    expect(formatRupeesInput(4950)).toBe('49.50');
    expect(formatRupeesInput(7)).toBe('0.07');
  });

  it('when a value goes round the box, then it comes back unchanged', () => {
    for (const paise of [0, 1, 99, 100, 12345, MAX_PRICE_PAISE]) {
      expect(parseRupees(formatRupeesInput(paise))).toEqual({ ok: true, paise });
    }
  });
});
