import { useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/index.js';
import { api } from '../../shared/api/api-client.js';

export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
  sortOrder: number;
}

export interface ProductSummary {
  id: string;
  slug: string;
  name: string;
  type: string;
  pricePaise: number;
  unit: string;
  discountPercentage: number;
  stockQuantity: number;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: string;
  category: { id: string; slug: string; name: string; description: string };
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export function useCategories() {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['categories', language],
    queryFn: () => api<{ items: Category[] }>('/api/categories').then((body) => body.items),
  });
}

export function useProductPage(page: number, pageSize: number) {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['products', language, page, pageSize],
    queryFn: () => api<ProductPage>(`/api/products?page=${page}&pageSize=${pageSize}`),
    placeholderData: (previous) => previous,
  });
}

/** Price after the percentage discount, in whole paise (rounded half up). */
export function discountedPaise(pricePaise: number, discountPercentage: number) {
  return Math.round((pricePaise * (100 - discountPercentage)) / 100);
}
