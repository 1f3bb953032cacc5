import {
  adminAuditQuerySchema,
  adminBroadcastSchema,
  adminChartsQuerySchema,
  adminDistanceQuerySchema,
  toIstDate,
} from '@tokri/core';
import { Hono } from 'hono';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from '../auth/auth-middleware.js';
import { recentBroadcasts, sendBroadcast } from '../notifications/admin-broadcast.js';
import { adminAuditPage, recordAdminChange } from './admin-audit.js';
import { adminCharts } from './admin-charts.js';
import { distanceReport } from './admin-distance.js';
import type { createAdminService } from './admin-service.js';
import { broadcastAudience, type StoreForAddress } from './broadcast-audience.js';

/** Everything under /api/admin is for admins only, checked here on the server. */
export function adminRoutes(
  admin: ReturnType<typeof createAdminService>,
  guards: Guards,
  deps: {
    db: Database;
    clock: Clock;
    serviceability: StoreForAddress;
    deliveryDomain: string;
  },
) {
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/stats', async (c) => c.json(await admin.stats()))
    .get('/stats/charts', async (c) => {
      const { days } = parseWith(adminChartsQuerySchema, c.req.query());
      return c.json(await adminCharts(deps.db, deps.clock, requestLanguage(c), days));
    })
    .get('/audit', async (c) => {
      const { entity, page, pageSize } = parseWith(adminAuditQuerySchema, c.req.query());
      return c.json(await adminAuditPage(deps.db, { entity, page, pageSize }));
    })
    .get('/distance', async (c) => {
      const { date } = parseWith(adminDistanceQuerySchema, c.req.query());
      return c.json(await distanceReport(deps.db, date ?? toIstDate(deps.clock())));
    })
    .get('/broadcasts', async (c) => c.json({ items: await recentBroadcasts(deps.db) }))
    .post('/broadcasts', async (c) => {
      const input = await readJson(c, adminBroadcastSchema);
      const userIds = await broadcastAudience(
        deps.db,
        deps.serviceability,
        deps.deliveryDomain,
        input.storeId,
      );
      const actorUserId = c.get('user').id;
      const sent = await deps.db.transaction(async (tx) => {
        const broadcast = await sendBroadcast(tx, { ...input, actorUserId, userIds });
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'broadcast',
          entityId: broadcast.id,
          action: 'send',
          after: { ...input, recipients: broadcast.recipients },
        });
        return broadcast;
      });
      return c.json({ broadcast: sent }, 201);
    });
}
