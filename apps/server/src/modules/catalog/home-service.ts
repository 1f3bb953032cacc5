import type { HomeSections, Language, ProductSummary } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import {
  PRODUCT_FROM,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
  toProductSummary,
} from './product-rows.js';

export const SECTION_SIZE = 12;
export const USER_LIST_SIZE = 50;
/** Below this many products ordered in the last 7 days, trending is topped up from favourites. */
export const TRENDING_MIN_ORDERED = 4;

/** Orders that count as purchases: paid for (or cash on delivery) and not cancelled. */
const COUNTED_ORDER = `o.status not in ('payment_pending', 'cancelled')`;

/**
 * The home page's sections, each computed from real data (ADR 0007 says how):
 * best deals, trending, fresh arrivals, frequently bought, previously bought, special offers.
 */
export function createHomeService(db: Queryable) {
  async function products(language: Language, sql: string, params: unknown[]): Promise<ProductSummary[]> {
    const { rows } = await db.query<ProductSummaryRow>(sql, params as never[]);
    return rows.map((row) => toProductSummary(row, language));
  }

  const bestDeals = (language: Language, limit = SECTION_SIZE) =>
    products(
      language,
      `select ${PRODUCT_SUMMARY_COLUMNS} from ${PRODUCT_FROM}
        where p.is_active and p.stock_quantity > 0 and p.discount_percentage > 0
        order by p.discount_percentage desc, p.final_price_paise asc, p.id
        limit $1`,
      [limit],
    );

  /** Most units ordered in the last 7 days; a shop with few orders tops up with the most favourited. */
  const trending = (language: Language) =>
    products(
      language,
      `with ordered as (
         select oi.product_id, sum(oi.quantity)::int as units
           from order_items oi join orders o on o.id = oi.order_id
          where o.created_at > now() - interval '7 days' and ${COUNTED_ORDER}
          group by oi.product_id
       ), loved as (
         select product_id, count(*)::int as fans from favorites group by product_id
       ), enough as (
         select count(*) >= $2 as yes from ordered
       )
       select ${PRODUCT_SUMMARY_COLUMNS}
         from ${PRODUCT_FROM}
         left join ordered on ordered.product_id = p.id
         left join loved on loved.product_id = p.id
        where p.is_active and p.stock_quantity > 0
          and (ordered.units is not null or not (select yes from enough))
        order by coalesce(ordered.units, 0) desc, coalesce(loved.fans, 0) desc, p.created_at desc, p.id
        limit $1`,
      [SECTION_SIZE, TRENDING_MIN_ORDERED],
    );

  const freshArrivals = (language: Language) =>
    products(
      language,
      `select ${PRODUCT_SUMMARY_COLUMNS} from ${PRODUCT_FROM}
        where p.is_active order by p.created_at desc, p.id desc limit $1`,
      [SECTION_SIZE],
    );

  /** This user's products by how many of their orders included them. */
  const frequentlyBought = (language: Language, userId: string, limit = SECTION_SIZE) =>
    products(
      language,
      `with mine as (
         select oi.product_id, count(distinct o.id)::int as times, max(o.created_at) as last_at
           from orders o join order_items oi on oi.order_id = o.id
          where o.user_id = $1 and ${COUNTED_ORDER}
          group by oi.product_id
       )
       select ${PRODUCT_SUMMARY_COLUMNS} from ${PRODUCT_FROM} join mine on mine.product_id = p.id
        where p.is_active
        order by mine.times desc, mine.last_at desc, p.id
        limit $2`,
      [userId, limit],
    );

  /** This user's past products, the most recently ordered first. */
  const previouslyBought = (language: Language, userId: string, limit = SECTION_SIZE) =>
    products(
      language,
      `with mine as (
         select oi.product_id, max(o.created_at) as last_at
           from orders o join order_items oi on oi.order_id = o.id
          where o.user_id = $1 and ${COUNTED_ORDER}
          group by oi.product_id
       )
       select ${PRODUCT_SUMMARY_COLUMNS} from ${PRODUCT_FROM} join mine on mine.product_id = p.id
        where p.is_active
        order by mine.last_at desc, p.id
        limit $2`,
      [userId, limit],
    );

  /** Pack offers: products whose larger packs carry their own discount, biggest saving first. */
  const specialOffers = (language: Language) =>
    products(
      language,
      `with offers as (
         select v.product_id, max(v.discount_percentage) as best
           from product_variants v
          where v.is_active and v.stock_quantity > 0 and coalesce(v.discount_percentage, 0) > 0
          group by v.product_id
       )
       select ${PRODUCT_SUMMARY_COLUMNS} from ${PRODUCT_FROM} join offers on offers.product_id = p.id
        where p.is_active
        order by offers.best desc, p.id
        limit $1`,
      [SECTION_SIZE],
    );

  return {
    bestDeals,
    frequentlyBought,
    previouslyBought,
    async sections(language: Language, userId: string): Promise<HomeSections> {
      const [deals, hot, fresh, frequent, previous, offers] = await Promise.all([
        bestDeals(language),
        trending(language),
        freshArrivals(language),
        frequentlyBought(language, userId),
        previouslyBought(language, userId),
        specialOffers(language),
      ]);
      return {
        bestDeals: deals,
        trending: hot,
        freshArrivals: fresh,
        frequentlyBought: frequent,
        previouslyBought: previous,
        specialOffers: offers,
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
