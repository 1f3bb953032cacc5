import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme-store.js';

describe('resolveTheme', () => {
  it('follows the system by default and is dark unless the system prefers light', () => {
    expect(resolveTheme('system', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('light');
  });

  it('honours an explicit choice whatever the system says', () => {
    expect(resolveTheme('light', false)).toBe('light');
    expect(resolveTheme('dark', true)).toBe('dark');
  });
});
