import { isPaise, type Paise } from './money.js';
import { discountedPaise, effectiveDiscount } from './pricing.js';

/**
 * Spec §5 cart line total: the unit price reduced by the percentage discount (the variant's if it has one,
 * otherwise the product's), times the quantity; invalid numbers count as 0.
 *
 * Rounding rule (ADR 0008): the discounted unit price is rounded half up to whole paise first, then multiplied
 * by the quantity, so a line always equals quantity × the unit price the customer is shown.
 */
export interface CartLineInput {
  unitPricePaise: unknown;
  productDiscountPercent: unknown;
  variantDiscountPercent?: unknown;
  quantity: unknown;
}

function wholeNonNegative(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

export function discountedUnitPaise(line: Omit<CartLineInput, 'quantity'>): Paise {
  const price = wholeNonNegative(line.unitPricePaise);
  return discountedPaise(price, effectiveDiscount(line.productDiscountPercent, line.variantDiscountPercent));
}

export function cartLineTotalPaise(line: CartLineInput): Paise {
  return discountedUnitPaise(line) * wholeNonNegative(line.quantity);
}

export function sumPaise(values: readonly Paise[]): Paise {
  return values.reduce((total, value) => total + (isPaise(value) ? value : 0), 0);
}
