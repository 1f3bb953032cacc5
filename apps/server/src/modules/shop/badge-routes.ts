import { Hono } from 'hono';
import type { Queryable } from '../../db/database.js';
import type { AppEnv } from '../../http/app-env.js';
import type { Guards } from '../auth/auth-middleware.js';
import { readBadges } from './badge-repository.js';

/** Header badges: the signed-in user's favourites count and cart item count. */
export function badgeRoutes(db: Queryable, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => c.json(await readBadges(db, c.get('user').id)));
}
