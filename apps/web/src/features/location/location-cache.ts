import { LOCATION_CACHE_KEY, LOCATION_CACHE_TTL_MS } from './location-constants.js';
import type { Location, LocationSource } from './location-types.js';

export interface CachedLocation {
  location: Location;
  source: LocationSource;
  savedAt: number;
}

function isLocation(value: unknown): value is Location {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    ['area', 'address', 'fullAddress', 'city', 'state', 'pincode'].every((k) => typeof v[k] === 'string') &&
    Number.isFinite(v.lat) &&
    Number.isFinite(v.lng)
  );
}

/** The cached location while it is younger than 30 minutes (spec §9); an expired or broken entry is removed. */
export function readLocationCache(storage: Storage | undefined, now: number): CachedLocation | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(LOCATION_CACHE_KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<CachedLocation>;
    const fresh =
      isLocation(entry.location) &&
      (entry.source === 'gps' || entry.source === 'current' || entry.source === 'map') &&
      typeof entry.savedAt === 'number' &&
      now - entry.savedAt >= 0 &&
      now - entry.savedAt < LOCATION_CACHE_TTL_MS;
    if (!fresh) {
      storage.removeItem(LOCATION_CACHE_KEY);
      return null;
    }
    return entry as CachedLocation;
  } catch {
    return null;
  }
}

export function writeLocationCache(
  storage: Storage | undefined,
  location: Location,
  source: LocationSource,
  now: number,
) {
  try {
    storage?.setItem(LOCATION_CACHE_KEY, JSON.stringify({ location, source, savedAt: now }));
  } catch {
    // storage full or unavailable: the location still holds for this visit
  }
}
