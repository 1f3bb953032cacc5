import type { Queryable } from '../../db/database.js';

export interface Badges {
  favorites: number;
  cartItems: number;
}

/**
 * The header's counts in one round trip: favourites of active products, and cart items. It only reads
 * tables that the favorites and cart modules own.
 */
export async function readBadges(db: Queryable, userId: string): Promise<Badges> {
  const { rows } = await db.query<{ favorites: number; cart_items: number }>(
    `select (select count(*)::int from favorites f join products p on p.id = f.product_id
              where f.user_id = $1 and p.is_active) as favorites,
            (select coalesce(sum(quantity), 0)::int from cart_items where user_id = $1) as cart_items`,
    [userId],
  );
  return { favorites: rows[0]?.favorites ?? 0, cartItems: rows[0]?.cart_items ?? 0 };
}
