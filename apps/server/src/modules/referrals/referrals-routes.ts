import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { ReferralsService } from './referrals-service.js';

/** /api/referrals: the signed-in customer's own code and referral history (issue 16 item 4). */
export function referralRoutes(referrals: ReferralsService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/me', async (c) => c.json(await referrals.overview(c.get('user').id)));
}
