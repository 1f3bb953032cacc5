import type { Paise } from './money.js';

/** A percentage that is not a finite number between 0 and 100 counts as no discount. */
export function sanitiseDiscount(percent: unknown): number {
  const value = typeof percent === 'number' ? percent : Number(percent);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(value, 100);
}

/**
 * A unit price after its percentage discount, in whole paise, rounded half up
 * (₹10.00 at 33% -> 670 paise, ₹0.05 at 50% -> 3 paise). The customer never pays a fraction of a paisa.
 */
export function discountedPaise(pricePaise: Paise, discountPercent: unknown): Paise {
  const price = Number.isFinite(pricePaise) && pricePaise > 0 ? Math.round(pricePaise) : 0;
  return Math.round((price * (100 - sanitiseDiscount(discountPercent))) / 100);
}

/** Spec §5: the variant's discount when it has one, otherwise the product's. */
export function effectiveDiscount(productDiscount: unknown, variantDiscount: unknown): number {
  return variantDiscount === null || variantDiscount === undefined
    ? sanitiseDiscount(productDiscount)
    : sanitiseDiscount(variantDiscount);
}
