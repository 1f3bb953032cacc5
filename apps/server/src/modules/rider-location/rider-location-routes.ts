import { riderLocationUploadSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { RiderLocationService } from './rider-location-service.js';

/** POST /api/rider/location: an online rider's batch of fixes (a rider row is needed: admins alone get 403). */
export function riderLocationRoutes(locations: RiderLocationService, guards: Guards) {
  return new Hono<AppEnv>().post('/location', guards.requireDeliveryPartner, async (c) => {
    const upload = await readJson(c, riderLocationUploadSchema);
    return c.json(await locations.upload(c.get('user').id, upload));
  });
}

/** GET /api/orders/:id/rider-position: the customer's own order only (404 for anyone else's). */
export function orderRiderPositionRoutes(locations: RiderLocationService, guards: Guards) {
  return new Hono<AppEnv>().get('/:id/rider-position', guards.requireUser, async (c) => {
    const position = await locations.forCustomer(uuidParam(c, 'id'), c.get('user').id);
    // Where someone is right now: never kept by a cache on the way.
    c.header('cache-control', 'no-store');
    return c.json({ position });
  });
}

/** GET /api/admin/riders/positions: every online rider's newest position. */
export function adminRiderPositionRoutes(locations: RiderLocationService, guards: Guards) {
  return new Hono<AppEnv>().get('/positions', guards.requireAdmin, async (c) => {
    const riders = await locations.forAdmin();
    c.header('cache-control', 'no-store');
    return c.json({ riders });
  });
}
