import { z } from 'zod';
import { upiIdSchema } from './checkout-schemas.js';

/**
 * Where a cash-on-delivery refund goes (issue 32 item 5, ADR 0079): the customer's Tokri wallet, or a payout to
 * the UPI id or bank account the customer gave support. The shapes are RazorpayX's fund account types.
 */

/** An IFSC: four letters (the bank), a zero, six letters or digits (the branch), e.g. HDFC0000053. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;

const holderName = z
  .string({ error: 'PAYOUT_NAME_INVALID' })
  .trim()
  .min(3, { error: 'PAYOUT_NAME_INVALID' })
  .max(120, { error: 'PAYOUT_NAME_INVALID' })
  .regex(/^[\p{L}\p{M} .'-]+$/u, { error: 'PAYOUT_NAME_INVALID' });

/** Spaces people type between groups ("1234 5678 9012") and lower-case IFSCs are accepted and normalised. */
export const codRefundDestinationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('wallet') }).strict(),
    z
      .object({
        kind: z.literal('vpa'),
        name: holderName,
        /** A UPI id (VPA), e.g. ravi.kumar@okaxis: the same rule as the checkout's (INVALID_UPI). */
        vpa: upiIdSchema,
      })
      .strict(),
    z
      .object({
        kind: z.literal('bank_account'),
        name: holderName,
        ifsc: z
          .string({ error: 'PAYOUT_IFSC_INVALID' })
          .transform((value) => value.replace(/\s+/g, '').toUpperCase())
          .pipe(z.string().regex(IFSC_PATTERN, { error: 'PAYOUT_IFSC_INVALID' })),
        accountNumber: z
          .string({ error: 'PAYOUT_ACCOUNT_INVALID' })
          .transform((value) => value.replace(/[\s-]+/g, ''))
          .pipe(z.string().regex(BANK_ACCOUNT_PATTERN, { error: 'PAYOUT_ACCOUNT_INVALID' })),
      })
      .strict(),
  ],
  { error: 'INVALID_FIELD' },
);
export type CodRefundDestination = z.infer<typeof codRefundDestinationSchema>;
export type PayoutDestination = Exclude<CodRefundDestination, { kind: 'wallet' }>;

/** A UPI id as screens and logs show it: the first two characters of the handle, then the bank's handle. */
export function maskVpa(vpa: string): string {
  const at = vpa.lastIndexOf('@');
  const handle = at < 0 ? vpa : vpa.slice(0, at);
  return `${handle.slice(0, 2)}•••${at < 0 ? '' : vpa.slice(at)}`;
}

/** A bank account as screens and logs show it: the IFSC and the last four digits only. */
export function maskBankAccount(ifsc: string, accountNumber: string): string {
  return `${ifsc} ••••${accountNumber.slice(-4)}`;
}

/** The masked form of a payout destination. */
export function maskPayoutDestination(destination: PayoutDestination): string {
  return destination.kind === 'vpa'
    ? maskVpa(destination.vpa)
    : maskBankAccount(destination.ifsc, destination.accountNumber);
}
