import { z } from 'zod';

/** The refunds admin (issue 15, ADR 0044): /api/admin/refunds. */

export const REFUND_STATES = ['owed', 'pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** GET /api/admin/refunds?state=failed: one state, or every state when absent. */
export const adminRefundsQuerySchema = z.object({
  state: z.enum(REFUND_STATES, { error: 'INVALID_FIELD' }).optional(),
  limit: z.coerce.number({ error: 'INVALID_FIELD' }).int().min(1).max(200).default(100),
});

/** One refund as the admin sees it. */
export interface AdminRefund {
  id: string;
  orderId: string;
  trackingId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  amountPaise: number;
  cause: string;
  /** `payout`: a cash-on-delivery refund sent to a UPI id or bank account (ADR 0079). */
  destination: 'gateway' | 'wallet' | 'payout';
  /** Where a payout goes, masked ("ra•••@okaxis", "HDFC0000053 ••••6789"); null for the other destinations. */
  payoutTo: string | null;
  status: RefundState;
  attempts: number;
  lastError: string | null;
  gatewayRefundId: string | null;
  createdAt: string;
  processedAt: string | null;
}

/**
 * An order whose money does not add up: charged ≠ kept + refunded (all in paise); or one captured payment of it
 * (`paymentId` set) that does not: what it took ≠ what the order keeps of it + its own refunds (ADR 0070).
 */
export interface ReconciliationMismatch {
  orderId: string;
  /** Null for the order as a whole; the payment for a per-payment difference. */
  paymentId?: string | null;
  trackingId: string | null;
  paymentMethod: string;
  status: string;
  chargedPaise: number;
  keptPaise: number;
  refundedPaise: number;
}

export interface ReconciliationReport {
  checkedOrders: number;
  mismatches: ReconciliationMismatch[];
}
