import { ApiError } from '../../../shared/api/api-error.js';
import { type DraftField, draftFieldErrors } from '../../addresses/index.js';

export interface Shortage {
  name: string;
  requested: number;
  available: number;
}

/** Where a refused checkout's message belongs on the page. */
export type CheckoutProblem =
  | { target: 'address'; message: string; fields: Partial<Record<DraftField, string>> }
  | { target: 'coupon'; message: string }
  | { target: 'stock'; message: string; shortages: Shortage[] }
  | { target: 'form'; message: string };

function shortagesOf(details: Record<string, unknown>): Shortage[] {
  const items = Array.isArray(details.items) ? details.items : [];
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, requested, available } = item as Record<string, unknown>;
    if (typeof name !== 'string') return [];
    return [
      {
        name,
        requested: typeof requested === 'number' ? requested : 0,
        available: typeof available === 'number' ? available : 0,
      },
    ];
  });
}

/** The coupon's own refusal: the field message when the server gives one, else the error's message. */
export function couponMessage(error: ApiError): string {
  return error.fields.couponCode ?? error.message;
}

export function checkoutProblem(error: unknown): CheckoutProblem {
  if (!(error instanceof ApiError)) {
    return { target: 'form', message: error instanceof Error ? error.message : String(error) };
  }
  if (error.code === 'NOT_SERVICEABLE') return { target: 'address', message: error.message, fields: {} };
  if (error.code.startsWith('COUPON_')) return { target: 'coupon', message: couponMessage(error) };
  // A withdrawn item refuses the order like a sold-out one: the customer sees every line that changed.
  if (error.code === 'OUT_OF_STOCK' || error.code === 'CART_CHANGED') {
    return { target: 'stock', message: error.message, shortages: shortagesOf(error.details) };
  }
  const fields = draftFieldErrors(error.fields);
  if (Object.keys(fields).length > 0 || 'address' in error.fields) {
    return { target: 'address', message: error.fields.address ?? error.message, fields };
  }
  return { target: 'form', message: error.message };
}
