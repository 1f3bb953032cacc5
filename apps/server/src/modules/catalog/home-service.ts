import {
  discountedPaise,
  type HomeSections,
  type Language,
  type ProductSummary,
  type SpecialOffer,
} from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { distinctRows } from './home-rows.js';
import {
  PRODUCT_FROM,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
  toProductSummary,
} from './product-rows.js';

export const SECTION_SIZE = 12;
/** Each row fetches this many candidates, so it still fills up after the rows before it took theirs. */
export const ROW_CANDIDATES = SECTION_SIZE * 3;
/** A row with fewer distinct products than this is hidden: two lonely cards read as a broken page. */
export const MIN_ROW_PRODUCTS = 3;
/** "Frequently bought" on home means in at least this many of the customer's orders (one order is "previously"). */
export const FREQUENT_MIN_ORDERS = 2;
export const USER_LIST_SIZE = 50;
/** Below this many products ordered in the last 7 days, trending is topped up from favourites. */
export const TRENDING_MIN_ORDERED = 4;

/** Orders that count as purchases: paid for (or cash on delivery) and not cancelled. */
const COUNTED_ORDER = `o.status not in ('payment_pending', 'cancelled')`;

/** The best pack offer of each product in "Special offers", with the product's columns. */
interface OfferRow extends ProductSummaryRow {
  offer_name: string;
  offer_unit: string;
  offer_price_paise: number;
  offer_discount: number;
}

/**
 * The home page's sections, each computed from real data (ADR 0007 says how, ADR 0011 how rows stay distinct):
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

  /**
   * Most units ordered in the last 7 days; a shop with few orders tops up with the most favourited. Products with
   * neither are not "trending" (they are fresh arrivals at best), so a brand-new shop has no trending row.
   */
  const trending = (language: Language) =>
    products(
      language,
      `with ordered as (
         select oi.product_id, sum(oi.quantity)::int as units
           from order_items oi join orders o on o.id = oi.order_id
          where o.created_at > tokri_now() - interval '7 days' and ${COUNTED_ORDER}
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
          and (ordered.units is not null or (loved.fans is not null and not (select yes from enough)))
        order by coalesce(ordered.units, 0) desc, coalesce(loved.fans, 0) desc, p.created_at desc, p.id
        limit $1`,
      [ROW_CANDIDATES, TRENDING_MIN_ORDERED],
    );

  const freshArrivals = (language: Language) =>
    products(
      language,
      `select ${PRODUCT_SUMMARY_COLUMNS} from ${PRODUCT_FROM}
        where p.is_active order by p.created_at desc, p.id desc limit $1`,
      [ROW_CANDIDATES],
    );

  /**
   * This user's products by how many of their orders included them, in at least two of them (issue 32 minor: with
   * one, the full page was previously bought in another order); previously bought is everything.
   */
  const frequentlyBought = (
    language: Language,
    userId: string,
    limit = SECTION_SIZE,
    minOrders = FREQUENT_MIN_ORDERS,
  ) =>
    products(
      language,
      `with mine as (
         select oi.product_id, count(distinct o.id)::int as times, max(o.created_at) as last_at
           from orders o join order_items oi on oi.order_id = o.id
          where o.user_id = $1 and ${COUNTED_ORDER}
          group by oi.product_id
       )
       select ${PRODUCT_SUMMARY_COLUMNS} from ${PRODUCT_FROM} join mine on mine.product_id = p.id
        where p.is_active and mine.times >= $3
        order by mine.times desc, mine.last_at desc, p.id
        limit $2`,
      [userId, limit, minOrders],
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

  /** Pack offers: products whose other packs carry their own discount, biggest saving first, with that pack. */
  async function specialOffers(language: Language): Promise<SpecialOffer[]> {
    const { rows } = await db.query<OfferRow>(
      `with offers as (
         select distinct on (v.product_id) v.product_id, v.name as offer_name, v.unit as offer_unit,
                v.price_paise as offer_price_paise, v.discount_percentage as offer_discount
           from product_variants v
          where v.is_active and v.stock_quantity > 0 and coalesce(v.discount_percentage, 0) > 0
          order by v.product_id, v.discount_percentage desc, v.price_paise, v.id
       )
       select ${PRODUCT_SUMMARY_COLUMNS}, offers.offer_name, offers.offer_unit, offers.offer_price_paise,
              offers.offer_discount
         from ${PRODUCT_FROM} join offers on offers.product_id = p.id
        where p.is_active
        order by offers.offer_discount desc, p.id
        limit $1`,
      [ROW_CANDIDATES],
    );
    return rows.map((row) => ({
      ...toProductSummary(row, language),
      offer: {
        packName: row.offer_name,
        unit: row.offer_unit,
        pricePaise: row.offer_price_paise,
        discountPercentage: row.offer_discount,
        finalPricePaise: discountedPaise(row.offer_price_paise, row.offer_discount),
      },
    }));
  }

  return {
    bestDeals,
    frequentlyBought,
    previouslyBought,
    async sections(language: Language, userId: string): Promise<HomeSections> {
      const [bestDealsRow, trendingRow, freshRow, frequentRow, previousRow, offersRow] = await Promise.all([
        bestDeals(language, ROW_CANDIDATES),
        trending(language),
        freshArrivals(language),
        frequentlyBought(language, userId, ROW_CANDIDATES, FREQUENT_MIN_ORDERS),
        previouslyBought(language, userId, ROW_CANDIDATES),
        specialOffers(language),
      ]);
      const rows = distinctRows<ProductSummary>(
        {
          bestDeals: bestDealsRow,
          trending: trendingRow,
          freshArrivals: freshRow,
          frequentlyBought: frequentRow,
          previouslyBought: previousRow,
          specialOffers: offersRow,
        },
        SECTION_SIZE,
        MIN_ROW_PRODUCTS,
      );
      return { ...rows, specialOffers: rows.specialOffers as SpecialOffer[] };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
