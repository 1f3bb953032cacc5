import type { AdminStats, Language } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import {
  PRODUCT_FROM,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
  toProductSummary,
} from '../catalog/product-rows.js';

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

    /** Every product, inactive too, newest first, with page numbers for the admin table. */
    async products(language: Language, page: number, pageSize: number) {
      const { rows } = await db.query<ProductSummaryRow>(
        `select ${PRODUCT_SUMMARY_COLUMNS} from ${PRODUCT_FROM}
          order by p.created_at desc, p.id desc limit $1 offset $2`,
        [pageSize, (page - 1) * pageSize],
      );
      const total = await db.query<{ n: number }>('select count(*)::int as n from products');
      return {
        items: rows.map((row) => toProductSummary(row, language)),
        total: total.rows[0]?.n ?? 0,
        page,
        pageSize,
      };
    },
  };
}
