import { adminRefundsQuerySchema } from '@tokri/core';
import { type Context, Hono } from 'hono';
import type { Database } from '../../db/database.js';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { PayoutsProvider } from './payouts-provider.js';
import { listRefunds, reconcileRefunds, retryRefund } from './refunds-admin.js';

/** /api/admin/refunds (issue 15, ADR 0044): the refunds list, retry of a failed one, the reconciliation. */
export function refundsAdminRoutes(
  deps: { db: Database; gateway: PaymentGateway; payouts: PayoutsProvider; lateDeliveryMinutes: number },
  guards: Guards,
) {
  const admin = (c: Context<AppEnv>) => c.get('user').id;
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/', async (c) =>
      c.json({ items: await listRefunds(deps.db, parseWith(adminRefundsQuerySchema, c.req.query())) }),
    )
    .get('/reconciliation', async (c) => c.json(await reconcileRefunds(deps.db, deps.lateDeliveryMinutes)))
    .post('/:id/retry', async (c) => {
      const refund = await retryRefund(deps.db, deps, admin(c), uuidParam(c, 'id'));
      return c.json({ refund: { id: refund.id, status: refund.status, attempts: refund.attempts } });
    });
}
