import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@tokri/core';
import { currentLanguage } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';

/** A product as the admin table lists it (active and hidden ones), prices in paise. */
export interface AdminProduct {
  id: string;
  name: string;
  unit: string;
  pricePaise: number;
  stockQuantity: number;
  isActive: boolean;
  category: { name: string };
}

export interface AdminProductPage {
  items: AdminProduct[];
  total: number;
  page: number;
  pageSize: number;
}

export function useAdminStats() {
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: () => api<AdminStats>('/api/admin/stats') });
}

export function useAdminProducts(page: number, pageSize: number) {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['admin', 'products', language, page, pageSize],
    queryFn: () => api<AdminProductPage>(`/api/admin/products?page=${page}&pageSize=${pageSize}`),
    placeholderData: (previous) => previous,
  });
}
