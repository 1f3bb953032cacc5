import { useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';
import type { ProductPage } from '../catalog/catalog-api.js';

export interface AdminStats {
  totalOrders: number;
  totalRevenuePaise: number;
  pendingOrders: number;
  activeCustomers: number;
  totalProducts: number;
}

export function useAdminStats() {
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: () => api<AdminStats>('/api/admin/stats') });
}

export function useAdminProducts(page: number, pageSize: number) {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['admin', 'products', language, page, pageSize],
    queryFn: () => api<ProductPage>(`/api/admin/products?page=${page}&pageSize=${pageSize}`),
    placeholderData: (previous) => previous,
  });
}
