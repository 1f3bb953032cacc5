import { logger } from '../../logger.js';
import { createGoogleGeocoder } from '../../providers/geocoding/google-geocoder.js';
import { IndiaPincodeIndex } from '../../providers/geocoding/india-pincode-index.js';
import { createNominatimGeocoder } from '../../providers/geocoding/nominatim-geocoder.js';
import { createOfflinePincodeGeocoder } from '../../providers/geocoding/offline-pincode-geocoder.js';
import { type ReverseGeocoder, reverseWithTimeout } from '../../providers/geocoding/reverse-geocoder.js';

const log = logger.child({ module: 'geo' });

export interface GeoSettings {
  googleMapsApiKey?: string | undefined;
  nominatimUrl?: string | undefined;
  userAgent: string;
}

/**
 * Reverse geocoding behind one provider (Google when a key is set, else Nominatim when its URL is set,
 * else the offline PIN-code geocoder), plus PIN code -> point for addresses typed without a map.
 * The offline index loads in the background at start-up (under a second) and is shared.
 */
export function createGeoService(settings: GeoSettings) {
  let index: Promise<IndiaPincodeIndex> | undefined;
  const pincodes = () => {
    index ??= IndiaPincodeIndex.load();
    return index;
  };
  let offline: Promise<ReverseGeocoder> | undefined;
  const geocoder = async (): Promise<ReverseGeocoder> => {
    if (settings.googleMapsApiKey) return createGoogleGeocoder(settings.googleMapsApiKey);
    if (settings.nominatimUrl) return createNominatimGeocoder(settings.nominatimUrl, settings.userAgent);
    offline ??= pincodes().then(createOfflinePincodeGeocoder);
    return offline;
  };

  return {
    warmUp() {
      void pincodes().catch((error: Error) => log.error({ err: error }, 'pincode data failed to load'));
    },
    async reverse(lat: number, lng: number) {
      return reverseWithTimeout(await geocoder(), lat, lng);
    },
    async pincodePoint(pincode: string): Promise<{ lat: number; lng: number } | null> {
      const area = (await pincodes()).get(pincode);
      return area ? { lat: area.lat, lng: area.lng } : null;
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
