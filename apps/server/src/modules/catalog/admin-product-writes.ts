import { type ProductInput, slugFromName, uniqueSlug } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { setStockCount } from '../inventory/stock-adjustments.js';
import { asFieldErrors } from './admin-field-errors.js';
import { productColumnValues } from './admin-product-rows.js';

/** The catalogue's writes of one product and its packs, each in the caller's transaction (ADR 0034). */

/** A free slug for `table` from an English name: `milk`, else `milk-2`, `milk-3`… */
export async function freeSlug(
  tx: Queryable,
  table: 'products' | 'categories',
  name: string,
  fallback: string,
) {
  const base = slugFromName(name, fallback);
  const { rows } = await tx.query<{ slug: string }>(
    `select slug from ${table} where slug = $1 or slug like $2`,
    [base, `${base}-%`],
  );
  return uniqueSlug(base, new Set(rows.map((row) => row.slug)));
}

export async function assertCategory(tx: Queryable, categoryId: string, field = 'categoryId') {
  const { rows } = await tx.query('select 1 from categories where id = $1', [categoryId]);
  if (rows.length === 0) throw asFieldErrors({ [field]: 'NOT_FOUND' });
}

export async function insertProduct(tx: Queryable, input: ProductInput, slug: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into products (category_id, name, type, price_paise, unit, discount_percentage, description, benefits,
                           ingredients, nutritional_info, translations, search_terms, is_active, gst_rate, hsn_code, slug)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
    [...productColumnValues(input), slug],
  );
  return rows[0]!.id;
}

export async function updateProduct(tx: Queryable, id: string, input: ProductInput): Promise<void> {
  await tx.query(
    `update products set category_id = $1, name = $2, type = $3, price_paise = $4, unit = $5,
            discount_percentage = $6, description = $7, benefits = $8, ingredients = $9, nutritional_info = $10,
            translations = $11, search_terms = $12, is_active = $13, gst_rate = $14, hsn_code = $15,
            updated_at = tokri_now()
      where id = $16`,
    [...productColumnValues(input), id],
  );
}

/**
 * Makes the product's packs what the input says: packs with an id are updated (they must be this product's),
 * packs without one are added with their opening stock, and packs left out are deleted, or only withdrawn when
 * an order or subscription names them. Stock of an existing pack is not touched here (that is an adjustment).
 */
export async function syncPacks(tx: Queryable, productId: string, input: ProductInput, actorUserId: string) {
  const { rows: existing } = await tx.query<{ id: string }>(
    'select id from product_variants where product_id = $1 for update',
    [productId],
  );
  const own = new Set(existing.map((row) => row.id));
  const problems: Record<string, 'NOT_FOUND'> = {};
  input.packs.forEach((pack, index) => {
    if (pack.id && !own.has(pack.id)) problems[`packs.${index}.id`] = 'NOT_FOUND';
  });
  if (Object.keys(problems).length > 0) throw asFieldErrors(problems);

  const kept = new Set(input.packs.flatMap((pack) => (pack.id ? [pack.id] : [])));
  const gone = [...own].filter((id) => !kept.has(id));
  if (gone.length > 0) {
    // Renamed-away names must not clash with the packs being written (product_variants_name_key).
    await tx.query(
      `update product_variants v set is_active = false, name = left('old-' || v.id::text, 40)
        where v.id = any($1::uuid[])
          and (exists (select 1 from order_items oi where oi.variant_id = v.id)
               or exists (select 1 from subscriptions s where s.variant_id = v.id))`,
      [gone],
    );
    await tx.query(
      `delete from product_variants v where v.id = any($1::uuid[])
          and not exists (select 1 from order_items oi where oi.variant_id = v.id)
          and not exists (select 1 from subscriptions s where s.variant_id = v.id)`,
      [gone],
    );
  }
  // Two packs swapping names would clash midway: park the kept ones' names first.
  if (kept.size > 0) {
    await tx.query(
      `update product_variants set name = left('tmp-' || id::text, 40) where id = any($1::uuid[])`,
      [[...kept]],
    );
  }
  for (const [index, pack] of input.packs.entries()) {
    const values = [
      pack.name,
      pack.unit,
      pack.pricePaise,
      pack.discountPercentage,
      pack.sortOrder || index + 1,
      pack.isActive,
    ];
    if (pack.id) {
      await tx.query(
        `update product_variants set name = $1, unit = $2, price_paise = $3, discount_percentage = $4,
                sort_order = $5, is_active = $6 where id = $7`,
        [...values, pack.id],
      );
    } else {
      const { rows } = await tx.query<{ id: string }>(
        `insert into product_variants (name, unit, price_paise, discount_percentage, sort_order, is_active, product_id)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [...values, productId],
      );
      if (pack.stockQuantity > 0) {
        await setStockCount(tx, { productId, variantId: rows[0]!.id }, pack.stockQuantity, {
          actorUserId,
          reason: 'received',
          note: 'opening stock',
        });
      }
    }
  }
}
