import { RIDER_MINUTES_PER_KM } from './delivery-promise.js';
import { distanceKm, type Point } from './service-areas.js';

/**
 * Rules for a rider's live track (issue 14): how far the rider is from the door and how long that should take,
 * and how far a rider rode in a day once GPS noise is filtered out. Pure: the server feeds them stored points.
 */

/** The city pace the delivery promise assumes: about 15 km/h door to door on a two-wheeler. */
export const RIDER_CITY_KMH = 60 / RIDER_MINUTES_PER_KM;
/**
 * A measured speed is used for the ETA only between these: below, the rider is standing at a signal or the
 * store (that pace would promise hours); above, it is a GPS spike or a burst no rider keeps up across a city.
 */
export const RIDER_PLAUSIBLE_KMH = { min: 5, max: 50 } as const;
/** Fixes less accurate than this (metres) are noise for the distance travelled. */
export const RIDER_TRACK_MAX_ACCURACY_M = 100;
/** A move between two fixes faster than this (km/h) is a GPS jump, not a ride. */
export const RIDER_TRACK_MAX_KMH = 120;

/** The pace for an ETA: the measured speed when plausible, otherwise the city pace (km/h). */
export function riderPaceKmh(speedMps: number | null | undefined): number {
  if (speedMps === null || speedMps === undefined || !Number.isFinite(speedMps)) return RIDER_CITY_KMH;
  const kmh = speedMps * 3.6;
  return kmh >= RIDER_PLAUSIBLE_KMH.min && kmh <= RIDER_PLAUSIBLE_KMH.max ? kmh : RIDER_CITY_KMH;
}

/**
 * Straight-line distance from the rider to the door (km, two decimals) and the whole minutes it should take at
 * the rider's pace (at least 1 while the rider is not at the door). Null both when the door has no coordinates.
 */
export function riderEta(
  rider: Point,
  door: Point | null,
  speedMps: number | null | undefined,
): { distanceKm: number | null; etaMinutes: number | null } {
  if (!door || !Number.isFinite(door.lat) || !Number.isFinite(door.lng))
    return { distanceKm: null, etaMinutes: null };
  const km = distanceKm(rider.lat, rider.lng, door.lat, door.lng);
  const minutes = (km / riderPaceKmh(speedMps)) * 60;
  return {
    distanceKm: Math.round(km * 100) / 100,
    etaMinutes: km < 0.02 ? 0 : Math.max(1, Math.ceil(minutes)),
  };
}

export interface TrackPoint extends Point {
  /** Milliseconds since the epoch of the fix. */
  atMs: number;
  accuracyM: number | null;
}

/** The speed (m/s) between two fixes, or null when they are at the same moment. */
export function speedBetween(from: TrackPoint, to: TrackPoint): number | null {
  const seconds = (to.atMs - from.atMs) / 1000;
  if (seconds <= 0) return null;
  return (distanceKm(from.lat, from.lng, to.lat, to.lng) * 1000) / seconds;
}

/**
 * The fixes that describe a ride, in time order: fixes less accurate than 100 m are dropped, and so is a fix
 * that would mean riding faster than 120 km/h from the last kept one (a GPS jump; the next sane fix is measured
 * from the last kept one, so one spike adds nothing). When two fixes in a row agree with each other but not with
 * the last kept one, that kept one was the spike (the first fix of the day, say): it goes and they stay.
 * Two fixes at one moment keep the first.
 */
export function plausibleTrack(points: readonly TrackPoint[]): TrackPoint[] {
  const sorted = points
    .filter(
      (point) =>
        Number.isFinite(point.lat) &&
        Number.isFinite(point.lng) &&
        Number.isFinite(point.atMs) &&
        (point.accuracyM === null || point.accuracyM <= RIDER_TRACK_MAX_ACCURACY_M),
    )
    .sort((a, b) => a.atMs - b.atMs);
  const plausible = (from: TrackPoint | undefined, to: TrackPoint) => {
    if (!from) return true;
    const speed = speedBetween(from, to);
    return speed !== null && speed * 3.6 <= RIDER_TRACK_MAX_KMH;
  };
  const kept: TrackPoint[] = [];
  let rejected: TrackPoint | null = null;
  for (const point of sorted) {
    const last = kept.at(-1);
    if (last && point.atMs === last.atMs) continue;
    if (plausible(last, point)) {
      kept.push(point);
      rejected = null;
      continue;
    }
    if (rejected && plausible(rejected, point) && plausible(kept.at(-2), rejected)) {
      kept.pop();
      kept.push(rejected, point);
      rejected = null;
      continue;
    }
    rejected = point;
  }
  return kept;
}

/** Kilometres ridden along a track (haversine between consecutive plausible fixes), to three decimals. */
export function trackDistanceKm(points: readonly TrackPoint[]): number {
  const track = plausibleTrack(points);
  let km = 0;
  for (let i = 1; i < track.length; i++) {
    const a = track[i - 1]!;
    const b = track[i]!;
    km += distanceKm(a.lat, a.lng, b.lat, b.lng);
  }
  return Math.round(km * 1000) / 1000;
}

/** A fix older than this says nothing about how fast the rider is going now. */
export const RIDER_SPEED_WINDOW_MS = 2 * 60_000;

/**
 * The rider's speed now (m/s): what the phone measured with the newest fix, else the speed from the fix before
 * it when that one is recent (at most 2 minutes earlier), else unknown.
 */
export function measuredSpeedMps(
  newest: TrackPoint & { speedMps: number | null },
  previous: TrackPoint | null,
): number | null {
  if (newest.speedMps !== null && Number.isFinite(newest.speedMps)) return newest.speedMps;
  if (!previous || newest.atMs - previous.atMs > RIDER_SPEED_WINDOW_MS) return null;
  const speed = speedBetween(previous, newest);
  return speed === null ? null : Math.round(speed * 100) / 100;
}
