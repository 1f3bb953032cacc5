import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';
import { favoritesKeys } from './favorites-keys.js';

/** The favourite products (active ones only), newest favourite first. */
export function useFavorites() {
  const language = useLanguage();
  return useQuery({
    queryKey: favoritesKeys.list(language),
    queryFn: ({ signal }) =>
      api<{ items: ProductSummary[] }>('/api/favorites', { signal }).then((b) => b.items),
  });
}
