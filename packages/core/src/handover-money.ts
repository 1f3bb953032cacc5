import type { Paise } from './money.js';

/**
 * What the customer owes at the door once the rider has removed lines (found missing at the store or refused at
 * the door), issue 14 §7, ADR 0039. One rule for the rider's "amount to collect", the deliver check and the
 * money owed back on a prepaid order:
 *
 * - Nothing removed: the order's total, unchanged.
 * - Some lines removed: the customer stops paying for exactly those lines. The coupon discount stays (it was
 *   earned on the basket as ordered) but never exceeds the lines still delivered, and the delivery fee stays.
 * - Every line removed: nothing is delivered, so nothing is due, fee included.
 *
 * - Substitutions (issue 15 item 2, ADR 0045): the unavailable original is `substituted` (removed) and its
 *   substitute is a line of its own whose `totalPricePaise` is its charged price (never above the original's);
 *   a substitute the customer rejected is `rejected` (removed). So a substitution never raises what is due.
 *
 * Always whole paise between 0 and the order's total; `duePaise + removedPaise` is the total.
 */
export interface HandoverOrderMoney {
  subtotalPaise: Paise;
  discountPaise: Paise;
  deliveryFeePaise: Paise;
  totalPaise: Paise;
  lines: readonly {
    totalPricePaise: Paise;
    status: 'ok' | 'missing' | 'refused' | 'substituted' | 'rejected';
  }[];
}

export interface HandoverMoney {
  /** What the order costs the customer now: cash to collect on COD, what a prepaid order should have charged. */
  duePaise: Paise;
  /** The difference from the total: less cash on COD, money owed back on a prepaid order. */
  removedPaise: Paise;
  /** True when every line was removed: there is nothing to hand over. */
  nothingToDeliver: boolean;
}

const whole = (value: number): Paise => (Number.isSafeInteger(value) && value > 0 ? value : 0);

export function handoverMoney(order: HandoverOrderMoney): HandoverMoney {
  const total = whole(order.totalPaise);
  const removedLines = order.lines.filter((line) => line.status !== 'ok');
  const nothingToDeliver = order.lines.length > 0 && removedLines.length === order.lines.length;
  if (removedLines.length === 0) return { duePaise: total, removedPaise: 0, nothingToDeliver: false };
  if (nothingToDeliver) return { duePaise: 0, removedPaise: total, nothingToDeliver };
  const kept = order.lines
    .filter((line) => line.status === 'ok')
    .reduce((sum, line) => sum + whole(line.totalPricePaise), 0);
  const due = kept - Math.min(whole(order.discountPaise), kept) + whole(order.deliveryFeePaise);
  const duePaise = Math.min(Math.max(due, 0), total);
  return { duePaise, removedPaise: total - duePaise, nothingToDeliver };
}
