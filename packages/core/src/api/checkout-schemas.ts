import { z } from 'zod';
import { UPI_ID } from '../patterns.js';
import { savedAddressSchema } from './address-schemas.js';
import type { CartLine, CartSummary } from './cart-types.js';
import { checkoutSubstitutionsSchema } from './substitution-schemas.js';

/**
 * Checkout takes a saved address by id, or an address typed in (the saved-address shape); `saveAddress` also
 * saves the typed one, in the order's own transaction.
 */
export const checkoutRequestSchema = z
  .object({
    addressId: z.uuid().optional(),
    address: z.optional(savedAddressSchema),
    saveAddress: z.boolean().optional(),
    paymentMethod: z.enum(['cod', 'online']),
    couponCode: z.string().trim().max(20).optional(),
    /** What to do when an item is unavailable (issue 15 item 2, ADR 0045); absent: remembered or best match. */
    substitutions: checkoutSubstitutionsSchema.optional(),
  })
  .refine((value) => Boolean(value.addressId) !== Boolean(value.address), {
    error: 'ADDRESS_REQUIRED',
    path: ['address'],
  });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const upiIdSchema = z.string({ error: 'INVALID_UPI' }).trim().regex(UPI_ID, { error: 'INVALID_UPI' });

export const reverseGeocodeRequestSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** The Idempotency-Key header of POST /api/checkout: one per checkout attempt (ADR 0008). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/** GET /api/checkout/quote?coupon=… */
export const checkoutQuoteQuerySchema = z.object({ coupon: z.string().trim().max(20).optional() });

/** GET /api/checkout/quote: the cart priced as checkout will price it, with the coupon applied. */
export interface CheckoutQuote {
  items: CartLine[];
  summary: CartSummary;
  coupon: { code: string; discountPaise: number } | null;
}
