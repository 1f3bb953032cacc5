/** Spec §9 (location and map constants) and §5 (geolocation rules, default centre). */

/** Stored client data (§3): the last location, kept for 30 minutes. */
export const LOCATION_CACHE_KEY = 'tokri.location';
export const LOCATION_CACHE_TTL_MS = 30 * 60 * 1000;

/** Passive geolocation for the header: low accuracy, 3 s time-out, a position up to 30 min old. */
export const PASSIVE_POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 3000,
  maximumAge: 30 * 60 * 1000,
};

/** Explicit "Use Current Location": high accuracy, 10 s time-out, a position up to 60 s old. */
export const CURRENT_POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60 * 1000,
};

/** Reverse geocoding gives up after 5 s (the §5 fallbacks apply). */
export const REVERSE_GEOCODE_TIMEOUT_MS = 5000;
/** After a cached hit, the position is refreshed in the background this much later. */
export const BACKGROUND_REFRESH_DELAY_MS = 500;
/** Passive detection runs at most once in this window. */
export const DETECTION_REENABLE_MS = 5000;

/** The map when no position is known: central Bengaluru. */
export const DEFAULT_MAP_CENTER = { lat: 12.9716, lng: 77.5946 } as const;
export const MAP_ZOOM = 15;
/** The circle drawn around a picked point. */
export const PICK_RADIUS_M = 1000;
export const MAP_MODAL_HEIGHT_PX = 400;
/** The maps script is retried this many times after a failed load. */
export const MAP_LOADER_RETRIES = 3;
