import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { requestLanguage } from '../../http/request-language.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { SubstituteReject } from './substitute-reject.js';

/** /api/orders/:id/substitutes/:lineId/reject: the customer rejects a substitute within its window. */
export function substituteRejectRoutes(reject: SubstituteReject, guards: Guards) {
  return new Hono<AppEnv>().use(guards.requireUser).post('/:id/substitutes/:lineId/reject', async (c) =>
    c.json({
      order: await reject(c.get('user').id, uuidParam(c, 'id'), uuidParam(c, 'lineId'), requestLanguage(c)),
    }),
  );
}
