import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';
import { catalogKeys } from './catalog-keys.js';

/** One product with its images, packs and nutrition; ApiError 404 when it does not exist. */
export function useProduct(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: catalogKeys.product(language, id),
    queryFn: ({ signal }) =>
      api<{ product: ProductDetail }>(`/api/products/${encodeURIComponent(id)}`, { signal }).then(
        (body) => body.product,
      ),
  });
}
