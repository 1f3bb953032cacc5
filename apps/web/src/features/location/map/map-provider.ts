import type { LatLng, MapToken } from '../location-types.js';

/**
 * Which map to draw. Leaflet with the server's tiles (OpenStreetMap by default) unless get-google-maps-token
 * returns a Google key. Both draw the same picker: tap → a pin and a 1 km circle.
 */
export type MapProvider =
  | { kind: 'leaflet'; tileUrl: string; attribution: string }
  | { kind: 'google'; apiKey: string };

export function mapProviderFor(token: MapToken): MapProvider {
  return token.token
    ? { kind: 'google', apiKey: token.token }
    : { kind: 'leaflet', tileUrl: token.tileUrl, attribution: token.attribution };
}

/** The same props for every provider's map view. */
export interface MapViewProps {
  center: LatLng;
  zoom: number;
  picked: LatLng | null;
  onPick: (point: LatLng) => void;
  onReady: () => void;
  onError: (error: unknown) => void;
  /** The map works but its pictures (tiles) cannot be fetched: offline, blocked, or the tile server is down. */
  onTilesFailed?: () => void;
}
