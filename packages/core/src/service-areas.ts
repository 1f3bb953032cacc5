/**
 * Where a store delivers (issue 13 item 6, ADR 0036): a circle around its pin, or a polygon the admin draws.
 * Pure geometry, no I/O. The boundary counts as inside for both kinds: a customer standing on the line the
 * admin drew is served.
 *
 * Polygons are small (a city area, a few kilometres), so their edges are straight lines in latitude/longitude;
 * at that size the difference from what the map draws is centimetres. Circles use great-circle distance.
 */

/** A vertex as stored and sent: [lat, lng]. */
export type LatLng = readonly [lat: number, lng: number];

export interface Point {
  lat: number;
  lng: number;
}

export type ServiceArea =
  | { kind: 'radius'; center: Point; radiusKm: number }
  | { kind: 'polygon'; polygon: readonly LatLng[] };

export const POLYGON_MIN_VERTICES = 3;
export const POLYGON_MAX_VERTICES = 100;
/** A point this close to a circle's edge counts as on it (a metre: far below any map pin's accuracy). */
export const RADIUS_EDGE_TOLERANCE_KM = 0.001;
/** A point this close to a polygon's edge, in degrees (about a centimetre), counts as on it. */
const EDGE_TOLERANCE_DEG = 1e-7;

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point `km` away from `from` on the initial bearing `bearingDeg` (0 = north, 90 = east). */
export function destinationPoint(from: Point, bearingDeg: number, km: number): Point {
  const delta = km / EARTH_RADIUS_KM;
  const theta = rad(bearingDeg);
  const phi1 = rad(from.lat);
  const lambda1 = rad(from.lng);
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
  );
  const lambda2 =
    lambda1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    );
  return { lat: (phi2 * 180) / Math.PI, lng: (((lambda2 * 180) / Math.PI + 540) % 360) - 180 };
}

// Planar helpers: x = lng, y = lat.
const cross = (o: LatLng, a: LatLng, b: LatLng) =>
  (a[1] - o[1]) * (b[0] - o[0]) - (a[0] - o[0]) * (b[1] - o[1]);

/** Whether `p` lies on the segment a-b (within about a centimetre). */
export function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const dx = b[1] - a[1];
  const dy = b[0] - a[0];
  const lengthSq = dx * dx + dy * dy;
  if (lengthSq === 0) return Math.hypot(p[1] - a[1], p[0] - a[0]) <= EDGE_TOLERANCE_DEG;
  // Distance from p to the closest point of the segment.
  const t = Math.max(0, Math.min(1, ((p[1] - a[1]) * dx + (p[0] - a[0]) * dy) / lengthSq));
  return Math.hypot(p[1] - (a[1] + t * dx), p[0] - (a[0] + t * dy)) <= EDGE_TOLERANCE_DEG;
}

/** Point in polygon, the edge counting as inside (ray casting, even-odd, after an explicit edge test). */
export function pointInPolygon(point: Point, polygon: readonly LatLng[]): boolean {
  const p: LatLng = [point.lat, point.lng];
  const n = polygon.length;
  if (n < POLYGON_MIN_VERTICES) return false;
  for (let i = 0; i < n; i++) {
    if (onSegment(p, polygon[i]!, polygon[(i + 1) % n]!)) return true;
  }
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [yi, xi] = polygon[i]!;
    const [yj, xj] = polygon[j]!;
    if (yi > p[0] !== yj > p[0] && p[1] < ((xj - xi) * (p[0] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a circle around `center` reaches `point`, its edge included. */
export function pointInRadius(point: Point, center: Point, radiusKm: number): boolean {
  return distanceKm(point.lat, point.lng, center.lat, center.lng) <= radiusKm + RADIUS_EDGE_TOLERANCE_KM;
}

export function pointInArea(point: Point, area: ServiceArea): boolean {
  return area.kind === 'radius'
    ? pointInRadius(point, area.center, area.radiusKm)
    : pointInPolygon(point, area.polygon);
}

/** Why a polygon cannot be a delivery area, as an error code, or null when it is a simple polygon. */
export type PolygonProblem =
  | 'AREA_TOO_FEW_POINTS'
  | 'AREA_TOO_MANY_POINTS'
  | 'AREA_POINT_OUT_OF_RANGE'
  | 'AREA_REPEATED_POINT'
  | 'AREA_SELF_INTERSECTS';

const sign = (value: number) => (value > 0 ? 1 : value < 0 ? -1 : 0);

/** Whether segments a-b and c-d share any point (touching or overlapping counts). */
export function segmentsIntersect(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const d1 = sign(cross(c, d, a));
  const d2 = sign(cross(c, d, b));
  const d3 = sign(cross(a, b, c));
  const d4 = sign(cross(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/**
 * Checks that the vertices make a simple polygon: 3–100 points in range, no point twice (the ring closes by
 * itself, so the first point is not repeated at the end), no edge crossing or touching another except its two
 * neighbours at their shared vertex (so all points in a line, with no area, fail too).
 */
export function polygonProblem(polygon: readonly LatLng[]): PolygonProblem | null {
  const n = polygon.length;
  if (n < POLYGON_MIN_VERTICES) return 'AREA_TOO_FEW_POINTS';
  if (n > POLYGON_MAX_VERTICES) return 'AREA_TOO_MANY_POINTS';
  for (const [lat, lng] of polygon) {
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
      return 'AREA_POINT_OUT_OF_RANGE';
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (onSegment(polygon[i]!, polygon[j]!, polygon[j]!)) return 'AREA_REPEATED_POINT';
    }
  }
  const edge = (i: number): [LatLng, LatLng] => [polygon[i]!, polygon[(i + 1) % n]!];
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    for (let j = i + 1; j < n; j++) {
      const [c, d] = edge(j);
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (!adjacent) {
        if (segmentsIntersect(a, b, c, d)) return 'AREA_SELF_INTERSECTS';
        continue;
      }
      // Neighbours share one vertex; they must not fold back over each other.
      const [shared, far1, far2] = j === i + 1 ? [b, a, d] : [a, b, c];
      if (sign(cross(shared, far1, far2)) === 0 && onSegment(far2, shared, far1))
        return 'AREA_SELF_INTERSECTS';
      if (sign(cross(shared, far1, far2)) === 0 && onSegment(far1, shared, far2))
        return 'AREA_SELF_INTERSECTS';
    }
  }
  return null;
}

/** A store as serviceability sees it. */
export interface ServingStore {
  lat: number;
  lng: number;
  isActive: boolean;
  area: ServiceArea;
}

/**
 * The store that delivers to `point`: among the active stores whose area holds it, the one whose pin is
 * nearest (spec: the nearest serving store wins). Also returns every store's distance for callers that show
 * the nearest store when none serves.
 */
export function servingStore<S extends ServingStore>(
  stores: readonly S[],
  point: Point,
): { serving: (S & { distanceKm: number }) | null; nearest: (S & { distanceKm: number }) | null } {
  const ranked = stores
    .filter((store) => store.isActive)
    .map((store) => ({ ...store, distanceKm: distanceKm(point.lat, point.lng, store.lat, store.lng) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
  return {
    serving: ranked.find((store) => pointInArea(point, store.area)) ?? null,
    nearest: ranked[0] ?? null,
  };
}
