import { describe, expect, it } from 'vitest';
import { moveActive, searchResultsPath } from './active-option.js';

describe('moveActive', () => {
  it('when nothing is active, then down goes to the first and up to the last', () => {
    expect(moveActive(-1, 3, 'next')).toBe(0);
    expect(moveActive(-1, 3, 'previous')).toBe(2);
  });

  it('when at an end, then it wraps around', () => {
    expect(moveActive(2, 3, 'next')).toBe(0);
    expect(moveActive(0, 3, 'previous')).toBe(2);
    expect(moveActive(1, 3, 'next')).toBe(2);
  });

  it('when there are no options, then none is active', () => {
    expect(moveActive(0, 0, 'next')).toBe(-1);
  });
});

describe('searchResultsPath', () => {
  it('encodes the query, in any script', () => {
    expect(searchResultsPath(' doodh ')).toBe('/all-products?q=doodh');
    expect(searchResultsPath('दूध & dahi')).toBe(
      `/all-products?q=${encodeURIComponent('दूध').replace(/%20/g, '+')}+%26+dahi`,
    );
  });
});
