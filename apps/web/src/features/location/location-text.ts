import type { ReverseGeocodeResult as GeocodeResult } from '@tokri/core';
import type { Translate as TextOf } from '../../i18n/translator.js';
import type { Location } from './location-types.js';

/** The strings this module needs, so the rules can be tested without the app's i18n set up. */
export type LocationTextKey =
  | 'location.fallback.mapAddress'
  | 'location.fallback.mapArea'
  | 'location.fallback.currentAddress'
  | 'location.fallback.currentArea'
  | 'location.fallback.fullAddress'
  | 'location.errors.unavailable'
  | 'location.errors.failed';
export type Translate = (key: LocationTextKey, values?: { latitude: string; longitude: string }) => string;

/** The app's `t` as a Translate. */
export const fromT =
  (t: TextOf): Translate =>
  (key, values) =>
    values ? t(key, values) : t(key);

/** A point written with six decimals, as the fallback full address shows it. */
export const sixDecimals = (value: number) => value.toFixed(6);

/**
 * Spec §5: when the reverse lookup fails or says no, a map pick is "Selected Location" / "Selected Area" and a
 * current-location pick is "Current Location" / "Your Location"; both read "Location at {lat}, {lng}" in full,
 * with empty city, state and PIN code.
 */
export function fallbackLocation(kind: 'map' | 'current', lat: number, lng: number, t: Translate): Location {
  return {
    address: t(kind === 'map' ? 'location.fallback.mapAddress' : 'location.fallback.currentAddress'),
    area: t(kind === 'map' ? 'location.fallback.mapArea' : 'location.fallback.currentArea'),
    fullAddress: t('location.fallback.fullAddress', {
      latitude: sixDecimals(lat),
      longitude: sixDecimals(lng),
    }),
    lat,
    lng,
    city: '',
    state: '',
    pincode: '',
  };
}

/** The looked-up place at a point, or the fallback when there is none. */
export function toLocation(
  kind: 'map' | 'current',
  lat: number,
  lng: number,
  result: GeocodeResult | null,
  t: Translate,
): Location {
  if (!result) return fallbackLocation(kind, lat, lng, t);
  return {
    area: result.area,
    address: result.address,
    fullAddress: result.fullAddress,
    city: result.city,
    state: result.state,
    pincode: result.pincode,
    lat,
    lng,
  };
}
