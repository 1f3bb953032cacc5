import { z } from 'zod';
import { isIstDate } from '../ist.js';

/** Stock lots and freshness (issue 15 item 3, ADR 0046): /api/admin/lots and /api/best-before. */

const istDate = z.string({ error: 'INVALID_DATE' }).refine(isIstDate, { error: 'INVALID_DATE' });

/** POST /api/admin/lots: stock received as a lot of a product (or one of its packs). */
export const receiveLotInputSchema = z
  .object({
    productId: z.uuid(),
    variantId: z.uuid().nullable().default(null),
    quantity: z
      .number({ error: 'LOT_QUANTITY_INVALID' })
      .int({ error: 'LOT_QUANTITY_INVALID' })
      .min(1, { error: 'LOT_QUANTITY_INVALID' })
      .max(1_000_000, { error: 'LOT_QUANTITY_INVALID' }),
    packedOn: istDate,
    bestBefore: istDate,
  })
  .strict();
export type ReceiveLotInput = z.input<typeof receiveLotInputSchema>;

/**
 * PUT /api/admin/categories/:id/shelf-life: the category's minimum remaining shelf life at sale, the lesser of
 * `percent` of the total life and `days` (FSSAI: 30% and 45 days).
 */
export const shelfLifeRuleInputSchema = z
  .object({
    percent: z
      .number({ error: 'PERCENT_INVALID' })
      .int({ error: 'PERCENT_INVALID' })
      .min(0, { error: 'PERCENT_INVALID' })
      .max(100, { error: 'PERCENT_INVALID' }),
    days: z
      .number({ error: 'DAYS_INVALID' })
      .int({ error: 'DAYS_INVALID' })
      .min(0, { error: 'DAYS_INVALID' })
      .max(3650, { error: 'DAYS_INVALID' }),
  })
  .strict();
export type ShelfLifeRuleInput = z.input<typeof shelfLifeRuleInputSchema>;

/** GET /api/admin/lots?productId=…: a product's lots, newest first. */
export const productLotsQuerySchema = z.object({ productId: z.uuid() });

/** GET /api/admin/lots/expiring?days=N: withdrawn in, or crossing their sell-by within, the last/next N days. */
export const expiringLotsQuerySchema = z.object({
  days: z.coerce.number({ error: 'INVALID_FIELD' }).int().min(1).max(90).default(7),
});

/** GET /api/best-before?productIds=a,b: the best-before date of the lot FEFO sells next, per stocked row. */
export const bestBeforeQuerySchema = z.object({
  productIds: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(100)),
});

export interface AdminLot {
  id: string;
  productId: string;
  productName: string;
  variantId: string | null;
  variantName: string | null;
  quantityReceived: number;
  quantityLeft: number;
  packedOn: string;
  bestBefore: string;
  /** The last IST day it may be sold (the day before its sell-by moment). */
  lastSaleDate: string;
  sellBy: string;
  receivedAt: string;
  withdrawnAt: string | null;
  quantityWithdrawn: number;
}

export interface BestBefore {
  productId: string;
  variantId: string | null;
  /** IST calendar date, "YYYY-MM-DD". */
  bestBefore: string;
}
