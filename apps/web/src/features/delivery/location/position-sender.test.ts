import { describe, expect, it, vi } from 'vitest';
import { PointBuffer } from './point-buffer.js';
import { type LocationState, startPositionSender } from './position-sender.js';

/** A phone's GPS under the test's control. */
function fakeGeolocation() {
  let success: PositionCallback = () => undefined;
  let failure: PositionErrorCallback | null | undefined;
  const geolocation = {
    options: undefined as PositionOptions | undefined,
    cleared: [] as number[],
    watchPosition: vi.fn(
      (ok: PositionCallback, error?: PositionErrorCallback | null, options?: PositionOptions) => {
        success = ok;
        failure = error;
        geolocation.options = options;
        return 7;
      },
    ),
    clearWatch: vi.fn((id: number) => geolocation.cleared.push(id)),
    getCurrentPosition: vi.fn(),
    move(lat: number, lng: number, at: number) {
      success({
        timestamp: at,
        coords: { latitude: lat, longitude: lng, accuracy: 5, speed: null, heading: null },
      } as GeolocationPosition);
    },
    fail(code: number) {
      failure?.({ code, message: 'no' } as GeolocationPositionError);
    },
  };
  return geolocation;
}

function start(geolocation: ReturnType<typeof fakeGeolocation> | undefined) {
  const buffer = new PointBuffer(null, 'k');
  const flush = vi.fn(async () => undefined);
  const states: LocationState[] = [];
  const stop = startPositionSender({
    geolocation: geolocation as unknown as Geolocation | undefined,
    buffer,
    uploader: { flush, stop: vi.fn() },
    onState: (state) => states.push(state),
  });
  return { buffer, flush, states, stop };
}

describe('sending the position while online', () => {
  it('when the rider moves, then high-accuracy fixes are kept per the throttle and each kept one is sent', () => {
    const gps = fakeGeolocation();
    const { buffer, flush, states } = start(gps);
    expect(gps.options).toMatchObject({ enableHighAccuracy: true, maximumAge: 0 });
    const t0 = 1_700_000_000_000;
    gps.move(12.97, 77.59, t0);
    gps.move(12.97, 77.59, t0 + 2_000); // still, 2 s: dropped
    gps.move(12.9705, 77.59, t0 + 3_000); // ~55 m: kept
    gps.move(12.9705, 77.59, t0 + 8_000); // still, 5 s later: kept
    expect(buffer.peek(10).map((point) => point.at)).toEqual(
      [t0, t0 + 3_000, t0 + 8_000].map((at) => new Date(at).toISOString()),
    );
    expect(flush).toHaveBeenCalledTimes(3);
    expect(states).toEqual(['starting', 'sharing']);
  });

  it('when the rider refuses location, then the state says so and nothing is buffered', () => {
    const gps = fakeGeolocation();
    const { buffer, states } = start(gps);
    gps.fail(1);
    expect(states).toEqual(['starting', 'denied']);
    expect(buffer.size).toBe(0);
  });

  it('when the GPS has no fix, then the state says so; a timeout alone changes nothing', () => {
    const gps = fakeGeolocation();
    const { states } = start(gps);
    gps.fail(3);
    expect(states).toEqual(['starting']);
    gps.fail(2);
    expect(states).toEqual(['starting', 'unavailable']);
    gps.move(12.97, 77.59, 1);
    expect(states).toEqual(['starting', 'unavailable', 'sharing']);
  });

  it('when the rider goes offline or leaves the screen, then the watch is cleared', () => {
    const gps = fakeGeolocation();
    const { stop, states } = start(gps);
    stop();
    expect(gps.cleared).toEqual([7]);
    expect(states.at(-1)).toBe('off');
  });

  it('when the phone has no geolocation, then the state says so', () => {
    expect(start(undefined).states).toEqual(['unsupported']);
  });
});
