/** Spec §7 google-reverse-geocode response fields, for a successful lookup. */
export interface ReverseGeocodeResult {
  area: string;
  address: string;
  fullAddress: string;
  city: string;
  state: string;
  pincode: string;
}
