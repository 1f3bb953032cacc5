import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.js';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when the value keeps changing, then only the last one comes through after the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: 'd' },
    });
    rerender({ value: 'do' });
    act(() => vi.advanceTimersByTime(150));
    rerender({ value: 'doo' });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe('d');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('doo');
  });
});
