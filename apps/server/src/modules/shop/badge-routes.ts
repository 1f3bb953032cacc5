import { Hono } from 'hono';
import type { Queryable } from '../../db/database.js';
import type { AppEnv } from '../../http/app-env.js';
import type { Guards } from '../auth/auth-middleware.js';

/** Header badges: the signed-in user's favourites count and cart item count. */
export function badgeRoutes(db: Queryable, guards: Guards) {
  return new Hono<AppEnv>().use(guards.requireUser).get('/', async (c) => {
    const { rows } = await db.query<{ favorites: number; cart_items: number }>(
      `select (select count(*)::int from favorites f join products p on p.id = f.product_id
                where f.user_id = $1 and p.is_active) as favorites,
              (select coalesce(sum(quantity), 0)::int from cart_items where user_id = $1) as cart_items`,
      [c.get('user').id],
    );
    return c.json({ favorites: rows[0]?.favorites ?? 0, cartItems: rows[0]?.cart_items ?? 0 });
  });
}
