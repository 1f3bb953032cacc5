import type { ReverseGeocodeResult, ReverseGeocoder } from './reverse-geocoder.js';

/** OpenStreetMap Nominatim (reverse), when NOMINATIM_URL points at an instance we may use. */
export function createNominatimGeocoder(baseUrl: string, userAgent: string): ReverseGeocoder {
  return {
    name: 'nominatim',
    async reverse(lat, lng, signal): Promise<ReverseGeocodeResult | null> {
      const url = `${baseUrl.replace(/\/$/, '')}/reverse?format=jsonv2&addressdetails=1&lat=${lat}&lon=${lng}`;
      const response = await fetch(url, {
        signal,
        headers: { 'user-agent': userAgent, 'accept-language': 'en' },
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { display_name?: string; address?: Record<string, string> };
      if (!body.address || !body.display_name) return null;
      const a = body.address;
      const area = a.suburb ?? a.neighbourhood ?? a.quarter ?? a.village ?? a.town ?? '';
      const city = a.city ?? a.town ?? a.state_district ?? a.county ?? '';
      return {
        area,
        address: [area, city].filter(Boolean).join(', '),
        fullAddress: body.display_name,
        city,
        state: a.state ?? '',
        pincode: a.postcode ?? '',
      };
    },
  };
}
