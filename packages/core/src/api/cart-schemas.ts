import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../cart-limits.js';

const lineKey = { productId: z.uuid(), variantId: z.uuid().nullable().default(null) };

/** POST /api/cart/items. */
export const cartAddRequestSchema = z.object({
  ...lineKey,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
});

/** PUT /api/cart/items: the new quantity (0 or less removes the line). */
export const cartSetRequestSchema = z.object({ ...lineKey, quantity: z.number().int().min(-1000).max(1000) });

/** DELETE /api/cart/items (as query parameters). */
export const cartRemoveRequestSchema = z.object({ productId: z.uuid(), variantId: z.uuid().optional() });

export type CartAddRequest = z.input<typeof cartAddRequestSchema>;
export type CartSetRequest = z.input<typeof cartSetRequestSchema>;
export type CartRemoveRequest = z.input<typeof cartRemoveRequestSchema>;
