import { useQuery } from '@tanstack/react-query';
import type { AdminCharts } from '@tokri/core';
import { useLanguage } from '../../../i18n/use-language.js';
import { api } from '../../../shared/api/api-client.js';

export const CHART_DAYS = 30;

export function useAdminCharts() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['admin', 'stats', 'charts', language, CHART_DAYS],
    queryFn: ({ signal }) => api<AdminCharts>(`/api/admin/stats/charts?days=${CHART_DAYS}`, { signal }),
  });
}
