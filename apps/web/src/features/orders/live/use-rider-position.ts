import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RiderPositionView } from '@tokri/core';
import { api } from '../../../shared/api/api-client.js';
import { riderPositionKey } from './apply-order-change.js';

/** Keeps the newer of two positions (a GET answered after a newer message must not move the rider back). */
export function newerPosition(
  known: RiderPositionView | null | undefined,
  next: RiderPositionView | null,
): RiderPositionView | null {
  if (!known || !next) return next;
  return Date.parse(next.at) >= Date.parse(known.at) ? next : known;
}

/**
 * The rider's newest position for the customer's order while it is on its way: read over HTTP when the page
 * opens, when the phone is back online or the app back in front (positions are never replayed over the socket)
 * and every 30 s as a safety net, and moved by each `rider_position` message in between (app/live-updates.ts
 * writes them into this query; a rider sends a fix every few seconds, so a reconnected socket catches up at once).
 */
export function useRiderPosition(orderId: string, onItsWay: boolean): RiderPositionView | null {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: riderPositionKey(orderId),
    queryFn: async () => {
      const { position } = await api<{ position: RiderPositionView | null }>(
        `/api/orders/${orderId}/rider-position`,
      );
      return newerPosition(queryClient.getQueryData(riderPositionKey(orderId)), position);
    },
    enabled: onItsWay,
    refetchOnReconnect: 'always',
    refetchOnWindowFocus: 'always',
    refetchInterval: 30_000,
  });
  return onItsWay ? (query.data ?? null) : null;
}
