/**
 * An order change as the realtime `orders` and `admin_orders` topics (and the purchase WebSocket's
 * `event.data`) carry it: the row after the change, with the statuses it came from. Money in paise.
 */
export interface OrderChange {
  id: string;
  user_id: string;
  status: string;
  payment_status: string;
  old_status?: string | null;
  old_payment_status?: string | null;
  total?: number;
  tracking_id?: string | null;
  payment_method?: string;
  customer_name?: string | null;
  rider_name?: string | null;
  created_at?: string;
  updated_at?: string;
}

export function isOrderChange(value: unknown): value is OrderChange {
  const record = value as Partial<OrderChange> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.id === 'string' &&
    typeof record.status === 'string'
  );
}

/**
 * One toast per order and status: the order-event toast and the notification about the same change share it,
 * so the notification's fuller text replaces the short one instead of stacking a second toast.
 */
export function orderToastId(orderId: string, status: string): string {
  return `order-${orderId}-${status}`;
}
