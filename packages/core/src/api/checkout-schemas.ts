import { z } from 'zod';
import { normaliseIndianMobile } from '../identifiers.js';

/** Indian PIN codes: six digits, the first not zero. */
export const PINCODE = /^[1-9][0-9]{5}$/;
/** UPI virtual payment address: handle@psp. */
export const UPI_ID = /^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

const text = (max: number) => z.string({ error: 'ADDRESS_REQUIRED' }).trim().min(1, { error: 'ADDRESS_REQUIRED' }).max(max);

export const deliveryAddressSchema = z.object({
  fullName: text(120),
  phone: z
    .string({ error: 'INVALID_PHONE' })
    .trim()
    .refine((value) => normaliseIndianMobile(value) !== null, { error: 'INVALID_PHONE' })
    .transform((value) => normaliseIndianMobile(value) as string),
  line1: text(200),
  line2: z.string().trim().max(200).optional().default(''),
  landmark: z.string().trim().max(120).optional().default(''),
  city: text(80),
  state: text(80),
  pincode: z.string({ error: 'INVALID_PINCODE' }).trim().regex(PINCODE, { error: 'INVALID_PINCODE' }),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

export const checkoutRequestSchema = z.object({
  address: deliveryAddressSchema,
  paymentMethod: z.enum(['cod', 'online']),
  couponCode: z.string().trim().max(20).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const upiIdSchema = z.string({ error: 'INVALID_UPI' }).trim().regex(UPI_ID, { error: 'INVALID_UPI' });
