import { useQuery } from '@tanstack/react-query';
import type { HomeSections } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';
import { takeEarlyRead } from '../../../shared/api/early-reads.js';

/** The six home rails in one call (each up to 12 products); the first answer may come from index.html's early read. */
export function useHomeSections() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['home', language],
    queryFn: async ({ signal }) =>
      (await takeEarlyRead<HomeSections>('/api/home', language)) ??
      api<HomeSections>('/api/home', { signal }),
  });
}
