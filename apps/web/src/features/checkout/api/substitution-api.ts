import { useQuery } from '@tanstack/react-query';
import type { CheckoutSubstitutionOptions } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';

/** GET /api/substitutions/checkout: per cart line, the remembered choice and similar products (ADR 0045). */
export function useSubstitutionOptions() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['checkout', 'substitutions', language] as const,
    queryFn: ({ signal }) => api<CheckoutSubstitutionOptions>('/api/substitutions/checkout', { signal }),
    staleTime: 60 * 1000,
  });
}
