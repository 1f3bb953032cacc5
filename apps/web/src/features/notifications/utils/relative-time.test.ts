import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says "now", then minutes, hours, days and weeks ago in English', () => {
    expect(relativeTime(ago(10), now, 'en')).toBe('now');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(14 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
  });

  it('speaks Hindi and Telugu too', () => {
    expect(relativeTime(ago(5 * 60), now, 'hi')).toMatch(/मिनट/);
    expect(relativeTime(ago(3 * 3600), now, 'te')).toMatch(/గంట/);
  });

  it('treats an unreadable time as now', () => {
    expect(relativeTime('not a date', now, 'en')).toBe('now');
  });
});
