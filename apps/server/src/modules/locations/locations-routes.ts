import { PINCODE } from '@tokri/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith } from '../../http/read-json.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { ServiceabilityService } from './serviceability.js';

const querySchema = z.union([
  z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }),
  z.object({ pincode: z.string().regex(PINCODE, { error: 'INVALID_PINCODE' }) }),
]);

export function locationsRoutes(serviceability: ServiceabilityService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/serviceability', async (c) => {
      const query = parseWith(querySchema, c.req.query());
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
