import { upiIdSchema } from '@tokri/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { createPaymentMethodsService } from './payment-methods-service.js';

const common = { label: z.string().trim().max(60).optional(), makeDefault: z.boolean().optional() };
/** Strict: a body carrying anything else (a card number, a CVV) is refused outright and nothing is stored. */
const newMethodSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upi'), upiId: upiIdSchema, ...common }).strict(),
  z
    .object({
      kind: z.literal('card'),
      token: z.string().regex(/^token_[A-Za-z0-9]{8,40}$/),
      last4: z.string().regex(/^[0-9]{4}$/),
      network: z.enum(['visa', 'mastercard', 'rupay', 'amex', 'diners']),
      ...common,
    })
    .strict(),
]);

export function paymentMethodsRoutes(
  methods: ReturnType<typeof createPaymentMethodsService>,
  guards: Guards,
) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => c.json({ items: await methods.list(c.get('user').id) }))
    .post('/', async (c) =>
      c.json({ items: await methods.add(c.get('user').id, await readJson(c, newMethodSchema)) }, 201),
    )
    .post('/:id/default', async (c) =>
      c.json({ items: await methods.setDefault(c.get('user').id, uuidParam(c, 'id')) }),
    )
    .delete('/:id', async (c) =>
      c.json({ items: await methods.remove(c.get('user').id, uuidParam(c, 'id')) }),
    );
}
