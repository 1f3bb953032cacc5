import { describe, expect, it } from 'vitest';
import { topupPaiseFrom } from './topup-amount.js';

describe('the top-up amount', () => {
  it('when whole rupees within ₹50–₹10,000 are typed, then they become paise; anything else is refused', () => {
    expect(topupPaiseFrom('500')).toBe(50_000);
    expect(topupPaiseFrom(' ₹1,000 ')).toBe(100_000);
    expect(topupPaiseFrom('50')).toBe(5_000);
    expect(topupPaiseFrom('10000')).toBe(1_000_000);
    for (const bad of ['', '49', '10001', '12.50', '-100', 'abc', '1e3', '०५००'])
      expect(topupPaiseFrom(bad)).toBeNull();
  });
});
