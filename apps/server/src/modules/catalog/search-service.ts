import type { Language, SearchResponse, SearchSuggestion } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import {
  PRODUCT_FROM,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
  toProductSummary,
} from './product-rows.js';

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
    category: product.category,
  };
}

/**
 * Search over names in English, Hindi and Telugu plus transliterations ("doodh", "tamatar", "paalu"),
 * with PostgreSQL's pg_trgm: substring matches in any script, and trigram word similarity for typos.
 */
export function createSearchService(db: Queryable) {
  return {
    async suggest(query: string, language: Language, limit: number): Promise<SearchResponse> {
      const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
      const like = `%${escapeLike(q)}%`;
      const { rows } = await db.query<ProductSummaryRow>(
        `select ${PRODUCT_SUMMARY_COLUMNS}
           from ${PRODUCT_FROM}
          where p.is_active and (p.search_text like $2 or $1 <% p.search_text)
          order by (lower(p.name) like $3) desc,
                   (p.search_text like $2) desc,
                   word_similarity($1, p.search_text) desc,
                   p.stock_quantity > 0 desc,
                   p.name
          limit $4`,
        [q, like, `${escapeLike(q)}%`, limit],
      );
      if (rows.length > 0) return { items: rows.map((row) => toSuggestion(row, language)), closeMatches: [] };
      const close = await db.query<ProductSummaryRow>(
        `select ${PRODUCT_SUMMARY_COLUMNS}
           from ${PRODUCT_FROM}
          where p.is_active and word_similarity($1, p.search_text) > 0.25
          order by word_similarity($1, p.search_text) desc, p.name
          limit $2`,
        [q, Math.min(limit, 5)],
      );
      return { items: [], closeMatches: close.rows.map((row) => toSuggestion(row, language)) };
    },
  };
}
