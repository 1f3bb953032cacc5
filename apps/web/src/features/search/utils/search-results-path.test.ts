import { describe, expect, it } from 'vitest';
import { searchResultsPath } from './search-results-path.js';

describe('searchResultsPath', () => {
  it('encodes the query, in any script', () => {
    expect(searchResultsPath(' doodh ')).toBe('/all-products?q=doodh');
    expect(searchResultsPath('दूध & dahi')).toBe(
      `/all-products?q=${encodeURIComponent('दूध').replace(/%20/g, '+')}+%26+dahi`,
    );
  });
});
