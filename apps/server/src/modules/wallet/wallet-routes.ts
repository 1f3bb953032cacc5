import {
  paymentFailureRequestSchema,
  paymentVerifyRequestSchema,
  walletHistoryQuerySchema,
  walletRefundPreferenceSchema,
  walletTopupSchema,
} from '@tokri/core';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { parseWith, readJson } from '../../http/read-json.js';
import { uuidParam } from '../../http/uuid-param.js';
import type { Guards } from '../auth/auth-middleware.js';
import type { WalletService } from './wallet-service.js';

export function walletRoutes(wallet: WalletService, guards: Guards) {
  const user = (c: Context<AppEnv>) => c.get('user').id;
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) =>
      c.json(await wallet.view(user(c), parseWith(walletHistoryQuerySchema, c.req.query()))),
    )
    .put('/refund-preference', async (c) => {
      const { refundsToWallet } = await readJson(c, walletRefundPreferenceSchema);
      return c.json(await wallet.setRefundPreference(user(c), refundsToWallet));
    })
    .post('/topups', async (c) => {
      const { amountPaise } = await readJson(c, walletTopupSchema);
      return c.json(await wallet.startTopup(user(c), amountPaise), 201);
    })
    .get('/topups/:id', async (c) => c.json(await wallet.topup(user(c), uuidParam(c, 'id'))))
    .post('/topups/verify', async (c) => {
      const body = await readJson(c, paymentVerifyRequestSchema);
      return c.json(
        await wallet.verifyTopup(user(c), {
          gatewayOrderId: body.razorpay_order_id,
          paymentId: body.razorpay_payment_id,
          signature: body.razorpay_signature,
        }),
      );
    })
    .post('/topups/failed', async (c) => {
      const body = await readJson(c, paymentFailureRequestSchema);
      return c.json(await wallet.reportTopupFailure(user(c), body.razorpay_order_id, body.reason));
    });
}
