import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';
import { type ProductFilters, productsApiPath } from '../utils/product-filters.js';
import { catalogKeys } from './catalog-keys.js';

/** A filtered, sorted product list, a page at a time: each page hands back the cursor for the next. */
export function useProductList(filters: ProductFilters) {
  const language = useLanguage();
  return useInfiniteQuery({
    queryKey: catalogKeys.products(language, filters),
    queryFn: ({ pageParam, signal }) =>
      api<ProductListResponse>(productsApiPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
