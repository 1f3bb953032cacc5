import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';
import { catalogKeys, type MyProductList } from './catalog-keys.js';

/** The customer's frequently bought, previously bought or recently viewed products. */
export function useMyProducts(list: MyProductList) {
  const language = useLanguage();
  return useQuery({
    queryKey: catalogKeys.myProducts(language, list),
    queryFn: ({ signal }) =>
      api<{ items: ProductSummary[] }>(`/api/me/${list}`, { signal }).then((b) => b.items),
  });
}
