import { useQuery } from '@tanstack/react-query';
import type {
  AppRatingRequest,
  AppRatingView,
  OrderRatingRequest,
  OrderRatingView,
  OrderView,
} from '@tokri/core';
import { api } from '../../shared/api/api-client.js';

export const ratingKeys = {
  order: (orderId: string) => ['ratings', 'order', orderId] as const,
  app: ['ratings', 'app'] as const,
};

const ratingPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/rating`;

/** The customer's rating of their order, null before they rate it. */
export function useOrderRating(orderId: string, enabled = true) {
  return useQuery({
    queryKey: ratingKeys.order(orderId),
    queryFn: ({ signal }) =>
      api<{ rating: OrderRatingView | null }>(ratingPath(orderId), { signal }).then((body) => body.rating),
    enabled,
  });
}

export const rateOrder = (orderId: string, body: OrderRatingRequest) =>
  api<{ rating: OrderRatingView }>(ratingPath(orderId), { method: 'POST', body }).then((b) => b.rating);

export function useAppRating() {
  return useQuery({
    queryKey: ratingKeys.app,
    queryFn: ({ signal }) =>
      api<{ rating: AppRatingView | null }>('/api/ratings/app', { signal }).then((body) => body.rating),
  });
}

export const saveAppRating = (body: AppRatingRequest) =>
  api<{ rating: AppRatingView }>('/api/ratings/app', { method: 'PUT', body }).then((b) => b.rating);

/** The order being rated: its status and lines (read here, so this page does not reach into the orders feature). */
export function useOrderToRate(orderId: string) {
  return useQuery({
    queryKey: ['ratings', 'order-to-rate', orderId],
    queryFn: ({ signal }) =>
      api<{ order: OrderView }>(`/api/orders/${encodeURIComponent(orderId)}`, { signal }).then(
        (b) => b.order,
      ),
  });
}
