import { serviceabilityQuerySchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith } from '../../http/read-json.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { ServiceabilityService } from './serviceability.js';

export function locationsRoutes(serviceability: ServiceabilityService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/serviceability', async (c) => {
      const query = parseWith(serviceabilityQuerySchema, c.req.query());
      const result =
        'lat' in query
          ? {
              ...(await serviceability.atPoint(query.lat, query.lng)),
              point: { lat: query.lat, lng: query.lng },
            }
          : await serviceability.forAddress({ pincode: query.pincode });
      return c.json(result);
    })
    .get('/seller-locations', async (c) => c.json({ items: await serviceability.stores() }));
}
