import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from '../auth/auth-middleware.js';
import { pageQuerySchema } from '../catalog/catalog-routes.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { createAdminService } from './admin-service.js';

/** Everything under /api/admin is for admins only, checked here on the server. */
export function adminRoutes(
  admin: ReturnType<typeof createAdminService>,
  catalog: CatalogService,
  guards: Guards,
) {
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/stats', async (c) => c.json(await admin.stats()))
    .get('/products', async (c) => {
      const { page, pageSize } = parseWith(pageQuerySchema, c.req.query());
      const result = await catalog.products(requestLanguage(c), {
        includeInactive: true,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return c.json({ ...result, page, pageSize });
    });
}
