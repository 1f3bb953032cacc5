import { fixerCreateMissingSchema, fixerRecomputeSchema } from '@tokri/core';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { SubscriptionFixer } from './subscription-fixer.js';

/** /api/admin/subscription-fixer: admins only, checked on the server for every call. */
export function subscriptionFixerRoutes(fixer: SubscriptionFixer, guards: Guards) {
  const admin = (c: Context<AppEnv>) => c.get('user').id;
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/', async (c) => c.json(await fixer.report(requestLanguage(c))))
    .post('/recompute', async (c) => {
      const { subscriptionId } = await readJson(c, fixerRecomputeSchema);
      return c.json(await fixer.recompute(admin(c), subscriptionId));
    })
    .post('/create-missing', async (c) => {
      const { subscriptionId, deliveryDate } = await readJson(c, fixerCreateMissingSchema);
      return c.json(await fixer.createMissing(admin(c), subscriptionId, deliveryDate));
    });
}
