import type { Language, SearchResponse, SearchSuggestion } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import {
  PRODUCT_FROM,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
  toProductSummary,
} from './product-rows.js';
import type { SearchCache } from './search-cache.js';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function toSuggestion(row: ProductSummaryRow, language: Language): SearchSuggestion {
  const product = toProductSummary(row, language);
  return {
    id: product.id,
    name: product.name,
    unit: product.unit,
    imageUrl: product.imageUrl,
    finalPricePaise: product.finalPricePaise,
    pricePaise: product.pricePaise,
    stockQuantity: product.stockQuantity,
    category: product.category,
  };
}

/** Word distance (1 − word similarity) below which a product counts as a match for a typo. */
const TYPO_DISTANCE = 0.5;
/** ...and below which it is still offered as a close match when nothing matched. */
const CLOSE_DISTANCE = 0.75;

/** The product's names in the three languages, lower case: what a "word of the name" is taken from. */
const NAMES = `lower(concat_ws(' ', p.name, p.translations -> 'hi' ->> 'name', p.translations -> 'te' ->> 'name'))`;
/** ...cut into words at spaces and punctuation, in every script ("Organic Jaggery (Gur)" → organic, jaggery, gur). */
const NAME_WORDS = `regexp_split_to_array(${NAMES}, '[[:space:][:punct:]]+')`;
/** How many products the typo search looks at, nearest first, before ranking them by their names. */
const FUZZY_POOL = 3;

/**
 * Search over names in English, Hindi and Telugu plus transliterations ("doodh", "tamatar", "paalu"), with
 * PostgreSQL's pg_trgm (ADR 0007): substring matches in any script from the GIN trigram index, then, to fill up,
 * the nearest products by word similarity from the GiST trigram index (KNN), which forgives typos. A word of
 * the name (in any of the three scripts) ranks above a name that starts with the query, which ranks above a word
 * that starts with it, a name that contains it, and a match in the other search words (issue 32).
 */
export function createSearchService(db: Queryable, cache?: SearchCache<SearchResponse>) {
  async function nearest(q: string, maxDistance: number, limit: number, exclude: string[]) {
    // Issue 32: the nearest by all the search words (transliterations too) are the candidates, but the one whose
    // own name is nearest the query comes first: "panner" is Fresh Paneer before water ("pani").
    const { rows } = await db.query<ProductSummaryRow & { distance: number }>(
      `select * from (
         select ${PRODUCT_SUMMARY_COLUMNS}, p.search_text <->> $1 as distance, ${NAMES} <->> $1 as name_distance
           from ${PRODUCT_FROM}
          where p.is_active and p.id <> all($3::uuid[])
          order by p.search_text <->> $1
          limit $2 * ${FUZZY_POOL}
       ) nearest where distance < $4
       order by name_distance, distance, name
       limit $2`,
      [q, limit, exclude, maxDistance],
    );
    return rows;
  }

  async function search(q: string, language: Language, limit: number): Promise<SearchResponse> {
    const { rows: exact } = await db.query<ProductSummaryRow>(
      `select ${PRODUCT_SUMMARY_COLUMNS}
           from ${PRODUCT_FROM}
          where p.is_active and p.search_text like $1
          order by $4 = any(${NAME_WORDS}) desc,
                   lower(p.name) like $2 desc,
                   exists (select 1 from unnest(${NAME_WORDS}) word where word like $2) desc,
                   ${NAMES} like $1 desc,
                   p.stock_quantity > 0 desc, length(p.name), p.name
          limit $3`,
      [`%${escapeLike(q)}%`, `${escapeLike(q)}%`, limit, q],
    );
    const fuzzy =
      exact.length < limit
        ? await nearest(
            q,
            TYPO_DISTANCE,
            limit - exact.length,
            exact.map((row) => row.id),
          )
        : [];
    const items = [...exact, ...fuzzy];
    if (items.length > 0) return { items: items.map((row) => toSuggestion(row, language)), closeMatches: [] };
    const close = await nearest(q, CLOSE_DISTANCE, Math.min(limit, 5), []);
    return { items: [], closeMatches: close.map((row) => toSuggestion(row, language)) };
  }

  return {
    /** The answer depends only on the normalised text, the language and the limit: that is the cache key. */
    async suggest(query: string, language: Language, limit: number): Promise<SearchResponse> {
      const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
      if (!cache) return search(q, language, limit);
      return cache.get(`${language}\u0000${limit}\u0000${q}`, () => search(q, language, limit));
    },
  };
}
