import type { AdminStats } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

export function createAdminService(db: Queryable) {
  return {
    /** Spec §6: orders (except unpaid online ones), revenue, pending (placed), customers, products. */
    async stats(): Promise<AdminStats> {
      const { rows } = await db.query<AdminStats>(
        `select (select count(*)::int from orders where status <> 'payment_pending') as "totalOrders",
                (select coalesce(sum(total_paise), 0)::int from orders where status <> 'payment_pending') as "totalRevenuePaise",
                (select count(*)::int from orders where status = 'placed') as "pendingOrders",
                (select count(*)::int from profiles) as "activeCustomers",
                (select count(*)::int from products) as "totalProducts"`,
      );
      return rows[0]!;
    },
  };
}
