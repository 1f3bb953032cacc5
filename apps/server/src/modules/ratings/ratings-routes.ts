import { appRatingRequestSchema, orderRatingRequestSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { AdminRatings } from './admin-ratings.js';
import type { AppRatings } from './app-ratings.js';
import type { OrderRatings } from './order-ratings.js';

/** /api/orders/:id/rating: the customer's rating of their own delivered order. */
export function orderRatingRoutes(ratings: OrderRatings, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/:id/rating', async (c) =>
      c.json({ rating: await ratings.get(c.get('user').id, uuidParam(c, 'id')) }),
    )
    .post('/:id/rating', async (c) => {
      const input = await readJson(c, orderRatingRequestSchema);
      return c.json({ rating: await ratings.rate(c.get('user').id, uuidParam(c, 'id'), input) }, 201);
    });
}

/** /api/ratings/app: the signed-in user's in-app rating ("Rate app"). */
export function appRatingRoutes(ratings: AppRatings, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/app', async (c) => c.json({ rating: await ratings.get(c.get('user').id) }))
    .put('/app', async (c) => {
      const input = await readJson(c, appRatingRequestSchema);
      return c.json({ rating: await ratings.save(c.get('user').id, input) });
    });
}

/** /api/admin/ratings: order ratings and app ratings, lowest first; admins only. */
export function adminRatingRoutes(ratings: AdminRatings, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/orders', async (c) => c.json({ items: await ratings.orders() }))
    .get('/app', async (c) => c.json({ items: await ratings.app() }));
}
