import { newPaymentMethodSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { createPaymentMethodsService } from './payment-methods-service.js';

export function paymentMethodsRoutes(
  methods: ReturnType<typeof createPaymentMethodsService>,
  guards: Guards,
) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => c.json({ items: await methods.list(c.get('user').id) }))
    .post('/', async (c) =>
      c.json({ items: await methods.add(c.get('user').id, await readJson(c, newPaymentMethodSchema)) }, 201),
    )
    .post('/:id/default', async (c) =>
      c.json({ items: await methods.setDefault(c.get('user').id, uuidParam(c, 'id')) }),
    )
    .delete('/:id', async (c) =>
      c.json({ items: await methods.remove(c.get('user').id, uuidParam(c, 'id')) }),
    );
}
