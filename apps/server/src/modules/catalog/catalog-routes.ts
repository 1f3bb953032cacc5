import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { CatalogService } from './catalog-service.js';

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export function catalogRoutes(catalog: CatalogService, guards: Guards) {
  return new Hono<AppEnv>()
    .get('/categories', guards.requireUser, async (c) =>
      c.json({ items: await catalog.categories(requestLanguage(c)) }),
    )
    .get('/products', guards.requireUser, async (c) => {
      const { page, pageSize } = parseWith(pageQuerySchema, c.req.query());
      const result = await catalog.products(requestLanguage(c), {
        includeInactive: false,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return c.json({ ...result, page, pageSize });
    });
}
