import type { Language, ProductSummary } from '@tokri/core';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';
import {
  PRODUCT_FROM,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
  toProductSummary,
} from '../catalog/product-rows.js';

/** How many products a user's "recently viewed" keeps. */
export const RECENTLY_VIEWED_CAP = 30;

export function createRecentlyViewedService(db: Database) {
  return {
    /** Records a view (moving the product to the top) and trims the list to the cap. */
    async record(userId: string, productId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { rowCount } = await tx.query(
          `insert into recently_viewed (user_id, product_id)
           select $1, p.id from products p where p.id = $2 and p.is_active
           on conflict (user_id, product_id) do update set viewed_at = tokri_now()`,
          [userId, productId],
        );
        if (rowCount === 0) throw notFound();
        await tx.query(
          `delete from recently_viewed where user_id = $1 and product_id not in (
             select product_id from recently_viewed where user_id = $1 order by viewed_at desc limit $2)`,
          [userId, RECENTLY_VIEWED_CAP],
        );
      });
    },

    async list(userId: string, language: Language): Promise<ProductSummary[]> {
      const { rows } = await db.query<ProductSummaryRow>(
        `select ${PRODUCT_SUMMARY_COLUMNS}
           from recently_viewed r join ${PRODUCT_FROM} on p.id = r.product_id
          where r.user_id = $1 and p.is_active
          order by r.viewed_at desc, p.id`,
        [userId],
      );
      return rows.map((row) => toProductSummary(row, language));
    },
  };
}
