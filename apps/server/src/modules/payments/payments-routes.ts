import { paymentFailureRequestSchema, paymentVerifyRequestSchema } from '@tokri/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { PaymentsService } from './payments-service.js';

export function paymentsRoutes(payments: PaymentsService, guards: Guards) {
  return (
    new Hono<AppEnv>()
      // The gateway calls this one; it is authenticated by its signature, not by a user. The unsigned
      // X-Razorpay-Event-Id header is not trusted for anything (deduplication uses the signed body).
      .post('/webhook', async (c) => {
        const rawBody = await c.req.text();
        const result = await payments.webhook(rawBody, c.req.header('x-razorpay-signature') ?? '');
        return c.json({ ok: true, ...result });
      })
      .post('/orders/:id/start', guards.requireUser, async (c) =>
        c.json({ payment: await payments.start(uuidParam(c, 'id'), c.get('user').id) }),
      )
      .post('/verify', guards.requireUser, async (c) => {
        const body = await readJson(c, paymentVerifyRequestSchema);
        return c.json(
          await payments.verify(c.get('user').id, {
            gatewayOrderId: body.razorpay_order_id,
            paymentId: body.razorpay_payment_id,
            signature: body.razorpay_signature,
          }),
        );
      })
      .post('/failed', guards.requireUser, async (c) => {
        const body = await readJson(c, paymentFailureRequestSchema);
        return c.json(await payments.reportFailure(c.get('user').id, body.razorpay_order_id, body.reason));
      })
  );
}
