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

/** Remembers the choices of an order for next time, in the order's transaction (one statement). */
export async function rememberChoices(
  tx: Queryable,
  userId: string,
  choices: readonly RememberedChoice[],
): Promise<void> {
  // One row per product (two packs of one product share its choice; the last one wins).
  const unique = [...new Map(choices.map((choice) => [choice.productId, choice])).values()];
  if (unique.length === 0) return;
  await tx.query(
    `insert into substitution_preferences (user_id, product_id, choice, specific_product_id)
     select $1, x.product_id, x.choice, x.specific
       from unnest($2::uuid[], $3::text[], $4::uuid[]) as x(product_id, choice, specific)
     on conflict (user_id, product_id) do update
       set choice = excluded.choice, specific_product_id = excluded.specific_product_id, updated_at = now()`,
    [
      userId,
      unique.map((choice) => choice.productId),
      unique.map((choice) => choice.choice),
      unique.map((choice) => choice.specificProductId),
    ],
  );
}
