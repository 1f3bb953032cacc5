import type { SubstitutionChoice } from '@tokri/core';
import type { Queryable } from '../../db/database.js';

export interface RememberedChoice {
  productId: string;
  choice: SubstitutionChoice;
  specificProductId: string | null;
}

/** The choices this customer last made for these products (ADR 0045). */
export async function rememberedChoices(
  db: Queryable,
  userId: string,
  productIds: readonly string[],
): Promise<Map<string, RememberedChoice>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await db.query<{
    product_id: string;
    choice: SubstitutionChoice;
    specific_product_id: string | null;
  }>(
    `select product_id, choice, specific_product_id from substitution_preferences
      where user_id = $1 and product_id = any($2::uuid[])`,
    [userId, [...productIds]],
  );
  return new Map(
    rows.map((row) => [
      row.product_id,
      { productId: row.product_id, choice: row.choice, specificProductId: row.specific_product_id },
    ]),
  );
}
