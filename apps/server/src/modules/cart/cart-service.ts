import {
  cartLineTotalPaise,
  type DeliveryFeeRule,
  discountedUnitPaise,
  type Language,
  MAX_LINE_QUANTITY,
} from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { openCartForChange } from './cart-checkout.js';
import {
  type CartLine,
  type CartSummary,
  PRICED_CART_LINES,
  type PricedLineRow,
  summarise,
  toCartLine,
} from './cart-pricing.js';

export interface CartView {
  items: CartLine[];
  summary: CartSummary;
}

interface PackRow {
  price_paise: number;
  product_discount: number;
  variant_discount: number | null;
  stock: number;
  name: string;
}

/** The server-side cart: prices always come from the catalogue, never from the client. */
export function createCartService(db: Database, feeRule: DeliveryFeeRule) {
  async function pack(tx: Queryable, productId: string, variantId: string | null): Promise<PackRow> {
    const { rows } = await tx.query<PackRow>(
      variantId
        ? `select v.price_paise, p.discount_percentage as product_discount, v.discount_percentage as variant_discount,
                  v.stock_quantity as stock, p.name
             from product_variants v join products p on p.id = v.product_id
            where v.id = $2 and v.product_id = $1 and v.is_active and p.is_active`
        : `select p.price_paise, p.discount_percentage as product_discount, null::int as variant_discount,
                  p.stock_quantity as stock, p.name
             from products p where p.id = $1 and p.is_active`,
      variantId ? [productId, variantId] : [productId],
    );
    if (!rows[0]) throw new DomainError('PRODUCT_UNAVAILABLE');
    return rows[0];
  }

  /** Writes a line with the quantity and the prices the server computed. */
  async function writeLine(
    tx: Queryable,
    userId: string,
    productId: string,
    variantId: string | null,
    quantity: number,
  ) {
    if (quantity > MAX_LINE_QUANTITY)
      throw new DomainError('QUANTITY_LIMIT', { params: { max: MAX_LINE_QUANTITY } });
    const row = await pack(tx, productId, variantId);
    if (quantity > row.stock) {
      // The same details checkout sends, so a replayed offline change can cap itself to what is left (ADR 0054).
      throw new DomainError('OUT_OF_STOCK', {
        params: { items: `${row.name} (${row.stock})` },
        details: {
          items: [
            {
              productId,
              variantId,
              name: row.name,
              reason: 'out_of_stock',
              requested: quantity,
              available: row.stock,
            },
          ],
        },
      });
    }
    const price = {
      unitPricePaise: row.price_paise,
      productDiscountPercent: row.product_discount,
      variantDiscountPercent: variantId ? row.variant_discount : undefined,
    };
    await tx.query(
      `insert into cart_items (user_id, product_id, variant_id, quantity, unit_price_paise, total_price_paise)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (user_id, product_id, variant_id) do update
         set quantity = excluded.quantity, unit_price_paise = excluded.unit_price_paise,
             total_price_paise = excluded.total_price_paise, updated_at = tokri_now()`,
      [
        userId,
        productId,
        variantId,
        quantity,
        discountedUnitPaise(price),
        cartLineTotalPaise({ ...price, quantity }),
      ],
    );
  }

  async function currentQuantity(tx: Queryable, userId: string, productId: string, variantId: string | null) {
    const { rows } = await tx.query<{ quantity: number }>(
      `select quantity from cart_items where user_id = $1 and product_id = $2 and variant_id is not distinct from $3
       for update`,
      [userId, productId, variantId],
    );
    return rows[0]?.quantity ?? 0;
  }

  const service = {
    async view(userId: string, language: Language): Promise<CartView> {
      const { rows } = await db.query<PricedLineRow>(
        `${PRICED_CART_LINES} where ci.user_id = $1 order by ci.created_at, ci.product_id`,
        [userId],
      );
      const items = rows.map((row) => toCartLine(row, language));
      return { items, summary: summarise(items, feeRule) };
    },

    async add(userId: string, productId: string, variantId: string | null, quantity: number) {
      await db.transaction(async (tx) => {
        await openCartForChange(tx, userId);
        const existing = await currentQuantity(tx, userId, productId, variantId);
        await writeLine(tx, userId, productId, variantId, existing + quantity);
      });
    },

    /** Spec §5: setting a quantity of 0 or less removes the line. */
    async setQuantity(userId: string, productId: string, variantId: string | null, quantity: number) {
      if (quantity <= 0) return service.remove(userId, productId, variantId);
      await db.transaction(async (tx) => {
        await openCartForChange(tx, userId);
        await writeLine(tx, userId, productId, variantId, quantity);
      });
    },

    async remove(userId: string, productId: string, variantId: string | null) {
      await db.query(
        'delete from cart_items where user_id = $1 and product_id = $2 and variant_id is not distinct from $3',
        [userId, productId, variantId],
      );
    },

    async clear(userId: string) {
      await db.query('delete from cart_items where user_id = $1', [userId]);
    },
  };
  return service;
}

export type CartService = ReturnType<typeof createCartService>;
