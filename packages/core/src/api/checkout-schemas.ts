import { z } from 'zod';
import { UPI_ID } from '../patterns.js';
import { savedAddressSchema } from './address-schemas.js';

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
