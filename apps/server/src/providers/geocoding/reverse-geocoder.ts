import type { ReverseGeocodeResult } from '@tokri/core';
import { logger } from '../../logger.js';

const log = logger.child({ module: 'geocoding' });

export type { ReverseGeocodeResult };

export interface ReverseGeocoder {
  readonly name: 'offline-pincodes' | 'google' | 'nominatim';
  /** The place at a point, or null when there is none (at sea, outside India). */
  reverse(lat: number, lng: number, signal: AbortSignal): Promise<ReverseGeocodeResult | null>;
}

/** Spec §9: reverse geocoding gives up after 5 s. */
export const REVERSE_GEOCODE_TIMEOUT_MS = 5000;

export async function reverseWithTimeout(geocoder: ReverseGeocoder, lat: number, lng: number) {
  const signal = AbortSignal.timeout(REVERSE_GEOCODE_TIMEOUT_MS);
  try {
    return await Promise.race([
      geocoder.reverse(lat, lng, signal),
      new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true })),
    ]);
  } catch (error) {
    log.warn({ err: error, geocoder: geocoder.name }, 'reverse geocoding failed');
    return null;
  }
}
