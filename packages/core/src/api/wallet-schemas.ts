import { z } from 'zod';
import { MAX_WALLET_TOPUP_PAISE, MIN_WALLET_TOPUP_PAISE } from '../wallet-limits.js';

/** POST /api/wallet/topups: whole rupees between the limits. */
export const walletTopupSchema = z.object({
  amountPaise: z
    .int()
    .min(MIN_WALLET_TOPUP_PAISE, { error: 'WALLET_TOPUP_AMOUNT_INVALID' })
    .max(MAX_WALLET_TOPUP_PAISE, { error: 'WALLET_TOPUP_AMOUNT_INVALID' })
    .refine((paise) => paise % 100 === 0, { error: 'WALLET_TOPUP_AMOUNT_INVALID' }),
});
export type WalletTopupRequest = z.input<typeof walletTopupSchema>;

/** GET /api/wallet?before=<ledger cursor>: the next page of history. */
export const walletHistoryQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** PUT /api/wallet/refund-preference: "Send refunds to my Tokri wallet (instant)" (ADR 0044). */
export const walletRefundPreferenceSchema = z.object({
  refundsToWallet: z.boolean({ error: 'INVALID_FIELD' }),
});
