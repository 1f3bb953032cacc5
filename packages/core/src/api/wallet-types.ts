import type { PaymentStart } from './payment-types.js';

/** Shapes of the wallet API (type-only). */

export type WalletEntryKind = 'topup' | 'debit' | 'refund' | 'adjustment' | 'referral_reward';

export interface WalletEntry {
  id: string;
  kind: WalletEntryKind;
  /** Positive for money in, negative for money out. */
  amountPaise: number;
  balanceAfterPaise: number;
  orderId: string | null;
  /** The order's tracking id, for a debit or refund. */
  trackingId: string | null;
  /** The subscription delivery day an order was for. */
  deliveryDate: string | null;
  note: string | null;
  createdAt: string;
}

export interface WalletView {
  balancePaise: number;
  entries: WalletEntry[];
  /** The cursor for the next page (`?before=`), null at the end. */
  nextBefore: string | null;
  /** What tomorrow's wallet-paid deliveries will take, at today's prices. */
  tomorrowPaise: number;
  /** Refunds go to the wallet at once instead of the original method (ADR 0044). */
  refundsToWallet: boolean;
}

/** POST /api/wallet/topups: a gateway order to pay the top-up with; `orderId` is the top-up id. */
export interface WalletTopupStart {
  topupId: string;
  payment: PaymentStart;
}

/** POST /api/wallet/topups/verify */
export interface WalletTopupResult {
  topupId: string;
  status: 'created' | 'paid' | 'failed';
  amountPaise: number;
  balancePaise: number;
}
