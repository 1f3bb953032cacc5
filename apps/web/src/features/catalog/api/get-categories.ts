import { useQuery } from '@tanstack/react-query';
import type { Category } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';
import { takeEarlyRead } from '../../../shared/api/early-reads.js';
import { catalogKeys } from './catalog-keys.js';

export const getCategories = (signal?: AbortSignal) =>
  api<{ items: Category[] }>('/api/categories', signal ? { signal } : {}).then((body) => body.items);

/** All categories, in the shop's order; on /home the first answer may come from index.html's early read. */
export function useCategories() {
  const language = useLanguage();
  return useQuery({
    queryKey: catalogKeys.categories(language),
    queryFn: async ({ signal }) =>
      (await takeEarlyRead<{ items: Category[] }>('/api/categories', language))?.items ??
      getCategories(signal),
  });
}
