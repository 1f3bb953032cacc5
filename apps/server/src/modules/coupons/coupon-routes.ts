import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { CouponOffersService } from './coupon-offers-service.js';

/** /api/coupons: what a customer may see about coupons (the admin side lives under /api/admin). */
export function couponRoutes(offers: CouponOffersService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/offers', async (c) => c.json(await offers.offers(c.get('user').id, requestLanguage(c))));
}
