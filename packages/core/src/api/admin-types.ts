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

/** GET /api/admin/stats/charts: what a shop owner looks at daily, over the last `days` IST days. */
export interface AdminCharts {
  today: string;
  days: import('../admin-stats.js').AdminDay[];
  /** Every status the admin list shows, with the orders in it placed within the range (zeros included). */
  byStatus: { status: OrderStatus; count: number }[];
  /** Best sellers within the range by units sold (cancelled orders excluded), at most 10. */
  topProducts: { productId: string; name: string; quantity: number; revenuePaise: number }[];
  /** Over the range: orders, revenue and their average. */
  totals: { orders: number; revenuePaise: number; averageOrderValuePaise: number };
}
