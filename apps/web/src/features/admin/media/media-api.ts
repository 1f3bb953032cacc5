import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryImageResponse, ProductImagesResponse } from '@tokri/core';
import { currentLanguage } from '../../../i18n/index.js';
import { api } from '../../../shared/api/api-client.js';
import { toApiError } from '../../../shared/api/api-error.js';
import { apiUrl } from '../../../shared/api/api-origin.js';
import { sessionStore } from '../../../shared/session/session-store.js';
import { shrinkPhoto } from './shrink-photo.js';

const imagesKey = (productId: string) => ['admin', 'product-images', productId] as const;
const imagesPath = (productId: string) => `/api/admin/products/${productId}/images`;

/**
 * Sends a photo as the raw request body (the server reads its type from the bytes), reporting the upload's
 * progress from 0 to 1. XMLHttpRequest because fetch cannot report upload progress. An expired session is
 * refreshed once, as `api()` does; a failure becomes an ApiError with the server's translated message.
 */
export async function uploadPhoto<T>(
  path: string,
  file: Blob,
  options: { method?: 'POST' | 'PUT'; onProgress?: (fraction: number) => void } = {},
  retried = false,
): Promise<T> {
  const token = await sessionStore.accessToken();
  const answer = await new Promise<{ status: number; text: string } | null>((resolve) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', apiUrl(path));
    request.setRequestHeader('x-language', currentLanguage());
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => resolve(null);
    request.send(file);
  });
  if (!answer) throw await toApiError(null);
  if (answer.status === 401 && token && !retried) {
    if (await sessionStore.refresh()) return uploadPhoto<T>(path, file, options, true);
  }
  const response = new Response(answer.text || null, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

export function useProductImages(productId: string) {
  return useQuery({
    queryKey: imagesKey(productId),
    queryFn: ({ signal }) => api<ProductImagesResponse>(imagesPath(productId), { signal }),
  });
}

export function useProductImageActions(productId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (data: ProductImagesResponse) => {
    queryClient.setQueryData(imagesKey(productId), data);
    // Lists and the product page show the main photo: they refetch.
    void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
  };
  return {
    upload: useMutation({
      mutationFn: async (input: { file: File; onProgress: (fraction: number) => void }) =>
        uploadPhoto<ProductImagesResponse>(imagesPath(productId), await shrinkPhoto(input.file), {
          onProgress: input.onProgress,
        }),
      onSuccess,
    }),
    makeMain: useMutation({
      mutationFn: (imageId: string) =>
        api<ProductImagesResponse>(`${imagesPath(productId)}/${imageId}/main`, { method: 'POST' }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (imageId: string) =>
        api<ProductImagesResponse>(`${imagesPath(productId)}/${imageId}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

export function useCategoryImageUpload(categoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; onProgress: (fraction: number) => void }) =>
      uploadPhoto<CategoryImageResponse>(
        `/api/admin/categories/${categoryId}/image`,
        await shrinkPhoto(input.file),
        {
          method: 'PUT',
          onProgress: input.onProgress,
        },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'categories'] }),
  });
}
