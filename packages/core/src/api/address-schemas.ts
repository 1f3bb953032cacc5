import { z } from 'zod';
import { normaliseIndianMobile } from '../identifiers.js';
import { PINCODE } from '../patterns.js';

/**
 * The one address shape (spec: /saved-addresses): a saved address, the address typed in at checkout and the
 * snapshot an order keeps all use these fields, so nothing maps fullName/line1 to contactName/house by hand.
 */

const text = (max: number) =>
  z.string({ error: 'ADDRESS_REQUIRED' }).trim().min(1, { error: 'ADDRESS_REQUIRED' }).max(max);

export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;

/** Who receives the order and where: what an order records as its delivery address. */
export const deliveryAddressSchema = z.object({
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
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** A saved address (POST/PUT /api/addresses), and the address typed in at checkout: the same fields plus a label. */
export const savedAddressSchema = deliveryAddressSchema.extend({
  label: z.enum(ADDRESS_LABELS).default('home'),
  isDefault: z.boolean().default(false),
});
export type SavedAddressInput = z.input<typeof savedAddressSchema>;

/** The delivery fields of any address (a saved one carries an id, a label and a default flag besides). */
export function toDeliveryAddress(address: DeliveryAddress): DeliveryAddress {
  return {
    contactName: address.contactName,
    contactPhone: address.contactPhone,
    house: address.house,
    street: address.street,
    landmark: address.landmark,
    area: address.area,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    lat: address.lat,
    lng: address.lng,
  };
}
