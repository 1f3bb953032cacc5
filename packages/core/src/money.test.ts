import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesToPaise } from './money.js';

describe('formatRupees', () => {
  it('groups digits the Indian way (lakh, crore)', () => {
    expect(formatRupees(100_000_00)).toBe('₹1,00,000');
    expect(formatRupees(1_23_45_678_00)).toBe('₹1,23,45,678');
    expect(formatRupees(999_00)).toBe('₹999');
    expect(formatRupees(1_000_00)).toBe('₹1,000');
  });

  it('shows paise only when there are some', () => {
    expect(formatRupees(4250)).toBe('₹42.50');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('keeps the rupee sign and Latin digits in Hindi and Telugu', () => {
    expect(formatRupees(100_000_00, 'hi')).toBe('₹1,00,000');
    expect(formatRupees(12_345_50, 'te')).toBe('₹12,345.50');
  });

  it('refuses fractional paise, so rupees never sneak in', () => {
    expect(() => formatRupees(42.5)).toThrow(TypeError);
    expect(() => formatRupees(Number.NaN)).toThrow(TypeError);
  });

  it('converts rupees to whole paise', () => {
    expect(rupeesToPaise(42.5)).toBe(4250);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});
