export { HeaderLocation } from './components/header-location.js';
export { LocationSetup } from './components/location-setup.js';
export { MapPickerDialog } from './components/map-picker-dialog.js';
export { useMapToken } from './location-api.js';
export { locationStore, useLocationState } from './location-store.js';
export type { Location, LocationSource } from './location-types.js';
export { type MapProvider, mapProviderFor } from './map/map-provider.js';
export type { RiderMapProps } from './map/rider-map.js';

/** The tracking page's live rider map with Leaflet (or the Google loader), as a chunk of its own. */
export function loadRiderMap() {
  return import('./map/rider-map.js');
}
