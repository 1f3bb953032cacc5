import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@tokri/core';
import { api } from '../../shared/api/api-client.js';

export function useAdminStats() {
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: () => api<AdminStats>('/api/admin/stats') });
}
