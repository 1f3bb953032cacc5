import type { AdminStats } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { IS_CUSTOMER_ACCOUNT, ORDER_FIGURES } from './admin-figures.js';

export function createAdminService(db: Queryable) {
  return {
    /**
     * Spec §6 with the figures of ADR 0077: orders placed (every order but an unpaid online one), revenue (what
     * paid or delivered orders keep, net of refunds), pending (placed), customer accounts, products.
     */
    async stats(): Promise<AdminStats> {
      const { rows } = await db.query<AdminStats>(
        `select (select count(*)::int from orders where status <> 'payment_pending') as "totalOrders",
                (select coalesce(sum(f.revenue_paise), 0)::bigint::float8 from (${ORDER_FIGURES}) f)
                  as "totalRevenuePaise",
                (select count(*)::int from orders where status = 'placed') as "pendingOrders",
                (select count(*)::int from users u where ${IS_CUSTOMER_ACCOUNT}) as "activeCustomers",
                (select count(*)::int from products) as "totalProducts"`,
      );
      return rows[0]!;
    },
  };
}
