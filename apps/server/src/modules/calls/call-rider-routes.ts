import { Hono } from 'hono';
import type { Queryable } from '../../db/database.js';
import type { AppEnv } from '../../http/app-env.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { CallMasking } from './call-masking.js';
import { callRider } from './call-rider.js';

/** POST /api/orders/:id/call-rider: the customer's own order only. */
export function callRiderRoutes(db: Queryable, masking: CallMasking | null, guards: Guards) {
  return new Hono<AppEnv>().post('/:id/call-rider', guards.requireUser, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ call: await callRider(db, masking, uuidParam(c, 'id'), c.get('user').id) });
  });
}
