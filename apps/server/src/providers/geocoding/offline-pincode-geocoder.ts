import type { IndiaPincodeIndex, PincodeArea } from './india-pincode-index.js';
import type { ReverseGeocoder } from './reverse-geocoder.js';

/** Beyond this, a point is not near any Indian PIN code (open sea, another country). */
export const OFFLINE_MAX_DISTANCE_KM = 25;

const OFFICE_SUFFIX = /\s*\b(?:G\.?P\.?O|H\.?O|S\.?O|B\.?O)\.?$/i;

/** "Indiranagar (Bangalore)" -> "Indiranagar"; "Hyderabad Jubilee H.O" -> "Hyderabad Jubilee". */
export function localityName(place: string): string {
  return place
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(OFFICE_SUFFIX, '')
    .trim();
}

/** The locality a PIN code is known by: its first delivery office that is not a head or general post office. */
function mainLocality(area: PincodeArea): string {
  const named =
    area.places.find((place) => !/\b(?:G\.?P\.?O|H\.?O)\.?\b/i.test(place)) ?? area.places[0] ?? '';
  return localityName(named) || area.subDistrict || area.district;
}

/** The embedded default: the nearest Indian PIN code to the point, from bundled data, with no network. */
export function createOfflinePincodeGeocoder(index: IndiaPincodeIndex): ReverseGeocoder {
  return {
    name: 'offline-pincodes',
    async reverse(lat, lng) {
      const hit = index.nearest(lat, lng, OFFLINE_MAX_DISTANCE_KM);
      if (!hit) return null;
      const { area } = hit;
      const locality = mainLocality(area);
      const city = area.district || area.subDistrict;
      return {
        area: locality,
        address: locality === city ? city : `${locality}, ${city}`,
        fullAddress: `${locality === city ? city : `${locality}, ${city}`}, ${area.state} ${area.pincode}, India`,
        city,
        state: area.state,
        pincode: area.pincode,
      };
    },
  };
}
