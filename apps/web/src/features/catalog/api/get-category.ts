import { useQuery } from '@tanstack/react-query';
import type { Category } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';
import { catalogKeys } from './catalog-keys.js';

/** One category by its slug; fails with ApiError 404 (NOT_FOUND) when there is no such category. */
export function useCategory(slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: catalogKeys.category(language, slug),
    queryFn: ({ signal }) =>
      api<{ category: Category }>(`/api/categories/${encodeURIComponent(slug)}`, { signal }).then(
        (body) => body.category,
      ),
  });
}
