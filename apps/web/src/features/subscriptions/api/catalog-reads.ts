import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductDetail, SearchResponse } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';

/**
 * The two catalogue reads the create form needs, under the catalogue's and search's own cache keys (so a product
 * opened a moment ago is not fetched again). They are not imported from catalog/ and search/ because those
 * features' index modules load with /home, and re-exporting more from them grew the /home bundle by ~1 kB.
 */
export function useProductToSubscribe(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['product', language, id],
    queryFn: ({ signal }) =>
      api<{ product: ProductDetail }>(`/api/products/${encodeURIComponent(id)}`, { signal }).then(
        (body) => body.product,
      ),
  });
}

const SEARCH_LIMIT = 8;

export function useProductSearch(query: string) {
  const language = useLanguage();
  const q = query.trim().slice(0, 80);
  return useQuery({
    queryKey: ['search', language, q, SEARCH_LIMIT],
    queryFn: ({ signal }) =>
      api<SearchResponse>(
        `/api/search/suggestions?${new URLSearchParams({ q, limit: String(SEARCH_LIMIT) })}`,
        {
          signal,
        },
      ),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
