import { useQuery } from '@tanstack/react-query';
import type { HomeSections } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';

/** The six home rails in one call (each up to 12 products). */
export function useHomeSections() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['home', language],
    queryFn: ({ signal }) => api<HomeSections>('/api/home', { signal }),
  });
}
