import { adminChartsQuerySchema, adminPageQuerySchema } from '@tokri/core';
import { Hono } from 'hono';
import type { Clock } from '../../clock.js';
import type { Queryable } from '../../db/database.js';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from '../auth/auth-middleware.js';
import { adminCharts } from './admin-charts.js';
import type { createAdminService } from './admin-service.js';

/** Everything under /api/admin is for admins only, checked here on the server. */
export function adminRoutes(
  admin: ReturnType<typeof createAdminService>,
  guards: Guards,
  deps: { db: Queryable; clock: Clock },
) {
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/stats', async (c) => c.json(await admin.stats()))
    .get('/stats/charts', async (c) => {
      const { days } = parseWith(adminChartsQuerySchema, c.req.query());
      return c.json(await adminCharts(deps.db, deps.clock, requestLanguage(c), days));
    })
    .get('/products', async (c) => {
      const { page, pageSize } = parseWith(adminPageQuerySchema, c.req.query());
      return c.json(await admin.products(requestLanguage(c), page, pageSize));
    });
}
