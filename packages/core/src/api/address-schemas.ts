import { z } from 'zod/mini';
import { normaliseIndianMobile } from '../identifiers.js';
import { PINCODE } from '../patterns.js';

/**
 * The one address shape (spec: /saved-addresses): a saved address, the address typed in at checkout and the
 * snapshot an order keeps all use these fields, so nothing maps fullName/line1 to contactName/house by hand.
 * Written with `zod/mini` because the web validates its address forms with it: only the checks used here reach
 * the browser (ADR 0023).
 */

const required = (max: number) =>
  z
    .string({ error: 'ADDRESS_REQUIRED' })
    .check(z.trim(), z.minLength(1, { error: 'ADDRESS_REQUIRED' }), z.maxLength(max));
const optionalText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');
const coordinate = (limit: number) =>
  z._default(z.nullable(z.number().check(z.gte(-limit), z.lte(limit))), null);

export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;

/** Who receives the order and where: what an order records as its delivery address. */
export const deliveryAddressSchema = z.object({
  contactName: required(120),
  contactPhone: z.pipe(
    z.string({ error: 'INVALID_PHONE' }).check(
      z.trim(),
      z.refine((value) => normaliseIndianMobile(value) !== null, { error: 'INVALID_PHONE' }),
    ),
    z.transform((value: string) => normaliseIndianMobile(value) as string),
  ),
  house: required(120),
  street: optionalText(200),
  landmark: optionalText(120),
  area: optionalText(120),
  city: required(80),
  state: required(80),
  pincode: z
    .string({ error: 'INVALID_PINCODE' })
    .check(z.trim(), z.regex(PINCODE, { error: 'INVALID_PINCODE' })),
  lat: coordinate(90),
  lng: coordinate(180),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** A saved address (POST/PUT /api/addresses), and the address typed in at checkout: the same fields plus a label. */
export const savedAddressSchema = z.extend(deliveryAddressSchema, {
  label: z._default(z.enum(ADDRESS_LABELS), 'home'),
  isDefault: z._default(z.boolean(), false),
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
