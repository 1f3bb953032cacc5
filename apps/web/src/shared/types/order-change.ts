/**
 * One toast per order and status: the order-event toast and the notification about the same change share it,
 * so the notification's fuller text replaces the short one instead of stacking a second toast.
 */
export function orderToastId(orderId: string, status: string): string {
  return `order-${orderId}-${status}`;
}
