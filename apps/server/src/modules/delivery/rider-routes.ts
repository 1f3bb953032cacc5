import { riderOnlineRequestSchema, riderStatusRequestSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { RiderService } from './rider-service.js';

/**
 * The rider app's API (issue 14, ADR 0038) under /api/rider: signed-in delivery partners acting as their own
 * rider row. An account without one (an admin) is refused with RIDER_ACCOUNT_REQUIRED by the service.
 */
export function riderRoutes(riders: RiderService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireDeliveryPartner)
    .get('/home', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await riders.home(c.get('user').id, requestLanguage(c)));
    })
    .put('/online', async (c) => {
      const { online } = await readJson(c, riderOnlineRequestSchema);
      return c.json(await riders.setOnline(c.get('user').id, online));
    })
    .post('/offers/:offerId/accept', async (c) =>
      c.json(await riders.accept(c.get('user').id, uuidParam(c, 'offerId'), requestLanguage(c))),
    )
    .post('/offers/:offerId/decline', async (c) => {
      await riders.decline(c.get('user').id, uuidParam(c, 'offerId'));
      return c.body(null, 204);
    })
    .post('/orders/:orderId/status', async (c) => {
      const orderId = uuidParam(c, 'orderId');
      const { status } = await readJson(c, riderStatusRequestSchema);
      return c.json(await riders.moveStatus(c.get('user').id, orderId, status, requestLanguage(c)));
    });
}
