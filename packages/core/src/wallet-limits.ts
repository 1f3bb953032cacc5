/**
 * The prepaid wallet's limits (ADR 0031). The wallet is a closed-system balance usable only at Tokri, kept
 * small on purpose: enough for a month of milk and bread, not a bank account. Top-ups are whole rupees.
 */
export const MIN_WALLET_TOPUP_PAISE = 50_00;
export const MAX_WALLET_TOPUP_PAISE = 10_000_00;
/** A top-up that would take the balance above this is refused. */
export const MAX_WALLET_BALANCE_PAISE = 20_000_00;
/** The amounts the top-up screen offers as one tap. */
export const WALLET_TOPUP_PRESETS_PAISE = [200_00, 500_00, 1_000_00, 2_000_00] as const;

/** Why a top-up of `amountPaise` onto `balancePaise` is refused, or null when it may go ahead. */
export function topupRefusal(
  amountPaise: number,
  balancePaise: number,
): 'WALLET_TOPUP_AMOUNT_INVALID' | 'WALLET_BALANCE_LIMIT' | null {
  if (
    !Number.isSafeInteger(amountPaise) ||
    amountPaise % 100 !== 0 ||
    amountPaise < MIN_WALLET_TOPUP_PAISE ||
    amountPaise > MAX_WALLET_TOPUP_PAISE
  )
    return 'WALLET_TOPUP_AMOUNT_INVALID';
  if (balancePaise + amountPaise > MAX_WALLET_BALANCE_PAISE) return 'WALLET_BALANCE_LIMIT';
  return null;
}
