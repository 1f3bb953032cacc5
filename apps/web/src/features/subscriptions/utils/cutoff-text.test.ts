import { DEFAULT_SUBSCRIPTION_SETTINGS } from '@tokri/core';
import { describe, expect, it } from 'vitest';
import { cutoffText } from './cutoff-text.js';
import { textIn } from './text-for-tests.js';

const today = '2026-11-25';
const at = (time: string) => new Date(`${today}T${time}:00+05:30`);

describe('cutoffText', () => {
  it('when it is before the cut-off, then it names the time in IST from the settings', async () => {
    const text = await textIn('en');
    expect(cutoffText(today, at('15:00'), DEFAULT_SUBSCRIPTION_SETTINGS, text, 'en')).toBe(
      'Changes for tomorrow close at 10:00 pm',
    );
    const earlier = { ...DEFAULT_SUBSCRIPTION_SETTINGS, changeCutoffMinutes: 21 * 60 + 30 };
    expect(cutoffText(today, at('15:00'), earlier, text, 'en')).toBe('Changes for tomorrow close at 9:30 pm');
  });

  it('when the phone is in another time zone, then the time is still IST', async () => {
    const text = await textIn('en');
    const original = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(cutoffText(today, at('15:00'), DEFAULT_SUBSCRIPTION_SETTINGS, text, 'en')).toContain('10:00 pm');
    } finally {
      process.env.TZ = original;
    }
  });

  it('when the cut-off has passed, then it says from which date changes now apply', async () => {
    const text = await textIn('en');
    expect(cutoffText(today, at('22:00'), DEFAULT_SUBSCRIPTION_SETTINGS, text, 'en')).toBe(
      'Changes for tomorrow closed at 10:00 pm. Changes now apply from 27 Nov 2026.',
    );
  });

  it('when shown in Hindi, then the time is in Hindi words', async () => {
    const line = cutoffText(today, at('15:00'), DEFAULT_SUBSCRIPTION_SETTINGS, await textIn('hi'), 'hi');
    expect(line).toContain('10:00');
    expect(line).not.toMatch(/[A-Za-z]/);
  });
});
