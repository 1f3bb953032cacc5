import type { Database } from '../db/database.js';
import { logger } from '../logger.js';
import { announceRefundProcessed } from '../modules/notifications/order-notifier.js';
import { markOrderRefunded } from '../modules/orders/order-payment-status.js';
import { recheckPendingPayout, sendPayoutRefund } from '../modules/payments/cod-refunds.js';
import type { PaymentGateway } from '../modules/payments/payment-gateway.js';
import type { PayoutsProvider } from '../modules/payments/payouts-provider.js';
import {
  deferRefund,
  HANDOVER,
  lateDeliveriesDue,
  leaseOwedRefunds,
  leaseStalePending,
  linesRemovedDue,
  oweRefund,
  oweRemainder,
  recheckPendingRefund,
  sendRefund,
  settleFullyRefundedPayments,
  unrefundedPayments,
} from '../modules/payments/refunds-service.js';

const log = logger.child({ module: 'refund-round' });

export interface RefundRoundOptions {
  batch: number;
  /** A prepaid order delivered later than this after it was placed (paid) gets its delivery fee back. */
  lateDeliveryMinutes: number;
  /** A refund still pending at the gateway this long after its last news is read from the gateway again. */
  pendingRecheckMinutes: number;
}

/** The defaults (config: LATE_DELIVERY_REFUND_MINUTES, REFUND_PENDING_RECHECK_MINUTES; ADR 0044). */
export const REFUND_ROUND_DEFAULTS: RefundRoundOptions = {
  batch: 20,
  lateDeliveryMinutes: 60,
  pendingRecheckMinutes: 15,
};

export interface RefundRoundResult {
  /** Refund rows this round found owed and asked the gateway for. */
  sent: number;
  /** Of those, how many the gateway could not be asked (left owed, tried again after a backoff). */
  deferred: number;
  /** Refunds newly owed by this round (cancellations, late captures, removed lines, late deliveries). */
  owed: number;
  /** Pending refunds this round read again from the gateway and found finished. */
  rechecked: number;
  /** Orders whose payment became `refunded`. */
  refundedOrders: string[];
}

/**
 * One refund round (issue 15 item 1, ADRs 0042 and 0044): owes what is left for every `refund_pending` payment
 * without a cancellation refund, owes removed lines and late-delivery fees of delivered prepaid orders, sends
 * the owed refunds that are due (leased, so two instances never send the same one; the gateway key makes even
 * that harmless), re-reads refunds left pending without a webhook, and marks payments and orders `refunded` once
 * their processed refunds reach what was captured, telling the customer. Safe to run at any time, any number of
 * times, on any number of instances: every refund is owed once per (order, cause).
 */
export async function runRefundRound(
  db: Database,
  gateway: PaymentGateway,
  settings: Partial<RefundRoundOptions> = {},
  /** Sends and re-reads cash-on-delivery refunds paid out to a UPI id or bank account (ADR 0079). */
  payouts?: PayoutsProvider,
): Promise<RefundRoundResult> {
  const options = { ...REFUND_ROUND_DEFAULTS, ...settings };
  let owedNow = 0;
  // Recording is idempotent: the key comes from (order, cause), and the charge's row lock orders racers.
  for (const payment of await unrefundedPayments(db, options.batch)) {
    // An order cancelled after payment says so in its own payment status; a capture that came after the order
    // had ended (expired, or cancelled while unpaid) left it failed.
    const cause = payment.paidBeforeEnd ? 'order_cancelled' : 'captured_after_expiry';
    if (await db.transaction((tx) => oweRemainder(tx, payment.orderId, cause))) owedNow += 1;
  }
  // Removed lines before late fees: an order whose lines were all removed has its fee back already.
  for (const due of await linesRemovedDue(db, options.batch)) {
    await db.transaction((tx) => oweRefund(tx, { ...due, cause: 'lines_removed', reference: HANDOVER }));
    owedNow += 1;
  }
  for (const due of await lateDeliveriesDue(db, options.lateDeliveryMinutes, options.batch)) {
    await db.transaction((tx) => oweRefund(tx, { ...due, cause: 'late_delivery' }));
    owedNow += 1;
  }
  const owed = await leaseOwedRefunds(db, options.batch);
  let deferred = 0;
  for (const refund of owed) {
    try {
      if (refund.destination === 'payout') {
        // Without a payouts provider (a test's round) it stays owed for a round that has one.
        if (payouts) await sendPayoutRefund(db, payouts, refund);
      } else await sendRefund(db, gateway, refund);
    } catch (error) {
      deferred += 1;
      log.warn({ err: error, refundId: refund.id }, 'refund not sent; retrying after a backoff');
      await deferRefund(db, refund.id);
    }
  }
  let rechecked = 0;
  for (const refund of await leaseStalePending(db, options.pendingRecheckMinutes, options.batch)) {
    try {
      const finished =
        refund.destination === 'payout'
          ? payouts !== undefined && (await recheckPendingPayout(db, payouts, refund))
          : await recheckPendingRefund(db, gateway, refund);
      if (finished) rechecked += 1;
    } catch (error) {
      log.warn({ err: error, refundId: refund.id }, 'pending refund not re-read; asking again later');
    }
  }
  const refundedOrders = await settleFullyRefundedPayments(db, async (tx, orderId, refundedPaise) => {
    await markOrderRefunded(tx, orderId);
    await announceRefundProcessed(tx, orderId, refundedPaise);
  });
  return { sent: owed.length, deferred, owed: owedNow, rechecked, refundedOrders };
}
