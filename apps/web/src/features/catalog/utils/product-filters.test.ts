import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  type ProductFilters,
  productsApiPath,
} from './product-filters.js';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('filters in the URL', () => {
  it('when the URL has no filters, then the defaults apply', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
  });

  it('when the URL has every filter, then all are read', () => {
    expect(
      read('category=dairy&minPrice=5000&maxPrice=20000&inStock=true&discounted=1&sort=price_asc'),
    ).toEqual({
      category: 'dairy',
      minPrice: 5000,
      maxPrice: 20000,
      inStock: true,
      discounted: true,
      sort: 'price_asc',
    });
  });

  it('when a link was edited by hand, then malformed values are ignored', () => {
    expect(
      read('category=Dairy!&minPrice=-1&maxPrice=abc&inStock=yes&discounted=false&sort=cheapest'),
    ).toEqual(DEFAULT_FILTERS);
    expect(read('minPrice=1.5&maxPrice=999999999999')).toEqual(DEFAULT_FILTERS);
  });

  it('when filters are written, then defaults are left out and other params are kept', () => {
    const params = filtersToSearchParams(
      { ...DEFAULT_FILTERS, discounted: true, sort: 'discount' },
      new URLSearchParams('q=doodh&inStock=true'),
    );
    expect(params.toString()).toBe('q=doodh&discounted=true&sort=discount');
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('when filters go through the URL and back, then nothing changes', () => {
    const samples: ProductFilters[] = [
      DEFAULT_FILTERS,
      { category: 'fruits-vegetables', inStock: true, discounted: false, sort: 'popularity' },
      { minPrice: 0, maxPrice: 100, inStock: false, discounted: true, sort: 'price_desc' },
    ];
    for (const filters of samples)
      expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });
});

describe('the API address', () => {
  it('when a page is asked for, then sort, cursor and limit are always sent', () => {
    expect(productsApiPath(DEFAULT_FILTERS, null)).toBe('/api/products?sort=newest&limit=24');
    expect(productsApiPath({ ...DEFAULT_FILTERS, category: 'dairy', maxPrice: 5000 }, 'abc=', 12)).toBe(
      '/api/products?category=dairy&maxPrice=5000&sort=newest&cursor=abc%3D&limit=12',
    );
  });
});

describe('activeFilterCount', () => {
  it('counts the price range once and the sort never', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        category: 'dairy',
        minPrice: 1,
        maxPrice: 2,
        inStock: true,
        discounted: true,
        sort: 'discount',
      }),
    ).toBe(4);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, category: 'dairy' }, { countCategory: false })).toBe(0);
  });
});
