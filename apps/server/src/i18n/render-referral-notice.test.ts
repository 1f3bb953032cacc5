import { formatRupees, LANGUAGES } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { renderReferralNotice } from './render-referral-notice.js';

describe('the referral reward notice (ADR 0050)', () => {
  it('when rendered in each language, then it names the amount, leaves no placeholder and links to /refer', () => {
    for (const language of LANGUAGES) {
      const amount = formatRupees(50_00, language);
      const notice = renderReferralNotice(language, { amount });
      expect(notice.message, language).toContain(amount);
      expect(`${notice.title} ${notice.message}`).not.toMatch(/[{}]/);
      expect(notice.actions).toEqual([{ id: 'refer', title: expect.any(String), path: '/refer' }]);
    }
    expect(renderReferralNotice('hi', { amount: '₹50' }).message).toMatch(/[\u0900-\u097F]/);
    expect(renderReferralNotice('te', { amount: '₹50' }).title).toMatch(/[\u0C00-\u0C7F]/);
    expect(renderReferralNotice('te', { amount: '₹50' }).message).not.toMatch(/[A-Za-z]{3,}/);
  });
});
