import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { loopbackOnly } from '../http/loopback-only.js';
import type { PaymentGateway } from '../modules/payments/payment-gateway.js';
import type { PayoutsProvider } from '../modules/payments/payouts-provider.js';
import { type RefundRoundOptions, runRefundRound } from './refund-round.js';

/**
 * Development and browser tests only (mounted with DEV_OUTBOX=true, which production refuses): runs one refund
 * round now, so a demo or a test need not wait for the 30-second timer. Loopback callers only.
 */
export function devRefundRoundRoutes(deps: {
  db: Database;
  gateway: PaymentGateway;
  options: Partial<RefundRoundOptions>;
  payouts?: PayoutsProvider;
}) {
  return new Hono().use('*', loopbackOnly).post('/run', async (c) => {
    const result = await runRefundRound(deps.db, deps.gateway, deps.options, deps.payouts);
    return c.json({
      sent: result.sent,
      owed: result.owed,
      deferred: result.deferred,
      rechecked: result.rechecked,
      refundedOrders: result.refundedOrders.length,
    });
  });
}
