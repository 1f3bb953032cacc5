import {
  type Category,
  discountedPaise,
  effectiveDiscount,
  type Language,
  type ProductDetail,
  type ProductListResponse,
  type ProductSort,
  type productListQuerySchema,
  productRatingSummary,
} from '@tokri/core';
import type { z } from 'zod';
import type { Queryable, SqlParam } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';
import { localised } from './localise.js';
import { decodeCursor, encodeCursor, SORT_PLANS } from './product-list-cursor.js';
import {
  PRODUCT_FROM,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
  toProductSummary,
} from './product-rows.js';

interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  translations: unknown;
  image_url: string | null;
  sort_order: number;
}

function toCategory(row: CategoryRow, language: Language): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: localised(row.translations, language, 'name', row.name),
    description: localised(row.translations, language, 'description', row.description),
    imageUrl: row.image_url,
    sortOrder: row.sort_order,
  };
}

export type ProductListFilters = z.output<typeof productListQuerySchema>;

/** Units ordered per product over the last 30 days: the popularity sort's key. */
const POPULARITY_JOIN = `
  left join (
    select oi.product_id, sum(oi.quantity)::int as units
      from order_items oi join orders o on o.id = oi.order_id
     where o.created_at > tokri_now() - interval '30 days' and o.status not in ('payment_pending', 'cancelled')
     group by oi.product_id
  ) pop on pop.product_id = p.id`;

interface VariantRow {
  id: string;
  name: string;
  unit: string;
  price_paise: number;
  discount_percentage: number | null;
  stock_quantity: number;
}

interface DetailRow extends ProductSummaryRow {
  images: string[];
  description: string;
  benefits: string[];
  ingredients: string[];
  nutritional_info: Record<string, unknown>;
  is_favorite: boolean;
  rating_count: number;
  rating_up: number;
}

export function createCatalogService(db: Queryable) {
  return {
    async categories(language: Language): Promise<Category[]> {
      const { rows } = await db.query<CategoryRow>(
        `select id, slug, name, description, translations, image_url, sort_order
           from categories order by sort_order asc, name asc`,
      );
      return rows.map((row) => toCategory(row, language));
    },

    async category(slug: string, language: Language): Promise<Category> {
      const { rows } = await db.query<CategoryRow>(
        'select id, slug, name, description, translations, image_url, sort_order from categories where slug = $1',
        [slug],
      );
      if (!rows[0]) throw notFound();
      return toCategory(rows[0], language);
    },

    /**
     * Active products (inactive ones only when `includeInactive`, for admins), filtered and sorted,
     * one keyset page at a time.
     */
    async list(
      language: Language,
      filters: ProductListFilters,
      options: { includeInactive?: boolean } = {},
    ): Promise<ProductListResponse> {
      const plan = SORT_PLANS[filters.sort as ProductSort];
      const params: SqlParam[] = [];
      const where: string[] = [];
      const param = (value: SqlParam) => {
        params.push(value);
        return `$${params.length}`;
      };
      if (!options.includeInactive) where.push('p.is_active');
      // A scalar subquery, so the planner can walk the (category, sort key) index in order.
      if (filters.category)
        where.push(`p.category_id = (select id from categories where slug = ${param(filters.category)})`);
      if (filters.minPrice !== undefined) where.push(`p.final_price_paise >= ${param(filters.minPrice)}`);
      if (filters.maxPrice !== undefined) where.push(`p.final_price_paise <= ${param(filters.maxPrice)}`);
      if (filters.inStock) where.push('p.stock_quantity > 0');
      if (filters.discounted) where.push('p.discount_percentage > 0');
      if (filters.cursor) {
        const cursor = decodeCursor(filters.cursor, plan);
        const op = plan.direction === 'desc' ? '<' : '>';
        where.push(
          `(${plan.key}, p.id) ${op} (${param(cursor.key)}::${plan.type}, ${param(cursor.id)}::uuid)`,
        );
      }
      const limit = filters.limit;
      const { rows } = await db.query<ProductSummaryRow & { sort_key: string }>(
        `select ${PRODUCT_SUMMARY_COLUMNS}, (${plan.key})::text as sort_key
           from ${PRODUCT_FROM} ${filters.sort === 'popularity' ? POPULARITY_JOIN : ''}
          ${where.length ? `where ${where.join(' and ')}` : ''}
          order by ${plan.key} ${plan.direction}, p.id ${plan.direction}
          limit ${param(limit + 1)}`,
        params,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => toProductSummary(row, language)),
        nextCursor: rows.length > limit && last ? encodeCursor({ key: last.sort_key, id: last.id }) : null,
      };
    },

    /** One active product with all its packs; `isFavorite` for the asking user. */
    async detail(productId: string, userId: string, language: Language): Promise<ProductDetail> {
      const { rows } = await db.query<DetailRow>(
        `select ${PRODUCT_SUMMARY_COLUMNS}, p.images, p.description, p.benefits, p.ingredients, p.nutritional_info,
                exists (select 1 from favorites f where f.product_id = p.id and f.user_id = $2) as is_favorite,
                (select count(*)::int from order_item_ratings r where r.product_id = p.id) as rating_count,
                (select count(*)::int from order_item_ratings r where r.product_id = p.id and r.thumbs_up)
                  as rating_up
           from ${PRODUCT_FROM}
          where p.id = $1 and p.is_active`,
        [productId, userId],
      );
      const row = rows[0];
      if (!row) throw notFound();
      const variants = await db.query<VariantRow>(
        `select id, name, unit, price_paise, discount_percentage, stock_quantity from product_variants
          where product_id = $1 and is_active order by sort_order, name`,
        [productId],
      );
      const summary = toProductSummary(row, language);
      return {
        ...summary,
        images: row.images,
        description: localised(row.translations, language, 'description', row.description),
        benefits: localised(row.translations, language, 'benefits', row.benefits),
        ingredients: localised(row.translations, language, 'ingredients', row.ingredients),
        nutritionalInfo: row.nutritional_info,
        isFavorite: row.is_favorite,
        rating: productRatingSummary(row.rating_count, row.rating_up),
        packs: [
          {
            id: null,
            name: row.unit,
            unit: row.unit,
            pricePaise: row.price_paise,
            discountPercentage: row.discount_percentage,
            effectiveDiscountPercentage: row.discount_percentage,
            finalPricePaise: row.final_price_paise,
            stockQuantity: row.stock_quantity,
          },
          ...variants.rows.map((variant) => {
            const discount = effectiveDiscount(row.discount_percentage, variant.discount_percentage);
            return {
              id: variant.id,
              name: variant.name,
              unit: variant.unit,
              pricePaise: variant.price_paise,
              discountPercentage: variant.discount_percentage,
              effectiveDiscountPercentage: discount,
              finalPricePaise: discountedPaise(variant.price_paise, discount),
              stockQuantity: variant.stock_quantity,
            };
          }),
        ],
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
