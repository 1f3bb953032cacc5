/** Spec §3 Location: where the customer wants things delivered (or is browsing for). */
export interface Location {
  area: string;
  address: string;
  lat: number;
  lng: number;
  fullAddress: string;
  city: string;
  state: string;
  pincode: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** How the current location was set: passive detection for the header, "Use Current Location", or the map. */
export type LocationSource = 'gps' | 'current' | 'map';

/** get-google-maps-token's answer: a Google key, or null and the OpenStreetMap tiles to draw with Leaflet. */
export interface MapToken {
  token: string | null;
  provider: 'google' | 'leaflet';
  tileUrl: string;
  attribution: string;
}
