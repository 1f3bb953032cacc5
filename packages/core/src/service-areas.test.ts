import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  destinationPoint,
  distanceKm,
  type LatLng,
  pointInArea,
  pointInPolygon,
  pointInRadius,
  polygonProblem,
  RADIUS_EDGE_TOLERANCE_KM,
  servingStore,
} from './service-areas.js';

// A 0.02° square in Bengaluru (about 2.2 km a side), and a concave "L".
const SQUARE: LatLng[] = [
  [12.96, 77.63],
  [12.96, 77.65],
  [12.98, 77.65],
  [12.98, 77.63],
];
const L_SHAPE: LatLng[] = [
  [0, 0],
  [0, 2],
  [1, 2],
  [1, 1],
  [2, 1],
  [2, 0],
];
const INDIRANAGAR = { lat: 12.9719, lng: 77.6412 };

describe('pointInPolygon', () => {
  it('when a point is inside, outside or on the edge of a square, then inside and edge count and outside does not', () => {
    expect(pointInPolygon({ lat: 12.97, lng: 77.64 }, SQUARE)).toBe(true);
    expect(pointInPolygon({ lat: 12.99, lng: 77.64 }, SQUARE)).toBe(false);
    expect(pointInPolygon({ lat: 12.97, lng: 77.6501 }, SQUARE)).toBe(false);
    // Every vertex, and a point on each edge.
    for (const [lat, lng] of SQUARE) expect(pointInPolygon({ lat, lng }, SQUARE)).toBe(true);
    expect(pointInPolygon({ lat: 12.96, lng: 77.64 }, SQUARE)).toBe(true);
    expect(pointInPolygon({ lat: 12.97, lng: 77.65 }, SQUARE)).toBe(true);
    expect(pointInPolygon({ lat: 12.98, lng: 77.635 }, SQUARE)).toBe(true);
    expect(pointInPolygon({ lat: 12.975, lng: 77.63 }, SQUARE)).toBe(true);
    // Just off an edge (about 1 m) is outside.
    expect(pointInPolygon({ lat: 12.97, lng: 77.63 - 0.00001 }, SQUARE)).toBe(false);
  });

  it('when the polygon is concave, then the notch is outside and its edges are inside', () => {
    expect(pointInPolygon({ lat: 0.5, lng: 0.5 }, L_SHAPE)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, L_SHAPE)).toBe(true);
    expect(pointInPolygon({ lat: 0.5, lng: 1.5 }, L_SHAPE)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 1.5 }, L_SHAPE)).toBe(false);
    expect(pointInPolygon({ lat: 1, lng: 1.5 }, L_SHAPE)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 1 }, L_SHAPE)).toBe(true);
    expect(pointInPolygon({ lat: 1, lng: 1 }, L_SHAPE)).toBe(true);
    // A ray through a vertex counts once: (1, -1) looks right along the inner corner's row.
    expect(pointInPolygon({ lat: 1, lng: -1 }, L_SHAPE)).toBe(false);
    expect(pointInPolygon({ lat: 1, lng: 3 }, L_SHAPE)).toBe(false);
  });

  it('when a diagonal edge is sampled anywhere, then the sample is inside (property)', () => {
    const triangle: LatLng[] = [
      [17.35, 78.44],
      [17.42, 78.5],
      [17.38, 78.41],
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.double({ min: 0, max: 1, noNaN: true }), (edge, t) => {
        const a = triangle[edge]!;
        const b = triangle[(edge + 1) % 3]!;
        const point = { lat: a[0] + t * (b[0] - a[0]), lng: a[1] + t * (b[1] - a[1]) };
        expect(pointInPolygon(point, triangle)).toBe(true);
      }),
    );
  });

  it('when the polygon is convex, then it agrees with an independent same-side test for any point (property)', () => {
    // Regular polygons around a random centre: a point is inside a convex counter-clockwise polygon exactly
    // when it is left of (or on) every edge. Points within a hair of an edge are skipped.
    const convex = fc.record({
      lat: fc.double({ min: -60, max: 60, noNaN: true }),
      lng: fc.double({ min: -170, max: 170, noNaN: true }),
      radius: fc.double({ min: 0.005, max: 0.5, noNaN: true }),
      sides: fc.integer({ min: 3, max: 100 }),
      turn: fc.double({ min: 0, max: Math.PI, noNaN: true }),
    });
    fc.assert(
      fc.property(
        convex,
        fc.double({ min: -1.5, max: 1.5, noNaN: true }),
        fc.double({ min: -1.5, max: 1.5, noNaN: true }),
        (shape, u, v) => {
          const polygon: LatLng[] = Array.from({ length: shape.sides }, (_, k) => {
            const angle = shape.turn + (2 * Math.PI * k) / shape.sides;
            return [shape.lat + shape.radius * Math.sin(angle), shape.lng + shape.radius * Math.cos(angle)];
          });
          const point = { lat: shape.lat + u * shape.radius, lng: shape.lng + v * shape.radius };
          const sides = polygon.map((a, k) => {
            const b = polygon[(k + 1) % polygon.length]!;
            const crossed = (b[1] - a[1]) * (point.lat - a[0]) - (b[0] - a[0]) * (point.lng - a[1]);
            return crossed / Math.hypot(b[1] - a[1], b[0] - a[0]);
          });
          if (sides.some((s) => Math.abs(s) < 1e-6)) return;
          expect(pointInPolygon(point, polygon)).toBe(sides.every((s) => s > 0));
          expect(polygonProblem(polygon)).toBeNull();
        },
      ),
    );
  });
});

