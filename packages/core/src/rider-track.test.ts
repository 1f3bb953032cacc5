import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  measuredSpeedMps,
  plausibleTrack,
  RIDER_CITY_KMH,
  riderEta,
  riderPaceKmh,
  type TrackPoint,
  trackDistanceKm,
} from './rider-track.js';
import { destinationPoint, distanceKm } from './service-areas.js';

const MINUTE = 60_000;
const start = { lat: 12.9716, lng: 77.5946 };
const at = (minutes: number) => Date.UTC(2026, 2, 10, 4, 0) + minutes * MINUTE;
/** A fix `km` east of the start, `minutes` into the ride. */
const fix = (km: number, minutes: number, accuracyM: number | null = 10): TrackPoint => ({
  ...destinationPoint(start, 90, km),
  atMs: at(minutes),
  accuracyM,
});

describe('riderPaceKmh', () => {
  it('when the phone measures a plausible speed, then that is the pace', () => {
    expect(riderPaceKmh(25 / 3.6)).toBeCloseTo(25);
  });

  it('when the speed is unknown, standing still or a spike, then the city pace of 15 km/h', () => {
    expect(RIDER_CITY_KMH).toBe(15);
    for (const speed of [null, undefined, 0, 1, 30, Number.NaN]) expect(riderPaceKmh(speed)).toBe(15);
  });
});

describe('riderEta', () => {
  it('when the rider is 3 km from the door at the city pace, then 12 minutes', () => {
    const door = destinationPoint(start, 0, 3);
    expect(riderEta(start, door, null)).toEqual({ distanceKm: 3, etaMinutes: 12 });
  });

  it('when the rider rides at 30 km/h, then 3 km takes 6 minutes', () => {
    const door = destinationPoint(start, 0, 3);
    expect(riderEta(start, door, 30 / 3.6)).toEqual({ distanceKm: 3, etaMinutes: 6 });
  });

  it('when the rider is close, then at least a minute; at the door, none', () => {
    expect(riderEta(start, destinationPoint(start, 0, 0.1), null).etaMinutes).toBe(1);
    expect(riderEta(start, start, null)).toEqual({ distanceKm: 0, etaMinutes: 0 });
  });

  it('when the address has no coordinates, then neither distance nor ETA', () => {
    expect(riderEta(start, null, null)).toEqual({ distanceKm: null, etaMinutes: null });
  });

  it('when the rider is further away, then the ETA is never shorter', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          const door = destinationPoint(start, 45, 0);
          const nearEta = riderEta(destinationPoint(door, 180, near), door, null).etaMinutes!;
          const farEta = riderEta(destinationPoint(door, 180, far), door, null).etaMinutes!;
          expect(farEta).toBeGreaterThanOrEqual(nearEta);
        },
      ),
    );
  });
});

describe('trackDistanceKm', () => {
  it('when a rider rides 1 km east in four clean fixes, then 1 km', () => {
    expect(trackDistanceKm([fix(0, 0), fix(0.25, 1), fix(0.5, 2), fix(1, 4)])).toBeCloseTo(1, 2);
  });

  it('when fixes arrive out of order, then they are measured in time order', () => {
    expect(trackDistanceKm([fix(1, 4), fix(0, 0), fix(0.5, 2)])).toBeCloseTo(1, 2);
  });

  it('when a fix is less accurate than 100 m, then it is left out', () => {
    // Without the filter the detour to 3 km and back would add 4 km.
    expect(trackDistanceKm([fix(0, 0), fix(3, 5, 250), fix(1, 10)])).toBeCloseTo(1, 2);
    expect(trackDistanceKm([fix(0, 0), fix(0.5, 5, 100), fix(1, 10)])).toBeCloseTo(1, 2);
  });

  it('when one fix jumps 5 km in a minute (over 120 km/h), then it adds nothing', () => {
    expect(trackDistanceKm([fix(0, 0), fix(0.3, 1), fix(5.3, 2), fix(0.6, 3), fix(0.9, 4)])).toBeCloseTo(
      0.9,
      2,
    );
  });

  it('when the first fix of the day is the spike, then it goes and the ride from the next fix counts', () => {
    const track = plausibleTrack([fix(8, 0), fix(0, 1), fix(0.4, 2), fix(0.8, 3)]);
    expect(track.map((point) => point.atMs)).toEqual([at(1), at(2), at(3)]);
    expect(trackDistanceKm([fix(8, 0), fix(0, 1), fix(0.4, 2), fix(0.8, 3)])).toBeCloseTo(0.8, 2);
  });

  it('when two fixes share a moment, then only the first counts', () => {
    expect(trackDistanceKm([fix(0, 0), fix(0.5, 2), fix(0.5, 2)])).toBeCloseTo(0.5, 2);
  });

  it('when there are fewer than two fixes, then 0', () => {
    expect(trackDistanceKm([])).toBe(0);
    expect(trackDistanceKm([fix(0, 0)])).toBe(0);
  });

  it('when every fix is clean and at city pace, then the distance is the sum of the legs', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            bearing: fc.integer({ min: 0, max: 359 }),
            km: fc.double({ min: 0, max: 0.4, noNaN: true }),
          }),
          {
            maxLength: 30,
          },
        ),
        (legs) => {
          let here = start;
          const points: TrackPoint[] = [{ ...here, atMs: at(0), accuracyM: 5 }];
          let expected = 0;
          legs.forEach((leg, i) => {
            const next = destinationPoint(here, leg.bearing, leg.km);
            expected += distanceKm(here.lat, here.lng, next.lat, next.lng);
            here = next;
            points.push({ ...here, atMs: at(i + 1), accuracyM: 5 });
          });
          expect(trackDistanceKm(points)).toBeCloseTo(expected, 2);
        },
      ),
    );
  });
});

describe('measuredSpeedMps', () => {
  it('when the phone measured the speed, then that', () => {
    expect(measuredSpeedMps({ ...fix(1, 2), speedMps: 4.5 }, fix(0, 0))).toBe(4.5);
  });

  it('when it did not, then the speed from the fix before (0.5 km in a minute: 8.33 m/s)', () => {
    expect(measuredSpeedMps({ ...fix(1, 3), speedMps: null }, fix(0.5, 2))).toBeCloseTo(8.33, 2);
  });

  it('when the fix before is older than 2 minutes or missing, then unknown', () => {
    expect(measuredSpeedMps({ ...fix(1, 5), speedMps: null }, fix(0.5, 2))).toBeNull();
    expect(measuredSpeedMps({ ...fix(1, 5), speedMps: null }, null)).toBeNull();
  });
});
