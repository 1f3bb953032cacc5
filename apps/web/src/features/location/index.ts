export { HeaderLocation } from './components/header-location.js';
export { LocationSetup } from './components/location-setup.js';
export { MapPickerDialog } from './components/map-picker-dialog.js';
export { useMapToken } from './location-api.js';
export { locationStore, useLocationState } from './location-store.js';
export type { Location, LocationSource } from './location-types.js';
