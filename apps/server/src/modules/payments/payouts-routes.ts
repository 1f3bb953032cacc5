import { Hono } from 'hono';
import type { Database } from '../../db/database.js';
import type { AppEnv } from '../../http/app-env.js';
import type { PayoutsProvider } from './payouts-provider.js';
import { receivePayoutWebhook } from './payouts-webhook.js';

/** /api/payouts: the payouts provider's webhook, authenticated by its X-Razorpay-Signature, not by a user. */
export function payoutsRoutes(deps: { db: Database; payouts: PayoutsProvider }) {
  return new Hono<AppEnv>().post('/webhook', async (c) => {
    const rawBody = await c.req.text();
    const result = await receivePayoutWebhook(
      deps.db,
      deps.payouts,
      rawBody,
      c.req.header('x-razorpay-signature') ?? '',
    );
    return c.json({ ok: true, ...result });
  });
}
