import { MAX_LINE_QUANTITY } from '@tokri/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { CartService } from './cart-service.js';

const lineKey = { productId: z.uuid(), variantId: z.uuid().nullable().default(null) };
const addSchema = z.object({
  ...lineKey,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
});
const setSchema = z.object({ ...lineKey, quantity: z.number().int().min(-1000).max(1000) });
const removeSchema = z.object({ productId: z.uuid(), variantId: z.uuid().optional() });

/** Unknown fields (a price, say) are stripped and never read: the server prices every line itself. */
export function cartRoutes(cart: CartService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => c.json(await cart.view(c.get('user').id, requestLanguage(c))))
    .post('/items', async (c) => {
      const { productId, variantId, quantity } = await readJson(c, addSchema);
      await cart.add(c.get('user').id, productId, variantId, quantity);
      return c.json(await cart.view(c.get('user').id, requestLanguage(c)), 201);
    })
    .put('/items', async (c) => {
      const { productId, variantId, quantity } = await readJson(c, setSchema);
      await cart.setQuantity(c.get('user').id, productId, variantId, quantity);
      return c.json(await cart.view(c.get('user').id, requestLanguage(c)));
    })
    .delete('/items', async (c) => {
      const { productId, variantId } = parseWith(removeSchema, c.req.query());
      await cart.remove(c.get('user').id, productId, variantId ?? null);
      return c.json(await cart.view(c.get('user').id, requestLanguage(c)));
    })
    .delete('/', async (c) => {
      await cart.clear(c.get('user').id);
      return c.json(await cart.view(c.get('user').id, requestLanguage(c)));
    });
}
