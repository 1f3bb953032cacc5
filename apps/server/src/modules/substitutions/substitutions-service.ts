import { type CheckoutSubstitutionOptions, type Language, SIMILAR_PRODUCTS_LIMIT } from '@tokri/core';
import type { Database } from '../../db/database.js';
import { similarProducts } from './similar-products.js';
import { rememberedChoices } from './substitution-preferences.js';

interface CartLineRow {
  product_id: string;
  variant_id: string | null;
  unit: string;
  final_price_paise: number;
}

/** Substitution choices at checkout (ADR 0045); routes stay thin. */
export function createSubstitutionsService(db: Database) {
  /** Per line of the customer's cart: what they chose last time and the similar products to pick from. */
  async function checkoutOptions(userId: string, language: Language): Promise<CheckoutSubstitutionOptions> {
    const { rows } = await db.query<CartLineRow>(
      `select ci.product_id, ci.variant_id, coalesce(v.unit, p.unit) as unit,
              coalesce((v.price_paise * (100 - p.discount_percentage) + 50) / 100, p.final_price_paise) as final_price_paise
         from cart_items ci join products p on p.id = ci.product_id
         left join product_variants v on v.id = ci.variant_id
        where ci.user_id = $1 order by ci.product_id, ci.variant_id nulls first`,
      [userId],
    );
    const remembered = await rememberedChoices(
      db,
      userId,
      rows.map((row) => row.product_id),
    );
    const lines = await Promise.all(
      rows.map(async (row) => {
        const memory = remembered.get(row.product_id);
        return {
          productId: row.product_id,
          variantId: row.variant_id,
          remembered: memory ? { choice: memory.choice, specificProductId: memory.specificProductId } : null,
          similar: await similarProducts(
            db,
            {
              productId: row.product_id,
              unitPricePaise: row.final_price_paise,
              unit: row.unit,
              minStock: 1,
              limit: SIMILAR_PRODUCTS_LIMIT,
            },
            language,
          ),
        };
      }),
    );
    return { lines };
  }

  return { checkoutOptions };
}

export type SubstitutionsService = ReturnType<typeof createSubstitutionsService>;
