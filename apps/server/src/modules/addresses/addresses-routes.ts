import { savedAddressSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { ServiceabilityService } from '../locations/serviceability.js';
import type { AddressesService } from './addresses-service.js';

export function addressesRoutes(
  addresses: AddressesService,
  serviceability: ServiceabilityService,
  guards: Guards,
) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => {
      const items = await addresses.list(c.get('user').id);
      // Each address says whether a store delivers there, so the app can warn before checkout.
      const withService = await Promise.all(
        items.map(async (address) => {
          const check = await serviceability.forAddress(address);
          return {
            ...address,
            serviceable: check.serviceable,
            storeName: check.serviceable ? (check.store?.name ?? null) : null,
            deliveryPromise: check.promise,
          };
        }),
      );
      return c.json({ items: withService });
    })
    .post('/', async (c) =>
      c.json(
        { address: await addresses.create(c.get('user').id, await readJson(c, savedAddressSchema)) },
        201,
      ),
    )
    .put('/:id', async (c) =>
      c.json({
        address: await addresses.update(
          c.get('user').id,
          uuidParam(c, 'id'),
          await readJson(c, savedAddressSchema),
        ),
      }),
    )
    .post('/:id/default', async (c) =>
      c.json({ items: await addresses.setDefault(c.get('user').id, uuidParam(c, 'id')) }),
    )
    .delete('/:id', async (c) =>
      c.json({ items: await addresses.remove(c.get('user').id, uuidParam(c, 'id')) }),
    );
}
