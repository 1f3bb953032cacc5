import { describe, expect, it } from 'vitest';
import {
  MAX_WALLET_BALANCE_PAISE,
  MAX_WALLET_TOPUP_PAISE,
  MIN_WALLET_TOPUP_PAISE,
  topupRefusal,
  WALLET_TOPUP_PRESETS_PAISE,
} from './wallet-limits.js';

describe('wallet top-up limits (ADR 0031)', () => {
  it('when the limits are read, then they are ₹50 to ₹10,000 a top-up and ₹20,000 a balance', () => {
    expect(MIN_WALLET_TOPUP_PAISE).toBe(5_000);
    expect(MAX_WALLET_TOPUP_PAISE).toBe(1_000_000);
    expect(MAX_WALLET_BALANCE_PAISE).toBe(2_000_000);
    expect(WALLET_TOPUP_PRESETS_PAISE).toEqual([20_000, 50_000, 100_000, 200_000]);
  });

  it('when a top-up is ₹50 or ₹10,000 exactly, then it may go ahead; ₹49 or ₹10,001, then it is refused', () => {
    expect(topupRefusal(50_00, 0)).toBeNull();
    expect(topupRefusal(10_000_00, 0)).toBeNull();
    expect(topupRefusal(49_00, 0)).toBe('WALLET_TOPUP_AMOUNT_INVALID');
    expect(topupRefusal(10_001_00, 0)).toBe('WALLET_TOPUP_AMOUNT_INVALID');
  });

  it('when a top-up is not whole rupees or not a safe integer, then it is refused', () => {
    expect(topupRefusal(100_50, 0)).toBe('WALLET_TOPUP_AMOUNT_INVALID');
    expect(topupRefusal(100_01, 0)).toBe('WALLET_TOPUP_AMOUNT_INVALID');
    expect(topupRefusal(100.5, 0)).toBe('WALLET_TOPUP_AMOUNT_INVALID');
    expect(topupRefusal(Number.NaN, 0)).toBe('WALLET_TOPUP_AMOUNT_INVALID');
    expect(topupRefusal(Number.MAX_SAFE_INTEGER + 1, 0)).toBe('WALLET_TOPUP_AMOUNT_INVALID');
  });

  it('when a top-up would take the balance to ₹20,000 exactly, then it goes ahead; one rupee more, then it is refused', () => {
    expect(topupRefusal(5_000_00, 15_000_00)).toBeNull();
    expect(topupRefusal(5_001_00, 15_000_00)).toBe('WALLET_BALANCE_LIMIT');
    expect(topupRefusal(50_00, 19_951_00)).toBe('WALLET_BALANCE_LIMIT');
  });

  it('when the amount is refused and the balance is also full, then the amount is what is reported', () => {
    expect(topupRefusal(49_00, 20_000_00)).toBe('WALLET_TOPUP_AMOUNT_INVALID');
  });
});
