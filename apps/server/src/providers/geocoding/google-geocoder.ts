import type { ReverseGeocodeResult, ReverseGeocoder } from './reverse-geocoder.js';

interface GoogleComponent {
  long_name: string;
  types: string[];
}

/** Google Geocoding API (reverse), when GOOGLE_MAPS_API_KEY is configured. */
export function createGoogleGeocoder(apiKey: string, base = 'https://maps.googleapis.com'): ReverseGeocoder {
  return {
    name: 'google',
    async reverse(lat, lng, signal): Promise<ReverseGeocodeResult | null> {
      const url = `${base}/maps/api/geocode/json?latlng=${lat},${lng}&key=${encodeURIComponent(apiKey)}&region=in`;
      const response = await fetch(url, { signal });
      const body = (await response.json()) as {
        status: string;
        results?: { formatted_address: string; address_components: GoogleComponent[] }[];
      };
      const first = body.results?.[0];
      if (body.status !== 'OK' || !first) return null;
      const pick = (...types: string[]) =>
        first.address_components.find((component) => types.some((type) => component.types.includes(type)))
          ?.long_name ?? '';
      const area = pick('sublocality_level_1', 'sublocality', 'neighborhood', 'locality');
      const city = pick('locality', 'administrative_area_level_2');
      return {
        area,
        address: [area, city].filter(Boolean).join(', '),
        fullAddress: first.formatted_address,
        city,
        state: pick('administrative_area_level_1'),
        pincode: pick('postal_code'),
      };
    },
  };
}
