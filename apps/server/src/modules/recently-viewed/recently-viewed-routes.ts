import { recordViewRequestSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { createRecentlyViewedService } from './recently-viewed-service.js';

export function recentlyViewedRoutes(recent: ReturnType<typeof createRecentlyViewedService>, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => c.json({ items: await recent.list(c.get('user').id, requestLanguage(c)) }))
    .post('/', async (c) => {
      const { productId } = await readJson(c, recordViewRequestSchema);
      await recent.record(c.get('user').id, productId.toLowerCase());
      return c.body(null, 204);
    });
}
