import { describe, expect, it } from 'vitest';
import { cashInputValue, parseCashRupees } from './cash-input.js';

describe('the cash field', () => {
  it('when the rider types rupees, then they become paise', () => {
    expect(parseCashRupees('450')).toBe(45_000);
    expect(parseCashRupees(' 450.5 ')).toBe(45_050);
    expect(parseCashRupees('450,05')).toBe(45_005);
    expect(parseCashRupees('0')).toBe(0);
  });

  it('when it is not an amount, then it is refused', () => {
    for (const input of ['', 'abc', '-5', '4.505', '1,00,000', '12 34', '1e3']) {
      expect(parseCashRupees(input), input).toBeNull();
    }
  });

  it('when prefilled, then it shows the amount due as typed rupees, and reads back the same', () => {
    expect(cashInputValue(45_000)).toBe('450');
    expect(cashInputValue(45_005)).toBe('450.05');
    for (const paise of [0, 1, 99, 100, 12_345]) expect(parseCashRupees(cashInputValue(paise))).toBe(paise);
  });
});
