import { cartAddRequestSchema, cartRemoveRequestSchema, cartSetRequestSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { CartService } from './cart-service.js';

/** Unknown fields (a price, say) are stripped and never read: the server prices every line itself. */
export function cartRoutes(cart: CartService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => c.json(await cart.view(c.get('user').id, requestLanguage(c))))
    .post('/items', async (c) => {
      const { productId, variantId, quantity } = await readJson(c, cartAddRequestSchema);
      await cart.add(c.get('user').id, productId, variantId, quantity);
      return c.json(await cart.view(c.get('user').id, requestLanguage(c)), 201);
    })
    .put('/items', async (c) => {
      const { productId, variantId, quantity } = await readJson(c, cartSetRequestSchema);
      await cart.setQuantity(c.get('user').id, productId, variantId, quantity);
      return c.json(await cart.view(c.get('user').id, requestLanguage(c)));
    })
    .delete('/items', async (c) => {
      const { productId, variantId } = parseWith(cartRemoveRequestSchema, c.req.query());
      await cart.remove(c.get('user').id, productId, variantId ?? null);
      return c.json(await cart.view(c.get('user').id, requestLanguage(c)));
    })
    .delete('/', async (c) => {
      await cart.clear(c.get('user').id);
      return c.json(await cart.view(c.get('user').id, requestLanguage(c)));
    });
}
