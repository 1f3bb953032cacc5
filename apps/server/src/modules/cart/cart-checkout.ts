import type { Language } from '@tokri/core';
import type { Queryable } from '../../db/database.js';
import { type CartLine, PRICED_CART_LINES, type PricedLineRow, toCartLine } from './cart-pricing.js';

/** What checkout needs of the cart: its lines, read under lock, and a way to close the cart as ordered. */

/** A line of the locked cart, with the cart row's id so exactly these lines are removed afterwards. */
export interface LockedCartLine extends CartLine {
  lineId: string;
  /** Both the product and its pack are on sale (false: withdrawn since it went into the cart). */
  active: boolean;
}

export interface LockedCart {
  /** The order this cart last became, if no line was added or changed since. */
  orderedOrderId: string | null;
  lines: LockedCartLine[];
}

/**
 * Locks the customer's cart for one checkout and reads its lines with current prices, stock and availability.
 * Locks are taken in one order everywhere (cart row -> cart lines and products by product id -> packs by id),
 * so concurrent checkouts queue instead of deadlocking, and the lines priced are exactly the lines stocked and
 * written. `for no key update` on products still lets order_items' foreign-key checks through.
 */
export async function lockCartForCheckout(
  tx: Queryable,
  userId: string,
  language: Language,
): Promise<LockedCart> {
  const cart = await tx.query<{ ordered_order_id: string | null }>(
    `insert into carts (user_id) values ($1)
     on conflict (user_id) do update set updated_at = carts.updated_at
     returning ordered_order_id`,
    [userId],
  );
  const { rows } = await tx.query<PricedLineRow & { line_id: string }>(
    `${PRICED_CART_LINES.replace('select ', 'select ci.id as line_id, ')}
      where ci.user_id = $1
      order by ci.product_id, ci.variant_id nulls first
      for update of ci for no key update of p`,
    [userId],
  );
  const variantIds = rows.flatMap((row) => (row.variant_id ? [row.variant_id] : []));
  if (variantIds.length > 0) {
    // The outer join cannot lock packs; lock them now and use what the lock returns, which is current.
    const packs = await tx.query<{
      id: string;
      price_paise: number;
      discount_percentage: number;
      stock_quantity: number;
      is_active: boolean;
    }>(
      `select id, price_paise, discount_percentage, stock_quantity, is_active from product_variants
        where id = any($1::uuid[]) order by id for no key update`,
      [variantIds],
    );
    const byId = new Map(packs.rows.map((pack) => [pack.id, pack]));
    for (const row of rows) {
      const pack = row.variant_id ? byId.get(row.variant_id) : undefined;
      if (!pack) continue;
      row.variant_price_paise = pack.price_paise;
      row.variant_discount = pack.discount_percentage;
      row.variant_stock = pack.stock_quantity;
      row.variant_active = pack.is_active;
    }
  }
  return {
    orderedOrderId: cart.rows[0]?.ordered_order_id ?? null,
    lines: rows.map((row) => ({
      ...toCartLine(row, language),
      lineId: row.line_id,
      active: row.is_active && (row.variant_id === null || row.variant_active === true),
    })),
  };
}

/** Removes exactly the lines that were ordered and remembers which order the cart became (one round trip). */
export async function closeCartAsOrdered(
  tx: Queryable,
  userId: string,
  orderId: string,
  lines: readonly LockedCartLine[],
): Promise<void> {
  await tx.query(
    `with ordered as (delete from cart_items where user_id = $1 and id = any($2::uuid[]))
     update carts set ordered_order_id = $3, updated_at = tokri_now() where user_id = $1`,
    [userId, lines.map((line) => line.lineId), orderId],
  );
}

/**
 * Opens the cart for a change of its lines: takes the cart row first (the same lock order as checkout) and
 * forgets the order it last became, since the cart now holds something new.
 */
export async function openCartForChange(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `insert into carts (user_id) values ($1)
     on conflict (user_id) do update set ordered_order_id = null, updated_at = tokri_now()`,
    [userId],
  );
}
