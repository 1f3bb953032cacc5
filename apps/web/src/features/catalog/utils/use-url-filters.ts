import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearchParams, filtersToSearchParams, type ProductFilters } from './product-filters.js';

/** The filters of the current URL, and a setter that writes them back (replacing the history entry). */
export function useUrlFilters(): [ProductFilters, (filters: ProductFilters) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query]);
  const setFilters = (next: ProductFilters) =>
    setParams((current) => filtersToSearchParams(next, current), { replace: true, preventScrollReset: true });
  return [filters, setFilters];
}
