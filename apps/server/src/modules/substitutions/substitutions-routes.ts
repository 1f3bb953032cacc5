import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { requestLanguage } from '../../http/request-language.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { SubstitutionsService } from './substitutions-service.js';

/** /api/substitutions: the choices offered at checkout (remembered choice and similar products per cart line). */
export function substitutionsRoutes(substitutions: SubstitutionsService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/checkout', async (c) =>
      c.json(await substitutions.checkoutOptions(c.get('user').id, requestLanguage(c))),
    );
}

/** /api/orders/:id/substitutes/:lineId/reject: the customer rejects a substitute within its window. */
export function substituteRejectRoutes(substitutions: SubstitutionsService, guards: Guards) {
  return new Hono<AppEnv>().use(guards.requireUser).post('/:id/substitutes/:lineId/reject', async (c) =>
    c.json({
      order: await substitutions.reject(
        c.get('user').id,
        uuidParam(c, 'id'),
        uuidParam(c, 'lineId'),
        requestLanguage(c),
      ),
    }),
  );
}
