import { addIstDays, type IstDate, isIstDate, istDaysBetween, startOfIstDay } from './ist.js';

/**
 * The FSSAI minimum remaining shelf life at sale (issue 15 item 3, ADR 0046). FSSAI's direction to e-commerce
 * food business operators (November 2024) asks for "a minimum shelf life of 30% or 45 days before expiry at the
 * time of delivery", and explains it with two examples: butter with a 10-day life must have 3 days left (30%;
 * 45 days could never be met), and foods with a life of months must have 45 days left (less than their 30%).
 * Both examples are the lesser of the two, so that is the rule: min(30% of the total life, 45 days). Each
 * category carries its own percent and days (an admin setting); these are the defaults.
 */
export interface ShelfLifeRule {
  /** Percent of the total life (best-before − packed-on) that must remain, 0–100. */
  percent: number;
  /** Days that are always enough, whatever the percent gives. */
  days: number;
}

export const FSSAI_SHELF_LIFE_RULE: ShelfLifeRule = { percent: 30, days: 45 };

/** Whole days between packing and the best-before date (the total shelf life). */
export function totalShelfLifeDays(packedOn: IstDate, bestBefore: IstDate): number {
  return istDaysBetween(packedOn, bestBefore);
}

/**
 * Whole days that must remain at sale: the lesser of the percent of the total life (rounded up, so a lot is never
 * sold with less than the percent) and the rule's days.
 */
export function minimumRemainingDays(packedOn: IstDate, bestBefore: IstDate, rule: ShelfLifeRule): number {
  const total = totalShelfLifeDays(packedOn, bestBefore);
  // Integer arithmetic: ceil(total × percent / 100) without floating-point surprises (30% of 10 is 3, not 3.0000001).
  const byPercent = Math.ceil((total * rule.percent) / 100);
  return Math.max(0, Math.min(byPercent, rule.days));
}

/**
 * The last IST calendar day on which a lot may be sold: on day d the lot has (best-before − d) whole days left,
 * which must be at least the minimum. A day, not an instant, because best-before is a day on the label and an
 * order placed at 23:59 IST reaches the customer that same day.
 */
export function lastSaleDate(packedOn: IstDate, bestBefore: IstDate, rule: ShelfLifeRule): IstDate {
  return addIstDays(bestBefore, -minimumRemainingDays(packedOn, bestBefore, rule));
}

/**
 * The sell-by moment: the end of the last sale day in IST, i.e. 00:00 IST of the next day. A lot is on sale
 * strictly before this instant and never at or after it.
 */
export function sellByMoment(packedOn: IstDate, bestBefore: IstDate, rule: ShelfLifeRule): Date {
  return startOfIstDay(addIstDays(lastSaleDate(packedOn, bestBefore, rule), 1));
}

/** Whether a lot may be sold at an instant. */
export function isSellableAt(sellBy: Date, at: Date): boolean {
  return at.getTime() < sellBy.getTime();
}

export type LotDatesProblem =
  | 'not_a_date'
  | 'best_before_not_after_packed_on'
  | 'packed_in_future'
  | 'past_sell_by';

/**
 * What is wrong with the dates of a lot being received at `at`, or null: best-before must come after packed-on,
 * packing cannot be in the future (IST), and the lot must still be sellable.
 */
export function lotDatesProblem(
  packedOn: string,
  bestBefore: string,
  rule: ShelfLifeRule,
  at: Date,
): LotDatesProblem | null {
  if (!isIstDate(packedOn) || !isIstDate(bestBefore)) return 'not_a_date';
  if (istDaysBetween(packedOn, bestBefore) <= 0) return 'best_before_not_after_packed_on';
  if (startOfIstDay(packedOn).getTime() > at.getTime()) return 'packed_in_future';
  if (!isSellableAt(sellByMoment(packedOn, bestBefore, rule), at)) return 'past_sell_by';
  return null;
}
