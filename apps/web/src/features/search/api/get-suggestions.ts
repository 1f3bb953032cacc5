import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';

/** The server's limits for q: 1 to 80 characters after trimming. */
export const MAX_QUERY_LENGTH = 80;

export function searchPath(query: string, limit: number): string {
  const params = new URLSearchParams({ q: query.trim().slice(0, MAX_QUERY_LENGTH), limit: String(limit) });
  return `/api/search/suggestions?${params}`;
}

/**
 * Products matching what the customer typed (English, Hindi or Telugu script, transliterations, small typos).
 * Waits for a non-empty query; keeps the previous answer on screen while the next one loads.
 */
export function useSearch(query: string, limit: number) {
  const language = useLanguage();
  const q = query.trim();
  return useQuery({
    queryKey: ['search', language, q, limit],
    queryFn: ({ signal }) => api<SearchResponse>(searchPath(q, limit), { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: false,
  });
}
