import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { requestLanguage } from '../../http/request-language.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { FavoritesService } from './favorites-service.js';

export function favoritesRoutes(favorites: FavoritesService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => c.json({ items: await favorites.list(c.get('user').id, requestLanguage(c)) }))
    .get('/ids', async (c) => c.json({ productIds: await favorites.ids(c.get('user').id) }))
    .put('/:productId', async (c) => {
      const productId = uuidParam(c, 'productId');
      await favorites.add(c.get('user').id, productId);
      return c.json({ productId });
    })
    .delete('/:productId', async (c) => {
      await favorites.remove(c.get('user').id, uuidParam(c, 'productId'));
      return c.body(null, 204);
    });
}
