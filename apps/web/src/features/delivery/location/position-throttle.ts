/** One position fix as the phone reports it, reduced to what the throttle and the upload need. */
export interface Fix {
  lat: number;
  lng: number;
  /** Epoch milliseconds when the phone took the fix. */
  at: number;
  accuracyM?: number;
  speedMps?: number;
  headingDeg?: number;
}

/** Issue 14: one point per ~5 s, or sooner once the rider has moved ~20 m. */
export const SEND_EVERY_MS = 5_000;
export const SEND_AFTER_M = 20;
/** Never closer than this, whatever the GPS reports (a jittery fix must not flood the upload). */
export const MIN_GAP_MS = 1_000;

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Metres between two fixes (haversine). Core's distanceKm says the same; this copy keeps core's service-areas
 * module out of a chunk of its own, which would lengthen every route's preload list in the /home bundle.
 */
export function metresBetween(a: Pick<Fix, 'lat' | 'lng'>, b: Pick<Fix, 'lat' | 'lng'>): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whether a new fix is worth sending, given the last one kept: the first always; then after 5 s, or after 20 m
 * moved, whichever comes first, but never within 1 s of the last. A fix older than the last (the phone replays
 * a cached one) is dropped.
 */
export function shouldKeepFix(last: Fix | null, next: Fix): boolean {
  if (!last) return true;
  const elapsed = next.at - last.at;
  if (elapsed < MIN_GAP_MS) return false;
  return elapsed >= SEND_EVERY_MS || metresBetween(last, next) >= SEND_AFTER_M;
}

/** The browser's position as a Fix: optional readings only when the phone has them (and they make sense). */
export function fixFromPosition(position: GeolocationPosition): Fix {
  const { latitude, longitude, accuracy, speed, heading } = position.coords;
  const fix: Fix = { lat: latitude, lng: longitude, at: position.timestamp };
  if (Number.isFinite(accuracy) && accuracy >= 0) fix.accuracyM = Math.min(accuracy, 100_000);
  if (speed !== null && Number.isFinite(speed) && speed >= 0 && speed <= 100) fix.speedMps = speed;
  if (heading !== null && Number.isFinite(heading) && heading >= 0 && heading < 360) fix.headingDeg = heading;
  return fix;
}
