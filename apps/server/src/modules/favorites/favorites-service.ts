import type { Language, ProductSummary } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';
import {
  PRODUCT_FROM,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
  toProductSummary,
} from '../catalog/product-rows.js';

/** A user's favourite products. Every query is scoped to the signed-in user's id. */
export function createFavoritesService(db: Queryable) {
  return {
    async list(userId: string, language: Language): Promise<ProductSummary[]> {
      const { rows } = await db.query<ProductSummaryRow>(
        `select ${PRODUCT_SUMMARY_COLUMNS}
           from favorites f join ${PRODUCT_FROM} on p.id = f.product_id
          where f.user_id = $1 and p.is_active
          order by f.created_at desc, p.id`,
        [userId],
      );
      return rows.map((row) => toProductSummary(row, language));
    },

    async ids(userId: string): Promise<string[]> {
      const { rows } = await db.query<{ product_id: string }>(
        `select f.product_id from favorites f join products p on p.id = f.product_id
          where f.user_id = $1 and p.is_active order by f.created_at desc`,
        [userId],
      );
      return rows.map((row) => row.product_id);
    },

    /** Adding twice is harmless: the unique key keeps one row. Inactive or unknown products are 404. */
    async add(userId: string, productId: string): Promise<void> {
      const { rowCount } = await db.query(
        `insert into favorites (user_id, product_id)
         select $1, p.id from products p where p.id = $2 and p.is_active
         on conflict (user_id, product_id) do nothing`,
        [userId, productId],
      );
      if (rowCount === 0) {
        const { rows } = await db.query('select 1 from products where id = $1 and is_active', [productId]);
        if (rows.length === 0) throw notFound();
      }
    },

    async remove(userId: string, productId: string): Promise<void> {
      await db.query('delete from favorites where user_id = $1 and product_id = $2', [userId, productId]);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
