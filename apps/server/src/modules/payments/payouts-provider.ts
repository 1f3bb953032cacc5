import type { PayoutDestination } from '@tokri/core';

/**
 * Payouts (issue 32 item 5, ADR 0079): money sent from the shop's account to a customer's UPI id or bank
 * account, for refunds of cash-on-delivery orders. Shaped on RazorpayX Payouts: a payout is created once per
 * idempotency key, goes queued/pending/processing, and ends processed, reversed (the bank sent it back) or
 * failed; the provider calls back with signed payout.* webhooks.
 */

/** A payout's state as our refund rows need it: still on its way, paid, or not paid (failed or reversed). */
export type PayoutOutcome = 'pending' | 'processed' | 'failed';

export interface PayoutRequest {
  amountPaise: number;
  destination: PayoutDestination;
  /** The same key is the same payout, never a second one (RazorpayX's X-Payout-Idempotency). */
  idempotencyKey: string;
  /** Our reference (the refund row), up to 40 characters: it names the row when a webhook comes first. */
  referenceId: string;
  notes: Record<string, string>;
}

export interface Payout {
  /** The provider's payout id (pout_...). */
  payoutId: string;
  outcome: PayoutOutcome;
  /** The provider's own status word (queued, processing, processed, reversed, failed, rejected, cancelled). */
  status: string;
  amountPaise: number;
  /** Why it failed or was reversed, when the provider says. */
  reason: string | null;
}

/** The provider refused the payout (an invalid account, a bad request): sending it again will not help. */
export class PayoutRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutRefused';
  }
}

/** The webhook payload RazorpayX sends (payout.processed, payout.reversed, payout.failed, ...). */
export interface PayoutWebhookEvent {
  event: string;
  payload?: {
    payout?: {
      entity?: {
        id?: string;
        amount?: number;
        status?: string;
        reference_id?: string | null;
        failure_reason?: string | null;
        status_details?: { description?: string | null } | null;
      };
    };
  };
}

export interface PayoutsProvider {
  readonly name: 'payouts-sandbox' | 'razorpayx';
  /** Creates (or, for a key seen before, finds) a payout; throws PayoutRefused when it is refused. */
  createPayout(request: PayoutRequest): Promise<Payout>;
  /** Reads a payout's state again (GET /v1/payouts/:id), for one left pending without a webhook. */
  payoutStatus(payoutId: string): Promise<Payout>;
  verifyWebhook(rawBody: string, signature: string): boolean;
}

/** RazorpayX's payout statuses, as our refund states. */
export function outcomeOf(status: string | undefined): PayoutOutcome {
  if (status === 'processed') return 'processed';
  if (status === 'reversed' || status === 'failed' || status === 'rejected' || status === 'cancelled')
    return 'failed';
  return 'pending';
}

/** The reason a payout entity gives, if any. */
export function payoutReason(entity: {
  failure_reason?: string | null;
  status_details?: { description?: string | null } | null;
}): string | null {
  return entity.failure_reason || entity.status_details?.description || null;
}
