import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { requestLanguage } from '../../http/request-language.js';
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
