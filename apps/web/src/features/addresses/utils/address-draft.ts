import type { AddressLabel, SavedAddress } from '@tokri/core';
import { PINCODE, savedAddressSchema, toDeliveryAddress } from '@tokri/core';
import type { Location } from '../../location/index.js';

export type { AddressLabel };

/** The saved-address form: every field as typed, plus the map point it was started from (if any). */
export type AddressDraft = Omit<SavedAddress, 'id'>;

export type DraftField =
  | 'contactName'
  | 'contactPhone'
  | 'house'
  | 'street'
  | 'landmark'
  | 'area'
  | 'city'
  | 'state'
  | 'pincode';
export const DRAFT_FIELDS: readonly DraftField[] = [
  'contactName',
  'contactPhone',
  'house',
  'street',
  'landmark',
  'area',
  'city',
  'state',
  'pincode',
];

export type DraftProblem = 'required' | 'invalidPhone' | 'invalidPincode';

export const emptyDraft = (isDefault = false): AddressDraft => ({
  label: 'home',
  contactName: '',
  contactPhone: '',
  house: '',
  street: '',
  landmark: '',
  area: '',
  city: '',
  state: '',
  pincode: '',
  lat: null,
  lng: null,
  isDefault,
});

/**
 * A new address starts with the account's name and mobile (issue 32 minor): each only where the field is still
 * empty, so what the customer typed is never replaced when the profile arrives later.
 */
export function withContact(
  draft: AddressDraft,
  contact: { fullName: string | null; phone: string | null } | null | undefined,
): AddressDraft {
  if (!contact) return draft;
  const name = contact.fullName?.trim() ?? '';
  const phone = contact.phone?.trim() ?? '';
  return {
    ...draft,
    contactName: draft.contactName.trim() ? draft.contactName : name,
    contactPhone: draft.contactPhone.trim() ? draft.contactPhone : phone,
  };
}

/** Indian PIN code: six digits, the first not zero (the server's own PINCODE pattern). */
export const isValidPincode = (value: string) => PINCODE.test(value.trim());

const PROBLEM_OF_CODE: Record<string, DraftProblem> = {
  ADDRESS_REQUIRED: 'required',
  INVALID_PHONE: 'invalidPhone',
  INVALID_PINCODE: 'invalidPincode',
};

/** What is wrong before anything is sent: core's own address schema, the one the server checks again with. */
export function validateDraft(draft: AddressDraft): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  const parsed = savedAddressSchema.safeParse(draft);
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!(DRAFT_FIELDS as readonly unknown[]).includes(field) || problems[field as DraftField]) continue;
    const name = field as DraftField;
    // A blank phone or PIN code is "required" to the customer, not "invalid".
    problems[name] = draft[name].trim() === '' ? 'required' : (PROBLEM_OF_CODE[issue.message] ?? 'required');
  }
  return problems;
}

/**
 * A place from the map or the current position fills what it knows (area, city, state, PIN code and the
 * point); what the customer typed for the house, street, landmark and contact stays. A fallback place (the
 * lookup failed: no city, "Selected Area") gives only the point.
 */
export function withLocation(draft: AddressDraft, location: Location): AddressDraft {
  return {
    ...draft,
    area: location.area && location.city ? location.area : draft.area,
    city: location.city || draft.city,
    state: location.state || draft.state,
    pincode: location.pincode || draft.pincode,
    lat: location.lat,
    lng: location.lng,
  };
}

export function draftFromSaved(address: AddressDraft): AddressDraft {
  return {
    ...toDeliveryAddress(address),
    label: address.label,
    isDefault: address.isDefault,
    // Shown as the customer would type it; the server keeps +91 numbers.
    contactPhone: address.contactPhone.replace(/^\+91/, ''),
  };
}

/** The body for POST /api/addresses and PUT /api/addresses/:id. */
export function draftToBody(draft: AddressDraft) {
  return {
    label: draft.label,
    contactName: draft.contactName.trim(),
    contactPhone: draft.contactPhone.trim(),
    house: draft.house.trim(),
    street: draft.street.trim(),
    landmark: draft.landmark.trim(),
    area: draft.area.trim(),
    city: draft.city.trim(),
    state: draft.state.trim(),
    pincode: draft.pincode.trim(),
    lat: draft.lat,
    lng: draft.lng,
    isDefault: draft.isDefault,
  };
}
export type AddressBody = ReturnType<typeof draftToBody>;

/**
 * The server's per-field messages (400 error.fields) that belong to a form field: a saved address names them
 * bare (`contactName`), checkout under its body's `address.` (`address.contactName`).
 */
export function draftFieldErrors(fields: Record<string, string>): Partial<Record<DraftField, string>> {
  const out: Partial<Record<DraftField, string>> = {};
  for (const [name, message] of Object.entries(fields)) {
    const bare = name.startsWith('address.') ? name.slice('address.'.length) : name;
    if ((DRAFT_FIELDS as readonly string[]).includes(bare) && !out[bare as DraftField]) {
      out[bare as DraftField] = message;
    }
  }
  return out;
}

/** One line for a saved address: house, street, area, landmark, city, state and PIN code. */
export function addressLine(address: {
  house: string;
  street: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
}): string {
  const lines = [address.house, address.street, address.area, address.landmark, address.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return `${lines}, ${address.state} ${address.pincode}`.trim();
}
