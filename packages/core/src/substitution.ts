import type { Paise } from './money.js';

/**
 * What the customer wants when an item is unavailable (issue 15 item 2, ADR 0045): the most similar product,
 * one product they picked, their money back, or a call first.
 */
export const SUBSTITUTION_CHOICES = ['best_match', 'specific', 'refund', 'call'] as const;
export type SubstitutionChoice = (typeof SUBSTITUTION_CHOICES)[number];

/** When nothing is sent and nothing is remembered. */
export const DEFAULT_SUBSTITUTION_CHOICE: SubstitutionChoice = 'best_match';

/** How many similar products the checkout offers for "this specific item". */
export const SIMILAR_PRODUCTS_LIMIT = 5;

/** The minutes the customer has to reject a substitute, unless the setting says otherwise. */
export const DEFAULT_SUBSTITUTE_REJECT_MINUTES = 5;

const whole = (value: number): Paise => (Number.isSafeInteger(value) && value > 0 ? value : 0);

/**
 * A substitute is never charged more than the line it replaces: its price times the quantity, capped at the
 * original line's total (which already carries the original's discount). Whole paise, never negative.
 */
export function substituteChargePaise(
  unitPricePaise: Paise,
  quantity: number,
  originalTotalPaise: Paise,
): Paise {
  return Math.min(whole(unitPricePaise) * whole(quantity), whole(originalTotalPaise));
}

/** A product that could stand in for an unavailable line. */
export interface SubstituteCandidate {
  productId: string;
  unit: string;
  unitPricePaise: Paise;
}

/**
 * The best match first: the closest price to what the customer paid per unit, then the same unit (a 1 kg bag
 * for a 1 kg bag), then the cheaper, then the id (so the pick is the same on every run).
 */
export function rankSubstitutes<T extends SubstituteCandidate>(
  original: { unit: string; unitPricePaise: Paise },
  candidates: readonly T[],
): T[] {
  const key = (candidate: T) => [
    Math.abs(candidate.unitPricePaise - original.unitPricePaise),
    candidate.unit === original.unit ? 0 : 1,
    candidate.unitPricePaise,
  ];
  return [...candidates].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0;
  });
}

/** Whether a rejection at `now` is still inside the window that closes at `rejectUntil`. */
export function canRejectSubstitute(rejectUntil: Date | string | null, now: Date): boolean {
  if (rejectUntil === null) return false;
  return now.getTime() <= new Date(rejectUntil).getTime();
}
