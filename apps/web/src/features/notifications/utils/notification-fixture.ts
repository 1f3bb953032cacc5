import type { NotificationView } from '@tokri/core';

/** A notification for tests, changed by `patch`. */
export const notification = (patch: Partial<NotificationView> = {}): NotificationView => ({
  id: 'n1',
  user_id: 'u1',
  role: 'user',
  type: 'order_updated',
  title: 'Order confirmed',
  message: 'The store has confirmed your order #abcd1234.',
  is_read: false,
  created_at: '2026-11-21T10:00:00.000Z',
  order_id: 'order-1',
  metadata: {
    template: 'order_confirmed',
    status: 'confirmed',
    priority: 'high',
    actions: [{ id: 'track', title: 'Track', path: '/orders/order-1' }],
  },
  ...patch,
});
