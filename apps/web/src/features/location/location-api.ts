import { useQuery } from '@tanstack/react-query';
import type { ReverseGeocodeResult as GeocodeResult } from '@tokri/core';
import { api } from '../../shared/api/api-client.js';
import { REVERSE_GEOCODE_TIMEOUT_MS } from './location-constants.js';
import type { MapToken } from './location-types.js';

type GeocodeResponse = ({ success: true } & GeocodeResult) | { success: false };

/**
 * POST /functions/v1/google-reverse-geocode with a 5 s time-out (spec §9). Errors and "no success" both give
 * null (spec §8: reverse-geocoding errors return nothing); the caller applies the §5 fallbacks.
 */
export async function reverseGeocode(
  lat: number,
  lng: number,
  timeoutMs = REVERSE_GEOCODE_TIMEOUT_MS,
): Promise<GeocodeResult | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const body = await api<GeocodeResponse>('/functions/v1/google-reverse-geocode', {
      method: 'POST',
      body: { lat, lng },
      signal: controller.signal,
    });
    if (!body.success) return null;
    const { area, address, fullAddress, city, state, pincode } = body;
    return { area, address, fullAddress, city, state, pincode };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export const fetchMapToken = () => api<MapToken>('/functions/v1/get-google-maps-token', { method: 'POST' });

export const mapTokenKey = ['location', 'map-token'] as const;

/** The map provider's token, fetched once per visit. A failure is logged and keeps "Select on Map" disabled. */
export function useMapToken(enabled = true) {
  return useQuery({
    queryKey: mapTokenKey,
    queryFn: async () => {
      try {
        return await fetchMapToken();
      } catch (error) {
        console.error('[location] map token fetch failed', error);
        throw error;
      }
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchInterval: false,
  });
}

/** GET /api/locations/serviceability?lat=&lng=: whether any store delivers to the chosen point (ADR 0036). */
export function useServedHere(point: { lat: number; lng: number } | null, enabled: boolean) {
  // Rounded to about 10 m, so small moves of the same pin share one answer.
  const lat = point ? Math.round(point.lat * 10_000) / 10_000 : null;
  const lng = point ? Math.round(point.lng * 10_000) / 10_000 : null;
  return useQuery({
    queryKey: ['location', 'served', lat, lng],
    queryFn: ({ signal }) =>
      api<{ serviceable: boolean }>(`/api/locations/serviceability?lat=${lat}&lng=${lng}`, { signal }),
    enabled: enabled && lat !== null && lng !== null,
    staleTime: 5 * 60_000,
  });
}
