import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { createAdminService } from './admin-service.js';

/** Everything under /api/admin is for admins only, checked here on the server (products: catalog/admin-catalog-routes). */
export function adminRoutes(admin: ReturnType<typeof createAdminService>, guards: Guards) {
  return new Hono<AppEnv>().use(guards.requireAdmin).get('/stats', async (c) => c.json(await admin.stats()));
}
