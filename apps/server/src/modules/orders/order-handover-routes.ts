import {
  adminDeliverOverrideSchema,
  adminRiderCashQuerySchema,
  riderDeliverRequestSchema,
  riderLineRequestSchema,
} from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { OrderHandover } from './order-handover-service.js';

/** /api/rider/orders: the rider's handover at the door, each answered with the order as the rider sees it. */
export function riderHandoverRoutes(handover: OrderHandover, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireDeliveryPartner)
    .post('/:orderId/deliver', async (c) => {
      const orderId = uuidParam(c, 'orderId');
      const body = await readJson(c, riderDeliverRequestSchema);
      return c.json(await handover.deliver(c.get('user').id, orderId, body, requestLanguage(c)));
    })
    .post('/:orderId/lines/:lineId', async (c) => {
      const orderId = uuidParam(c, 'orderId');
      const lineId = uuidParam(c, 'lineId');
      const body = await readJson(c, riderLineRequestSchema);
      return c.json(await handover.markLine(c.get('user').id, orderId, lineId, body, requestLanguage(c)));
    });
}

/** /api/admin: the handover without the code (audited) and the day's cash per rider. */
export function adminHandoverRoutes(handover: OrderHandover, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .post('/orders/:orderId/deliver', async (c) => {
      const orderId = uuidParam(c, 'orderId');
      const body = await readJson(c, adminDeliverOverrideSchema);
      return c.json({
        order: await handover.adminDeliver(c.get('user').id, orderId, body, requestLanguage(c)),
      });
    })
    .get('/riders/cash', async (c) => {
      const { date } = parseWith(adminRiderCashQuerySchema, c.req.query());
      return c.json(await handover.riderCash(date));
    });
}
