import { checkoutQuoteQuerySchema, checkoutRequestSchema, idempotencyKeySchema } from '@tokri/core';
import { Hono } from 'hono';
import { DomainError } from '../../errors/domain-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { CheckoutService } from './checkout-service.js';

export function checkoutRoutes(checkout: CheckoutService, guards: Guards) {
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/quote', async (c) => {
      const { coupon } = parseWith(checkoutQuoteQuerySchema, c.req.query());
      return c.json(await checkout.quote(c.get('user').id, requestLanguage(c), coupon || undefined));
    })
    .post('/', async (c) => {
      const key = idempotencyKeySchema.safeParse(c.req.header('idempotency-key'));
      if (!key.success)
        throw new DomainError('VALIDATION', {
          params: { fields: 'Idempotency-Key' },
          fields: { 'idempotency-key': 'INVALID_FIELD' },
        });
      const request = await readJson(c, checkoutRequestSchema);
      const placed = await checkout.placeOrder(c.get('user').id, requestLanguage(c), request, key.data);
      if (placed.replayed) c.header('idempotent-replayed', 'true');
      return c.json(placed.body, placed.status as 201);
    });
}
