import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FixerCreateMissingResult,
  FixerRecomputeResult,
  IstDate,
  SubscriptionFixerReport,
} from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';

const BASE = '/api/admin/subscription-fixer';
const key = ['admin', 'subscription-fixer'] as const;

export function useFixerReport() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...key, language],
    queryFn: ({ signal }) => api<SubscriptionFixerReport>(BASE, { signal }),
  });
}

export function useFixerActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    recompute: useMutation({
      mutationFn: (subscriptionId: string) =>
        api<FixerRecomputeResult>(`${BASE}/recompute`, { method: 'POST', body: { subscriptionId } }),
      onSettled,
    }),
    createMissing: useMutation({
      mutationFn: (input: { subscriptionId: string; deliveryDate: IstDate }) =>
        api<FixerCreateMissingResult>(`${BASE}/create-missing`, { method: 'POST', body: input }),
      onSettled,
    }),
  };
}
