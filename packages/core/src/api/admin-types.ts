import { ORDER_STATUSES, type OrderStatus } from '../order-states.js';

/** GET /api/admin/stats (spec §6). */
export interface AdminStats {
  totalOrders: number;
  totalRevenuePaise: number;
  pendingOrders: number;
  activeCustomers: number;
  totalProducts: number;
}

/** The statuses the admin order list can be filtered by (unpaid orders never appear there). */
export const ADMIN_FILTER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'payment_pending',
);
