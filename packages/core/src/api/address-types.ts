import type { DeliveryPromise } from '../delivery-promise.js';

/** Saved-address API shapes shared by server and web (types only). */

export type AddressLabel = 'home' | 'work' | 'other';

export interface SavedAddress {
  id: string;
  label: AddressLabel;
  contactName: string;
  contactPhone: string;
  house: string;
  street: string;
  landmark: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
  isDefault: boolean;
}

/** GET /api/addresses: each address also says whether a store delivers there. */
export interface SavedAddressListItem extends SavedAddress {
  serviceable: boolean;
  storeName: string | null;
  /** The delivery window from the serving store (null when no store delivers there). */
  deliveryPromise: DeliveryPromise | null;
}

/** GET /api/locations/serviceability: whether a store delivers to a point or PIN code, and how soon. */
export interface ServiceabilityCheck {
  serviceable: boolean;
  /** The serving store (or, when none serves, the nearest). */
  store: { id: string; name: string; city: string; distanceKm: number } | null;
  promise: DeliveryPromise | null;
}
