import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminProduct,
  AdminProductPage,
  CategoryInput,
  ProductImportGroup,
  ProductImportResult,
  ProductInputDraft,
  StockAdjustment,
  StockAdjustmentInput,
} from '@tokri/core';
import { currentLanguage } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { toApiError } from '../../../shared/api/api-error.js';
import { apiUrl } from '../../../shared/api/api-origin.js';
import { sessionStore } from '../../../shared/session/session-store.js';

/** The admin catalogue's calls (issue 13 items 3 and 4); contracts from @tokri/core. */

export interface ProductFilter {
  page: number;
  q: string;
  categoryId: string;
  active: '' | 'true' | 'false';
}
export const PAGE_SIZE = 25;

const PRODUCTS = ['admin', 'catalog', 'products'] as const;
const CATEGORIES = ['admin', 'catalog', 'categories'] as const;

export function useProductPage(filter: ProductFilter) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(PAGE_SIZE) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.categoryId) params.set('categoryId', filter.categoryId);
  if (filter.active) params.set('active', filter.active);
  return useQuery({
    queryKey: [...PRODUCTS, 'list', currentLanguage(), params.toString()],
    queryFn: () => api<AdminProductPage>(`/api/admin/products?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: [...PRODUCTS, 'one', id],
    queryFn: () => api<{ product: AdminProduct }>(`/api/admin/products/${id}`).then((body) => body.product),
    enabled: Boolean(id),
  });
}

export function useStockHistory(id: string) {
  return useQuery({
    queryKey: [...PRODUCTS, 'stock', id],
    queryFn: () =>
      api<{ items: StockAdjustment[] }>(`/api/admin/products/${id}/stock-adjustments`).then(
        (body) => body.items,
      ),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin', 'catalog'] });
}

export function useSaveProduct(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ProductInputDraft) =>
      api<{ product: AdminProduct }>(id ? `/api/admin/products/${id}` : '/api/admin/products', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }).then((body) => body.product),
    onSuccess: invalidate,
  });
}

export function useSetArchived() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      api<{ product: AdminProduct }>(`/api/admin/products/${id}/${archived ? 'archive' : 'unarchive'}`, {
        method: 'POST',
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/products/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useAdjustStock(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) =>
      api<{ adjustment: { quantityBefore: number; quantityAfter: number } }>(
        `/api/admin/products/${id}/stock`,
        {
          method: 'POST',
          body: input,
        },
      ).then((body) => body.adjustment),
    onSuccess: invalidate,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: [...CATEGORIES],
    queryFn: () => api<{ items: AdminCategory[] }>('/api/admin/categories').then((body) => body.items),
  });
}

export function useSaveCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CategoryInput }) =>
      api<{ category: AdminCategory }>(id ? `/api/admin/categories/${id}` : '/api/admin/categories', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useReorderCategories() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api<{ items: AdminCategory[] }>('/api/admin/categories/reorder', { method: 'POST', body: { ids } }),
    onSuccess: invalidate,
  });
}

/** The CSV calls send and receive text, not JSON, so they use fetch with the same token and error shape. */
async function csvFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = await sessionStore.accessToken();
  const headers: Record<string, string> = { 'x-language': currentLanguage() };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
    });
  } catch (error) {
    throw await toApiError(null, error);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function downloadCatalogue(): Promise<void> {
  const blob = await (await csvFetch('/api/admin/products/export.csv')).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'tokri-products.csv';
  link.click();
  URL.revokeObjectURL(url);
}

export function useImportCatalogue() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      text,
      dryRun,
      apply,
    }: {
      text: string;
      dryRun: boolean;
      apply: readonly ProductImportGroup[];
    }) =>
      (await (
        await csvFetch(`/api/admin/products/import?dryRun=${dryRun}&apply=${apply.join(',')}`, {
          method: 'POST',
          body: text,
          headers: { 'content-type': 'text/csv' },
        })
      ).json()) as ProductImportResult,
    onSuccess: invalidate,
  });
}
