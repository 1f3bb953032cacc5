import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RiderAssignment,
  RiderDeliverRequest,
  RiderHome,
  RiderLineRequest,
  RiderMe,
  RiderStatusRequest,
} from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';
import { ApiError } from '../../../shared/api/api-error.js';

export const riderHomeKey = ['rider', 'home'] as const;

/** How often the screen asks again when no realtime event told it anything (offers expire in minutes). */
const POLL_MS = 30_000;

/** GET /api/rider/home: the rider's offers, current orders and today's figures. */
export function useRiderHome() {
  return useQuery({
    queryKey: riderHomeKey,
    queryFn: ({ signal }) => api<RiderHome>('/api/rider/home', { signal }),
    refetchInterval: POLL_MS,
    // A 403 (an admin without a delivery partner record) will not change by asking again.
    retry: (count, error) =>
      count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/**
 * The rider's actions. Each one answers with the new state of what it changed; the home is then read again,
 * since an accept also removes the offer and a delivery changes today's figures.
 */
export function useRiderActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: riderHomeKey });
  const patchMe = (me: RiderMe) =>
    queryClient.setQueryData<RiderHome>(riderHomeKey, (home) => (home ? { ...home, me } : home));
  const patchAssignment = (assignment: RiderAssignment) =>
    queryClient.setQueryData<RiderHome>(riderHomeKey, (home) =>
      home
        ? {
            ...home,
            current: home.current.some((order) => order.orderId === assignment.orderId)
              ? home.current.map((order) => (order.orderId === assignment.orderId ? assignment : order))
              : [...home.current, assignment],
          }
        : home,
    );
  const dropOffer = (offerId: string) =>
    queryClient.setQueryData<RiderHome>(riderHomeKey, (home) =>
      home ? { ...home, offers: home.offers.filter((offer) => offer.id !== offerId) } : home,
    );
  const settle = { onSettled: refresh };
  return {
    online: useMutation({
      mutationFn: (online: boolean) => api<RiderMe>('/api/rider/online', { method: 'PUT', body: { online } }),
      onSuccess: patchMe,
      ...settle,
    }),
    accept: useMutation({
      mutationFn: (offerId: string) =>
        api<RiderAssignment>(`/api/rider/offers/${encodeURIComponent(offerId)}/accept`, { method: 'POST' }),
      onSuccess: (assignment, offerId) => {
        dropOffer(offerId);
        patchAssignment(assignment);
      },
      ...settle,
    }),
    decline: useMutation({
      mutationFn: (offerId: string) =>
        api<void>(`/api/rider/offers/${encodeURIComponent(offerId)}/decline`, { method: 'POST' }),
      onSuccess: (_nothing, offerId) => dropOffer(offerId),
      ...settle,
    }),
    status: useMutation({
      mutationFn: ({ orderId, status }: { orderId: string } & RiderStatusRequest) =>
        api<RiderAssignment>(`/api/rider/orders/${encodeURIComponent(orderId)}/status`, {
          method: 'POST',
          body: { status },
        }),
      onSuccess: patchAssignment,
      ...settle,
    }),
    deliver: useMutation({
      mutationFn: ({ orderId, ...body }: { orderId: string } & RiderDeliverRequest) =>
        api<RiderAssignment>(`/api/rider/orders/${encodeURIComponent(orderId)}/deliver`, {
          method: 'POST',
          body,
        }),
      ...settle,
    }),
    line: useMutation({
      mutationFn: ({ orderId, lineId, ...body }: { orderId: string; lineId: string } & RiderLineRequest) =>
        api<RiderAssignment>(
          `/api/rider/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}`,
          { method: 'POST', body },
        ),
      onSuccess: patchAssignment,
      ...settle,
    }),
  };
}
