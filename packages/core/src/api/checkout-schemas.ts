import { z } from 'zod';
import { normaliseIndianMobile } from '../identifiers.js';

import { PINCODE, UPI_ID } from '../patterns.js';

const text = (max: number) =>
  z.string({ error: 'ADDRESS_REQUIRED' }).trim().min(1, { error: 'ADDRESS_REQUIRED' }).max(max);

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
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** Longest first line a saved address keeps (its `house`); an order's own address may be longer. */
const SAVED_HOUSE_MAX = 120;

/**
 * Checkout takes a saved address by id, or an address typed in; `saveAddress` also saves the typed one,
 * in the order's own transaction.
 */
export const checkoutRequestSchema = z
  .object({
    addressId: z.uuid().optional(),
    address: deliveryAddressSchema.optional(),
    saveAddress: z.boolean().optional(),
    paymentMethod: z.enum(['cod', 'online']),
    couponCode: z.string().trim().max(20).optional(),
  })
  .refine((value) => Boolean(value.addressId) !== Boolean(value.address), {
    error: 'ADDRESS_REQUIRED',
    path: ['address'],
  })
  .refine((value) => !value.saveAddress || !value.address || value.address.line1.length <= SAVED_HOUSE_MAX, {
    error: 'INVALID_FIELD',
    path: ['address', 'line1'],
  });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const upiIdSchema = z.string({ error: 'INVALID_UPI' }).trim().regex(UPI_ID, { error: 'INVALID_UPI' });

export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;

/** A saved address (spec: /saved-addresses). */
export const savedAddressSchema = z.object({
  label: z.enum(ADDRESS_LABELS).default('home'),
  contactName: text(120),
  contactPhone: z
    .string({ error: 'INVALID_PHONE' })
    .trim()
    .refine((value) => normaliseIndianMobile(value) !== null, { error: 'INVALID_PHONE' })
    .transform((value) => normaliseIndianMobile(value) as string),
  house: text(120),
  street: z.string().trim().max(200).default(''),
  landmark: z.string().trim().max(120).default(''),
  area: z.string().trim().max(120).default(''),
  city: text(80),
  state: text(80),
  pincode: z.string({ error: 'INVALID_PINCODE' }).trim().regex(PINCODE, { error: 'INVALID_PINCODE' }),
  lat: z.number().min(-90).max(90).nullable().default(null),
  lng: z.number().min(-180).max(180).nullable().default(null),
  isDefault: z.boolean().default(false),
});
export type SavedAddressInput = z.input<typeof savedAddressSchema>;

export const reverseGeocodeRequestSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
