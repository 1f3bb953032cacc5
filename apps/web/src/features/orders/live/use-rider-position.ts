import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RiderPositionView } from '@tokri/core';
import { useEffect } from 'react';
import { api } from '../../../shared/api/api-client.js';
import { realtime } from '../../../shared/realtime/realtime.js';

export const riderPositionKey = (orderId: string) => ['rider-position', orderId] as const;

/** Keeps the newer of two positions (a GET answered late must not move the rider back). */
export function newerPosition(
  known: RiderPositionView | null | undefined,
  next: RiderPositionView | null,
): RiderPositionView | null {
  if (!known || !next) return next;
  return Date.parse(next.at) >= Date.parse(known.at) ? next : known;
}

/**
 * The rider's newest position for the customer's order while it is on its way: read over HTTP when the page
 * opens and after every reconnect (positions are never replayed), then moved by each `rider_position` message.
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
  });
  useEffect(() => {
    if (!onItsWay) return;
    const key = riderPositionKey(orderId);
    const offMessage = realtime.onVolatile((message) => {
      if (message.type === 'rider_position' && message.position.orderId === orderId)
        queryClient.setQueryData<RiderPositionView | null>(key, (known) =>
          newerPosition(known, message.position),
        );
    });
    const offStatus = realtime.onStatus((status) => {
      if (status === 'connected') void queryClient.invalidateQueries({ queryKey: key });
    });
    return () => {
      offMessage();
      offStatus();
    };
  }, [orderId, onItsWay, queryClient]);
  return onItsWay ? (query.data ?? null) : null;
}