describe('pointInRadius', () => {
  it('when a point is inside, exactly on or just past the radius, then only past is outside', () => {
    const edge = destinationPoint(INDIRANAGAR, 37, 8);
    expect(distanceKm(INDIRANAGAR.lat, INDIRANAGAR.lng, edge.lat, edge.lng)).toBeCloseTo(8, 9);
    expect(pointInRadius(edge, INDIRANAGAR, 8)).toBe(true);
    expect(pointInRadius(destinationPoint(INDIRANAGAR, 37, 7.99), INDIRANAGAR, 8)).toBe(true);
    expect(pointInRadius(destinationPoint(INDIRANAGAR, 37, 8.002), INDIRANAGAR, 8)).toBe(false);
    expect(pointInRadius(INDIRANAGAR, INDIRANAGAR, 0.5)).toBe(true);
  });

  it('when a point is any distance in any direction, then it is inside exactly when within the radius (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        (bearing, km, radius) => {
          fc.pre(Math.abs(km - radius) > 2 * RADIUS_EDGE_TOLERANCE_KM || km <= radius);
          const point = destinationPoint(INDIRANAGAR, bearing, km);
          expect(pointInArea(point, { kind: 'radius', center: INDIRANAGAR, radiusKm: radius })).toBe(
            km <= radius,
          );
        },
      ),
    );
  });

  it('when distances are measured, then they are symmetric and obey the triangle inequality (property)', () => {
    const place = fc.record({
      lat: fc.double({ min: -80, max: 80, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(place, place, place, (a, b, c) => {
        const ab = distanceKm(a.lat, a.lng, b.lat, b.lng);
        expect(ab).toBeCloseTo(distanceKm(b.lat, b.lng, a.lat, a.lng), 9);
        expect(ab).toBeLessThanOrEqual(
          distanceKm(a.lat, a.lng, c.lat, c.lng) + distanceKm(c.lat, c.lng, b.lat, b.lng) + 1e-9,
        );
      }),
    );
  });
});

describe('polygonProblem', () => {
  it('when a polygon is simple, then it passes, and each kind of broken polygon names its problem', () => {
    expect(polygonProblem(SQUARE)).toBeNull();
    expect(polygonProblem(L_SHAPE)).toBeNull();
    expect(polygonProblem(SQUARE.slice(0, 2))).toBe('AREA_TOO_FEW_POINTS');
    const many: LatLng[] = Array.from({ length: 101 }, (_, k) => [
      Math.sin((2 * Math.PI * k) / 101),
      Math.cos((2 * Math.PI * k) / 101),
    ]);
    expect(polygonProblem(many)).toBe('AREA_TOO_MANY_POINTS');
    expect(polygonProblem(many.slice(0, 100))).toBeNull();
    // A bow tie: the second and fourth edges cross.
    expect(
      polygonProblem([
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ]),
    ).toBe('AREA_SELF_INTERSECTS');
    // A vertex touching a non-adjacent edge.
    expect(
      polygonProblem([
        [0, 0],
        [0, 2],
        [2, 2],
        [0, 1],
        [-1, 1],
      ]),
    ).toBe('AREA_SELF_INTERSECTS');
    // The ring closed by hand repeats its first point.
    expect(polygonProblem([...SQUARE, SQUARE[0]!])).toBe('AREA_REPEATED_POINT');
    // A spike folding back along its own edge.
    expect(
      polygonProblem([
        [0, 0],
        [0, 2],
        [0, 1],
        [1, 1],
      ]),
    ).toBe('AREA_SELF_INTERSECTS');
    // Three points in a line have no area: the closing edge runs back over the other two.
    expect(
      polygonProblem([
        [0, 0],
        [0, 1],
        [0, 2],
      ]),
    ).toBe('AREA_SELF_INTERSECTS');
    expect(
      polygonProblem([
        [0, 0],
        [91, 1],
        [1, 1],
      ]),
    ).toBe('AREA_POINT_OUT_OF_RANGE');
  });
});

describe('servingStore', () => {
  const near = { id: 'near', lat: 12.97, lng: 77.64, isActive: true };
  const far = { id: 'far', lat: 12.92, lng: 77.59, isActive: true };
  it('when several stores serve a point, then the nearest serving one wins, and inactive stores never serve', () => {
    const point = { lat: 12.95, lng: 77.62 };
    const stores = [
      { ...far, area: { kind: 'radius' as const, center: far, radiusKm: 20 } },
      { ...near, area: { kind: 'radius' as const, center: near, radiusKm: 20 } },
    ];
    expect(servingStore(stores, point).serving?.id).toBe('near');
    expect(servingStore([{ ...stores[1]!, isActive: false }, stores[0]!], point).serving?.id).toBe('far');
    // The nearer store's polygon does not hold the point: the farther one serves it.
    const nearPolygon = { ...near, area: { kind: 'polygon' as const, polygon: SQUARE } };
    const result = servingStore([nearPolygon, stores[0]!], { lat: 12.955, lng: 77.64 });
    expect(result.serving?.id).toBe('far');
    expect(result.nearest?.id).toBe('near');
    expect(servingStore([nearPolygon], { lat: 12.955, lng: 77.64 }).serving).toBeNull();
  });
});
