import type { ProductSort } from '@tokri/core';
import { invalidInput } from '../../errors/invalid-input.js';

/**
 * Keyset paging: each sort orders by a key and then the id, and the cursor carries the last row's
 * (key, id). New products inserted while someone pages never shift or repeat what they see.
 */
export interface SortPlan {
  /** SQL expression of the sort key (uses p.*, and `popularity` for the popularity sort). */
  key: string;
  /** SQL type the cursor's key is cast back to. */
  type: 'timestamptz' | 'integer';
  direction: 'asc' | 'desc';
}

export const SORT_PLANS: Record<ProductSort, SortPlan> = {
  newest: { key: 'p.created_at', type: 'timestamptz', direction: 'desc' },
  price_asc: { key: 'p.final_price_paise', type: 'integer', direction: 'asc' },
  price_desc: { key: 'p.final_price_paise', type: 'integer', direction: 'desc' },
  discount: { key: 'p.discount_percentage', type: 'integer', direction: 'desc' },
  popularity: { key: 'coalesce(pop.units, 0)', type: 'integer', direction: 'desc' },
};

export interface Cursor {
  key: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(raw: string, plan: SortPlan): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [key, id] = value as unknown[];
      const keyOk =
        typeof key === 'string' &&
        (plan.type === 'integer' ? /^-?\d{1,12}$/.test(key) : !Number.isNaN(Date.parse(key)));
      if (keyOk && typeof id === 'string' && UUID.test(id)) return { key, id };
    }
  } catch {
    // fall through: a cursor we did not make
  }
  throw invalidInput({ cursor: 'INVALID_FIELD' });
}
