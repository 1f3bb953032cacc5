import { describe, expect, it } from 'vitest';
import { type Fix, fixFromPosition, metresBetween, shouldKeepFix } from './position-throttle.js';

/** About 1 m of latitude, in degrees. */
const METRE = 1 / 111_195;
const START: Fix = { lat: 12.9716, lng: 77.5946, at: 1_000_000 };
const moved = (metres: number, afterMs: number): Fix => ({
  lat: START.lat + metres * METRE,
  lng: START.lng,
  at: START.at + afterMs,
});

describe('the position throttle (one point per ~5 s or ~20 m)', () => {
  it('when there is no point yet, then the first fix is kept', () => {
    expect(shouldKeepFix(null, START)).toBe(true);
  });

  it('when the rider stands still, then a fix is kept every 5 s and not before', () => {
    expect(shouldKeepFix(START, moved(0, 4_999))).toBe(false);
    expect(shouldKeepFix(START, moved(0, 5_000))).toBe(true);
    expect(shouldKeepFix(START, moved(3, 6_000))).toBe(true);
  });

  it('when the rider moves 20 m, then the fix is kept before the 5 s are up', () => {
    expect(metresBetween(START, moved(20, 0))).toBeCloseTo(20, 1);
    expect(shouldKeepFix(START, moved(19, 2_000))).toBe(false);
    expect(shouldKeepFix(START, moved(21, 2_000))).toBe(true);
  });

  it('when fixes arrive faster than once a second, then even a big jump waits (GPS jitter never floods)', () => {
    expect(shouldKeepFix(START, moved(500, 999))).toBe(false);
    expect(shouldKeepFix(START, moved(500, 1_000))).toBe(true);
  });

  it('when the phone replays an older fix, then it is dropped', () => {
    expect(shouldKeepFix(START, moved(100, -10_000))).toBe(false);
  });

  it('when the browser reports a position, then only readings that make sense are kept', () => {
    const position = (coords: Partial<GeolocationCoordinates>) =>
      ({
        timestamp: 1_700_000_000_000,
        coords: { latitude: 12.9, longitude: 77.6, accuracy: 8, speed: null, heading: null, ...coords },
      }) as GeolocationPosition;
    expect(fixFromPosition(position({}))).toEqual({
      lat: 12.9,
      lng: 77.6,
      at: 1_700_000_000_000,
      accuracyM: 8,
    });
    expect(fixFromPosition(position({ speed: 7.5, heading: 90 }))).toMatchObject({
      speedMps: 7.5,
      headingDeg: 90,
    });
    // A heading of 360, NaN while standing still and absurd speeds are left out rather than refused by the server.
    const odd = fixFromPosition(position({ speed: 250, heading: 360, accuracy: Number.NaN }));
    expect(odd).toEqual({ lat: 12.9, lng: 77.6, at: 1_700_000_000_000 });
  });
});
