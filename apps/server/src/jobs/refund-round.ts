import type { Database } from '../db/database.js';
import { logger } from '../logger.js';
import { announceRefundProcessed } from '../modules/notifications/order-notifier.js';
import { markOrderRefunded } from '../modules/orders/order-payment-status.js';
import type { PaymentGateway } from '../modules/payments/payment-gateway.js';
import {
  deferRefund,
  leaseOwedRefunds,
  recordOwed,
  sendRefund,
  settleFullyRefundedPayments,
  unrefundedPayments,
} from '../modules/payments/refunds-service.js';

const log = logger.child({ module: 'refund-round' });

export interface RefundRoundResult {
  /** Refund rows this round found owed and asked the gateway for. */
  sent: number;
  /** Of those, how many the gateway could not be asked (left owed, tried again after a backoff). */
  deferred: number;
  /** Orders whose payment became `refunded`. */
  refundedOrders: string[];
}

/**
 * One refund round (issue 15 item 1, ADR 0042): owes a full refund for every `refund_pending` payment that has
 * none yet, sends the owed refunds that are due (leased, so two instances never send the same one; the gateway
 * key makes even that harmless), and marks payments and orders `refunded` once their processed refunds reach
 * what was captured, telling the customer. Safe to run at any time, any number of times, on any number of instances.
 */
export async function runRefundRound(
  db: Database,
  gateway: PaymentGateway,
  batch = 20,
): Promise<RefundRoundResult> {
  // Recording is idempotent: the key comes from (order, cause), and the payment's row lock orders racers.
  for (const payment of await unrefundedPayments(db, batch)) {
    await recordOwed(db, {
      orderId: payment.orderId,
      amountPaise: payment.amountPaise,
      // An order cancelled after payment says so in its own payment status; a capture that came after the order
      // had ended (expired, or cancelled while unpaid) left it failed.
      cause: payment.paidBeforeEnd ? 'order_cancelled' : 'captured_after_expiry',
    });
  }
  const owed = await leaseOwedRefunds(db, batch);
  let deferred = 0;
  for (const refund of owed) {
    try {
      await sendRefund(db, gateway, refund);
    } catch (error) {
      deferred += 1;
      log.warn({ err: error, refundId: refund.id }, 'refund not sent; retrying after a backoff');
      await deferRefund(db, refund.id);
    }
  }
  const refundedOrders = await settleFullyRefundedPayments(db, async (tx, orderId, refundedPaise) => {
    await markOrderRefunded(tx, orderId);
    await announceRefundProcessed(tx, orderId, refundedPaise);
  });
  return { sent: owed.length, deferred, refundedOrders };
}
