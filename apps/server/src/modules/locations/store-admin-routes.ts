import { storeActiveSchema, storeInputSchema } from '@tokri/core';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { StoreAdminService } from './store-admin-service.js';

/** /api/admin/stores: dark stores and their delivery areas; admins only, checked on the server for every call. */
export function storeAdminRoutes(stores: StoreAdminService, guards: Guards) {
  const admin = (c: Context<AppEnv>) => c.get('user').id;
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/', async (c) => c.json({ items: await stores.list() }))
    .post('/', async (c) =>
      c.json({ store: await stores.create(admin(c), await readJson(c, storeInputSchema)) }, 201),
    )
    .put('/:id', async (c) =>
      c.json({
        store: await stores.update(admin(c), uuidParam(c, 'id'), await readJson(c, storeInputSchema)),
      }),
    )
    .put('/:id/active', async (c) => {
      const { isActive } = await readJson(c, storeActiveSchema);
      return c.json({ store: await stores.setActive(admin(c), uuidParam(c, 'id'), isActive) });
    });
}
