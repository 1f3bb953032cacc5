import { describe, expect, it } from 'vitest';
import { plausibleTrack, riderPaceKmh, speedBetween, type TrackPoint } from './rider-track.js';

describe('rider tracking limits', () => {
  it('when the phone’s speed is 5 or 50 km/h exactly, then it is used; just outside, then the city pace is', () => {
    expect(riderPaceKmh(5 / 3.6)).toBeCloseTo(5, 9);
    expect(riderPaceKmh(50 / 3.6)).toBeCloseTo(50, 9);
    expect(riderPaceKmh(4.9 / 3.6)).toBe(riderPaceKmh(null));
    expect(riderPaceKmh(50.1 / 3.6)).toBe(riderPaceKmh(null));
  });

  it('when two fixes share a time or go back in time, then there is no speed between them', () => {
    const a: TrackPoint = { lat: 12.97, lng: 77.64, atMs: 1_000, accuracyM: 5 };
    expect(speedBetween(a, { ...a, lat: 12.98 })).toBeNull();
    expect(speedBetween(a, { ...a, atMs: 0 })).toBeNull();
    expect(speedBetween(a, { ...a, atMs: 2_000 })).toBe(0);
  });

  it('when a fix has a missing coordinate or time, or an accuracy over 100 m, then it is dropped; 100 m exactly is kept', () => {
    const base: TrackPoint = { lat: 12.97, lng: 77.64, atMs: 0, accuracyM: 100 };
    const track = plausibleTrack([
      base,
      { ...base, lat: Number.NaN, atMs: 1_000 },
      { ...base, lng: Number.NaN, atMs: 2_000 },
      { ...base, atMs: Number.NaN },
      { ...base, atMs: 3_000, accuracyM: 101 },
      { ...base, atMs: 4_000, accuracyM: null },
    ]);
    expect(track.map((p) => p.atMs)).toEqual([0, 4_000]);
  });

  it('when two fixes share a time, then only the first is kept', () => {
    const base: TrackPoint = { lat: 12.97, lng: 77.64, atMs: 0, accuracyM: 5 };
    const track = plausibleTrack([base, { ...base, atMs: 1_000 }, { ...base, atMs: 1_000, lat: 12.9701 }]);
    expect(track).toEqual([base, { ...base, atMs: 1_000 }]);
  });
});
