export { HeaderLocation } from './components/header-location.js';
export { MapPickerDialog } from './components/map-picker-dialog.js';
export { useMapToken } from './location-api.js';
export { locationStore, useLocationState } from './location-store.js';
export type { Location, LocationSource } from './location-types.js';
