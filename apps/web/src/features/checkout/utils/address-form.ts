import { type DeliveryAddress, normaliseIndianMobile, PINCODE } from '@tokri/core';

/**
 * The "new address" form at checkout: what is typed, its client-side checks, and how it maps to the order's
 * delivery address (the server saves it as a saved address too when asked).
 */
export const ADDRESS_FIELDS = [
  'fullName',
  'phone',
  'line1',
  'line2',
  'landmark',
  'city',
  'state',
  'pincode',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressForm = Record<AddressField, string>;

const REQUIRED: readonly AddressField[] = ['fullName', 'phone', 'line1', 'city', 'state', 'pincode'];

/** Indian PIN code: six digits, the first not zero (core's zod-free `patterns.ts`, shared with the server). */
export const PINCODE_PATTERN = PINCODE;

export const emptyAddressForm = (): AddressForm => ({
  fullName: '',
  phone: '',
  line1: '',
  line2: '',
  landmark: '',
  city: '',
  state: '',
  pincode: '',
});

export type AddressProblem = 'required' | 'invalidPhone' | 'invalidPincode';

/** What is wrong before anything is sent (the server checks again and has the last word). */
export function validateAddressForm(form: AddressForm): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of REQUIRED) if (!form[field].trim()) problems[field] = 'required';
  if (!problems.phone && normaliseIndianMobile(form.phone) === null) problems.phone = 'invalidPhone';
  if (!problems.pincode && !PINCODE_PATTERN.test(form.pincode.trim())) problems.pincode = 'invalidPincode';
  return problems;
}

/** The body's `address` for POST /api/checkout. */
export function toDeliveryAddress(form: AddressForm): DeliveryAddress {
  return {
    fullName: form.fullName.trim(),
    phone: form.phone.trim(),
    line1: form.line1.trim(),
    line2: form.line2.trim(),
    landmark: form.landmark.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
    pincode: form.pincode.trim(),
  };
}

const SAVED_TO_FORM: Record<string, AddressField> = {
  contactName: 'fullName',
  contactPhone: 'phone',
  house: 'line1',
  street: 'line2',
  landmark: 'landmark',
  city: 'city',
  state: 'state',
  pincode: 'pincode',
};

/**
 * The server's per-field messages placed on the form's fields: checkout names them `address.<field>`,
 * saved addresses use their own names (contactName, house, ...).
 */
export function formFieldErrors(fields: Record<string, string>): Partial<Record<AddressField, string>> {
  const out: Partial<Record<AddressField, string>> = {};
  for (const [name, message] of Object.entries(fields)) {
    const bare = name.startsWith('address.') ? name.slice('address.'.length) : name;
    const field = (ADDRESS_FIELDS as readonly string[]).includes(bare)
      ? (bare as AddressField)
      : SAVED_TO_FORM[bare];
    if (field && !out[field]) out[field] = message;
  }
  return out;
}
