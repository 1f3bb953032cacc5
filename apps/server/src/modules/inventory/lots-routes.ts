import {
  bestBeforeQuerySchema,
  expiringLotsQuerySchema,
  productLotsQuerySchema,
  receiveLotInputSchema,
} from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { LotsService } from './lots-service.js';

/** /api/admin/lots (issue 15 item 3): receive stock as a lot, a product's lots, the expiring list; admins only. */
export function adminLotsRoutes(lots: LotsService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/', async (c) => {
      const { productId } = parseWith(productLotsQuerySchema, c.req.query());
      return c.json({ items: await lots.ofProduct(productId) });
    })
    .get('/expiring', async (c) => {
      const { days } = parseWith(expiringLotsQuerySchema, c.req.query());
      return c.json({ days, items: await lots.expiring(days) });
    })
    .post('/', async (c) => {
      const input = await readJson(c, receiveLotInputSchema);
      return c.json({ lot: await lots.receive(c.get('user').id, input) }, 201);
    });
}

/** /api/best-before (issue 15 item 3): what the product page and the cart show; public, like the catalogue. */
export function bestBeforeRoutes(lots: LotsService) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { productIds } = parseWith(bestBeforeQuerySchema, c.req.query());
    c.header('cache-control', 'no-store');
    return c.json({ items: await lots.bestBefore(productIds) });
  });
}
