import { MAX_WALLET_TOPUP_PAISE, MIN_WALLET_TOPUP_PAISE } from '@tokri/core';

/** The typed amount in paise when it is whole rupees within the top-up limits; null otherwise. */
export function topupPaiseFrom(input: string): number | null {
  const text = input.trim().replace(/[,\s₹]/g, '');
  if (!/^\d{1,6}$/.test(text)) return null;
  const paise = Number(text) * 100;
  return paise >= MIN_WALLET_TOPUP_PAISE && paise <= MAX_WALLET_TOPUP_PAISE ? paise : null;
}
