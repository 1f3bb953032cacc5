import { type QueryClient, skipToken, useQuery } from '@tanstack/react-query';
import type { OrderChange, RiderPositionView } from '@tokri/core';
import { isOrderStatus } from '@tokri/core';
import { ordersKeys } from '../../../shared/api/order-keys.js';
import type { OrderView } from '../../../shared/types/order.js';
import { cartKeys } from '../../cart/index.js';
import { badgesQueryKey } from '../../shop/index.js';

/** What live updates know about an order beyond the API's order view (the rider's name). */
export interface LiveOrderFacts {
  status: string;
  riderName: string | null;
  updatedAt: string | null;
}

const liveOrderKey = (orderId: string) => ['live-order', orderId] as const;

export function patchOrderView(order: OrderView, change: OrderChange): OrderView {
  if (order.id !== change.id) return order;
  return {
    ...order,
    status: isOrderStatus(change.status) ? change.status : order.status,
    paymentStatus: change.payment_status ?? order.paymentStatus,
  };
}

/**
 * A change to one of the customer's orders: lists and details show the new status at once, then refetch
 * (for the status history with its times); a new order also emptied the cart.
 */
export function applyOrderChange(queryClient: QueryClient, change: OrderChange, isNew: boolean) {
  queryClient.setQueriesData<OrderView>({ queryKey: ['orders', 'detail', change.id] }, (order) =>
    order ? patchOrderView(order, change) : order,
  );
  queryClient.setQueriesData<OrderView[]>({ queryKey: ['orders', 'list'] }, (orders) =>
    orders?.map((order) => patchOrderView(order, change)),
  );
  const known = queryClient.getQueryData<LiveOrderFacts>(liveOrderKey(change.id));
  queryClient.setQueryData<LiveOrderFacts>(liveOrderKey(change.id), {
    status: change.status,
    riderName: change.rider_name ?? known?.riderName ?? null,
    updatedAt: change.updated_at ?? null,
  });
  void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
  if (isNew) {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: badgesQueryKey });
  }
}

/** The live facts of an order seen since the app opened (undefined until a change arrives). */
export function useLiveOrderFacts(orderId: string) {
  return useQuery<LiveOrderFacts>({ queryKey: liveOrderKey(orderId), queryFn: skipToken }).data;
}

export const riderPositionKey = (orderId: string) => ['rider-position', orderId] as const;

/**
 * A `rider_position` message moves the marker of a tracking page showing that order (messages come in the order
 * the fixes were taken; the server never sends an older one), and is dropped when no page asked.
 */
export function applyRiderPosition(queryClient: QueryClient, position: RiderPositionView) {
  const key = riderPositionKey(position.orderId);
  if (queryClient.getQueryState(key)) queryClient.setQueryData(key, position);
}
