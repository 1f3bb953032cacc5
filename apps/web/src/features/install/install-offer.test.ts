import { describe, expect, it } from 'vitest';
import { INSTALL_SNOOZE_DAYS, type InstallSituation, shouldOfferInstall } from './install-offer.js';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26);
const afterOrder: InstallSituation = {
  canPrompt: true,
  hasOrdered: true,
  installed: false,
  nativeShell: false,
  dismissedAt: null,
  now,
};

describe('when to offer "Install Tokri" (ADR 0054)', () => {
  it('when the customer has just ordered and the browser can install, then it is offered', () => {
    expect(shouldOfferInstall(afterOrder)).toBe(true);
  });

  it('when there is no order yet (a first visit), then it is never offered', () => {
    expect(shouldOfferInstall({ ...afterOrder, hasOrdered: false })).toBe(false);
  });

  it('when the browser cannot install, it is installed already, or this is the native shell, then it is not offered', () => {
    expect(shouldOfferInstall({ ...afterOrder, canPrompt: false })).toBe(false);
    expect(shouldOfferInstall({ ...afterOrder, installed: true })).toBe(false);
    expect(shouldOfferInstall({ ...afterOrder, nativeShell: true })).toBe(false);
  });

  it('when "Not now" was chosen, then it stays away for 30 days, and may ask again after', () => {
    expect(INSTALL_SNOOZE_DAYS).toBe(30);
    expect(shouldOfferInstall({ ...afterOrder, dismissedAt: now - DAY })).toBe(false);
    expect(shouldOfferInstall({ ...afterOrder, dismissedAt: now - 30 * DAY + 1 })).toBe(false);
    expect(shouldOfferInstall({ ...afterOrder, dismissedAt: now - 30 * DAY })).toBe(true);
  });
});
