import { describe, expect, it } from 'vitest';
import { canResume, planStatus } from './plan-status.js';
import { textIn } from './text-for-tests.js';

// 25 Nov 2026, 10:00 IST.
const now = new Date('2026-11-25T10:00:00+05:30');
const plan = (patch: Partial<Parameters<typeof planStatus>[0]> = {}) => ({
  isActive: true,
  endDate: null,
  pauses: [],
  ...patch,
});

describe('planStatus', () => {
  it('when the plan has no end date and no pause, then it is simply active', async () => {
    expect(planStatus(plan(), now, await textIn('en'), 'en')).toEqual({ tone: 'active', label: 'Active' });
  });

  it('when the plan ends on 30 Nov, then it ends in 6 days (to the end of its last day, rounded up)', async () => {
    const text = await textIn('en');
    expect(planStatus(plan({ endDate: '2026-11-30' }), now, text, 'en').label).toBe('Ends in 6 days');
    expect(planStatus(plan({ endDate: '2026-11-25' }), now, text, 'en').label).toBe('Ends in 1 day');
  });

  it('when the end date has passed, then it is expired', async () => {
    const status = planStatus(plan({ endDate: '2026-11-24' }), now, await textIn('en'), 'en');
    expect(status).toEqual({ tone: 'expired', label: 'Expired' });
  });

  it('when today is inside a vacation, then it says until when, as an IST date', async () => {
    const paused = plan({ pauses: [{ id: 'p', from: '2026-11-20', to: '2026-11-28' }] });
    expect(planStatus(paused, now, await textIn('en'), 'en')).toEqual({
      tone: 'paused',
      label: 'Paused until 28 Nov 2026',
    });
    expect(planStatus(paused, now, await textIn('hi'), 'hi').label).toMatch(/^28 नव॰ 2026 तक रुका हुआ$/);
  });

  it('when paused until resumed, then it says so, and Resume replaces Pause', async () => {
    const open = plan({ pauses: [{ id: 'p', from: '2026-11-25', to: null }] });
    expect(planStatus(open, now, await textIn('en'), 'en').label).toBe('Paused until you resume');
    expect(canResume(open, now)).toBe(true);
    expect(canResume(plan(), now)).toBe(false);
    // A pause until resumed starting tomorrow: Resume is what cancels it, and the plan already reads as paused.
    const fromTomorrow = plan({ pauses: [{ id: 'p', from: '2026-11-26', to: null }] });
    expect(canResume(fromTomorrow, now)).toBe(true);
    expect(planStatus(fromTomorrow, now, await textIn('en'), 'en')).toEqual({
      tone: 'paused',
      label: 'Paused until you resume',
    });
    // A vacation that has not begun leaves the plan active until its first day.
    const later = plan({ pauses: [{ id: 'p', from: '2026-12-01', to: '2026-12-05' }] });
    expect(planStatus(later, now, await textIn('en'), 'en').label).toBe('Active');
  });
});
