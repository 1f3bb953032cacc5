import { couponActiveSchema, couponInputSchema } from '@tokri/core';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { CouponAdminService } from './coupon-admin-service.js';

/** /api/admin/coupons: create, edit, switch on and off, with usage and revenue; admins only. */
export function couponAdminRoutes(coupons: CouponAdminService, guards: Guards) {
  const admin = (c: Context<AppEnv>) => c.get('user').id;
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/', async (c) => c.json({ items: await coupons.list() }))
    .post('/', async (c) =>
      c.json({ coupon: await coupons.create(admin(c), await readJson(c, couponInputSchema)) }, 201),
    )
    .put('/:id', async (c) =>
      c.json({
        coupon: await coupons.update(admin(c), uuidParam(c, 'id'), await readJson(c, couponInputSchema)),
      }),
    )
    .put('/:id/active', async (c) => {
      const { isActive } = await readJson(c, couponActiveSchema);
      return c.json({ coupon: await coupons.setActive(admin(c), uuidParam(c, 'id'), isActive) });
    });
}
