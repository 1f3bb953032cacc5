import type { Queryable } from '../../db/database.js';

export interface AdminStats {
  totalOrders: number;
  totalRevenuePaise: number;
  pendingOrders: number;
  activeCustomers: number;
  totalProducts: number;
}

export function createAdminService(db: Queryable) {
  return {
    /** Spec §6 stats. Orders arrive with the checkout issue; until then the order figures are honestly zero. */
    async stats(): Promise<AdminStats> {
      const { rows } = await db.query<{ customers: number; products: number }>(
        `select (select count(*)::int from profiles) as customers, (select count(*)::int from products) as products`,
      );
      return {
        totalOrders: 0,
        totalRevenuePaise: 0,
        pendingOrders: 0,
        activeCustomers: rows[0]?.customers ?? 0,
        totalProducts: rows[0]?.products ?? 0,
      };
    },
  };
}
