import type { ProductSort } from '@tokri/core';
import { MAX_PRICE_PAISE } from './rupee-input.js';

/**
 * A product list's filters and sort. They live in the page's URL search params, under the same names
 * and units as GET /api/products (prices in paise), so a link can be shared and the back button works.
 */
export interface ProductFilters {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  discounted: boolean;
  sort: ProductSort;
}

/**
 * The sorts, in the order the menu offers them. Kept here rather than importing PRODUCT_SORTS, because
 * that value lives next to the zod schemas and would pull zod into the web bundle; the type below fails
 * to compile if the two lists ever differ.
 */
export const SORTS = ['newest', 'popularity', 'price_asc', 'price_desc', 'discount'] as const;
type MissingSort = Exclude<ProductSort, (typeof SORTS)[number]>;
const sortsAreComplete: [MissingSort] extends [never] ? true : false = true;
void sortsAreComplete;

export const DEFAULT_SORT: ProductSort = 'newest';
export const PAGE_SIZE = 24;
export const DEFAULT_FILTERS: ProductFilters = { inStock: false, discounted: false, sort: DEFAULT_SORT };

/** The search params that belong to the filters; anything else in the URL (like `q`) is left alone. */
export const FILTER_PARAMS = ['category', 'minPrice', 'maxPrice', 'inStock', 'discounted', 'sort'] as const;

const SLUG = /^[a-z0-9-]{1,60}$/;

function price(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const paise = Number(value);
  return paise <= MAX_PRICE_PAISE ? paise : undefined;
}

const flag = (value: string | null) => value === 'true' || value === '1';

export function isProductSort(value: unknown): value is ProductSort {
  return (SORTS as readonly unknown[]).includes(value);
}

/** Reads filters from a URL, ignoring anything malformed (a hand-edited link never breaks the page). */
export function filtersFromSearchParams(params: URLSearchParams): ProductFilters {
  const filters: ProductFilters = {
    inStock: flag(params.get('inStock')),
    discounted: flag(params.get('discounted')),
    sort: isProductSort(params.get('sort')) ? (params.get('sort') as ProductSort) : DEFAULT_SORT,
  };
  const category = params.get('category');
  if (category && SLUG.test(category)) filters.category = category;
  const minPrice = price(params.get('minPrice'));
  const maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  return filters;
}

/** Writes filters into a copy of `base`, leaving out defaults so links stay short. */
export function filtersToSearchParams(
  filters: ProductFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of FILTER_PARAMS) params.delete(name);
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.discounted) params.set('discounted', 'true');
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** How many filters narrow the list (the sort is not one). */
export function activeFilterCount(filters: ProductFilters, { countCategory = true } = {}): number {
  return (
    (countCategory && filters.category ? 1 : 0) +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.discounted ? 1 : 0)
  );
}

/** The GET /api/products address for one page of the list. */
export function productsApiPath(filters: ProductFilters, cursor: string | null, limit = PAGE_SIZE): string {
  const params = filtersToSearchParams(filters);
  params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return `/api/products?${params}`;
}
