import { describe, expect, it } from 'vitest';
import { scheduleWords } from './schedule-words.js';
import { textIn } from './text-for-tests.js';

describe('scheduleWords', () => {
  it('when each plan type is shown in English, then it reads as the customer would say it', async () => {
    const text = await textIn('en');
    expect(scheduleWords({ type: 'daily', deliveryDays: [] }, text, 'en')).toBe('Every day');
    expect(scheduleWords({ type: 'alternate_days', deliveryDays: [] }, text, 'en')).toBe('Alternate days');
    expect(scheduleWords({ type: 'weekdays', deliveryDays: [5, 1, 3] }, text, 'en')).toBe('Mon, Wed, Fri');
    expect(scheduleWords({ type: 'weekly', deliveryDays: [1] }, text, 'en')).toBe('Every Monday');
  });

  it('when Sunday is chosen, then it comes last, as a week is read in India', async () => {
    const text = await textIn('en');
    expect(scheduleWords({ type: 'weekdays', deliveryDays: [0, 6] }, text, 'en')).toBe('Sat, Sun');
  });

  it('when shown in Hindi or Telugu, then no English is left', async () => {
    const hi = await textIn('hi');
    const te = await textIn('te');
    expect(scheduleWords({ type: 'weekly', deliveryDays: [1] }, hi, 'hi')).toBe('हर सोमवार');
    expect(scheduleWords({ type: 'daily', deliveryDays: [] }, te, 'te')).toBe('ప్రతి రోజు');
    const days = scheduleWords({ type: 'weekdays', deliveryDays: [1, 3, 5] }, hi, 'hi');
    expect(days).not.toMatch(/[A-Za-z]/);
    expect(days).toMatch(/[\u0900-\u097F]/);
    expect(scheduleWords({ type: 'weekdays', deliveryDays: [1, 3, 5] }, te, 'te')).toMatch(/[\u0C00-\u0C7F]/);
  });
});
