import { type Language, rankSubstitutes, type SimilarProduct } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { localised } from '../catalog/localise.js';

interface CandidateRow {
  id: string;
  name: string;
  translations: unknown;
  unit: string;
  final_price_paise: number;
  image_url: string | null;
}

export interface SimilarQuery {
  /** The product that may be unavailable. */
  productId: string;
  /** What the customer pays (paid) per unit for it: the price the nearest is measured from. */
  unitPricePaise: number;
  unit: string;
  /** Only products with at least this much stock (the line's quantity when substituting). */
  minStock: number;
  limit?: number;
}

/**
 * Products that could stand in for one (ADR 0045): the same category, on sale, in stock, nearest price first,
 * then the same unit (`rankSubstitutes`). Reads the catalogue; writes nothing.
 */
export async function similarProducts(
  db: Queryable,
  query: SimilarQuery,
  language: Language,
): Promise<SimilarProduct[]> {
  const { rows } = await db.query<CandidateRow>(
    `select p.id, p.name, p.translations, p.unit, p.final_price_paise, p.image_url
       from products p join products o on o.id = $1
      where p.category_id = o.category_id and p.id <> o.id and p.is_active and p.stock_quantity >= $2`,
    [query.productId, Math.max(query.minStock, 1)],
  );
  const ranked = rankSubstitutes(
    { unit: query.unit, unitPricePaise: query.unitPricePaise },
    rows.map((row) => ({ ...row, productId: row.id, unitPricePaise: row.final_price_paise })),
  );
  return ranked.slice(0, query.limit ?? ranked.length).map((row) => ({
    id: row.id,
    name: localised(row.translations, language, 'name', row.name),
    unit: row.unit,
    unitPricePaise: row.final_price_paise,
    imageUrl: row.image_url,
  }));
}

/** Whether `candidateId` may be picked for `productId`: another product of its category, on sale. */
export async function isSimilarProduct(
  db: Queryable,
  productId: string,
  candidateId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from products p join products o on o.id = $1
      where p.id = $2 and p.id <> o.id and p.category_id = o.category_id and p.is_active`,
    [productId, candidateId],
  );
  return rows.length > 0;
}
