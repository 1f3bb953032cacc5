import { describe, expect, it } from 'vitest';
import {
  ADMIN_ERROR_MESSAGES,
  ADMIN_ERROR_STATUS,
  type AdminErrorCode,
  anyErrorMessage,
  anyErrorStatus,
  isAnyErrorCode,
} from './admin-error-messages.js';
import { ERROR_MESSAGES } from './error-messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the admin error codes', () => {
  it('when a code is added, then it is in no other table, has a 4xx status and the same placeholders in en, hi and te', () => {
    const codes = Object.keys(ADMIN_ERROR_MESSAGES) as AdminErrorCode[];
    expect(Object.keys(ADMIN_ERROR_STATUS).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(Object.hasOwn(ERROR_MESSAGES, code), code).toBe(false);
      expect(anyErrorStatus(code), code).toBeGreaterThanOrEqual(400);
      expect(anyErrorStatus(code), code).toBeLessThan(500);
      const { en, hi, te } = ADMIN_ERROR_MESSAGES[code];
      expect(placeholders(hi), code).toEqual(placeholders(en));
      expect(placeholders(te), code).toEqual(placeholders(en));
      expect(/[\u0900-\u097F]/.test(hi), code).toBe(true);
      expect(/[\u0C00-\u0C7F]/.test(te), code).toBe(true);
    }
  });

  it('when the server translates a code, then admin and shared codes both work', () => {
    expect(isAnyErrorCode('COUPON_CODE_TAKEN')).toBe(true);
    expect(isAnyErrorCode('NOT_FOUND')).toBe(true);
    expect(isAnyErrorCode('toString')).toBe(false);
    expect(anyErrorMessage('COUPON_CODE_TAKEN', 'en', { code: 'SAVE10' })).toBe(
      'Another coupon already uses the code SAVE10.',
    );
    expect(anyErrorStatus('COUPON_CODE_TAKEN')).toBe(409);
    expect(anyErrorMessage('NOT_FOUND', 'hi')).toBe(ERROR_MESSAGES.NOT_FOUND.hi);
    expect(anyErrorStatus('NOT_FOUND')).toBe(404);
  });

  it('when an admin code carries money, then `<name>Paise` shows as rupees in the reader’s language', () => {
    expect(anyErrorMessage('COD_CASH_REQUIRED', 'en', { amountPaise: 34_500 })).toBe(
      'Enter the cash you collected: ₹345 is due.',
    );
    expect(anyErrorMessage('DELIVERY_OTP_WRONG', 'te', { left: 3 })).toContain('3');
  });
});
