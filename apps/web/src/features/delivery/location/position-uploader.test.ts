import { RIDER_POINTS_PER_UPLOAD, type RiderPoint } from '@tokri/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.js';
import { PointBuffer, pointFromFix } from './point-buffer.js';
import { createPositionUploader, isPermanentRefusal, RETRY_AFTER_MS } from './position-uploader.js';

const point = (i: number) =>
  pointFromFix({ lat: 12.97, lng: 77.59 + i / 100_000, at: 1_700_000_000_000 + i * 5_000 });

function harness(
  options: { online?: () => boolean; send?: (points: RiderPoint[]) => Promise<unknown> } = {},
) {
  const buffer = new PointBuffer(null, 'k');
  const sent: RiderPoint[][] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const send = vi.fn(
    options.send ??
      (async (points: RiderPoint[]) => {
        sent.push(points);
      }),
  );
  const uploader = createPositionUploader({
    buffer,
    send,
    isOnline: options.online ?? (() => true),
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1);
    },
  });
  return { buffer, sent, send, timers, uploader };
}

describe('sending the buffered points', () => {
  it('when the network comes back after a long gap, then everything goes in batches of at most the upload limit, oldest first', async () => {
    const { buffer, sent, uploader } = harness();
    const count = RIDER_POINTS_PER_UPLOAD * 2 + 7;
    for (let i = 0; i < count; i++) buffer.add(point(i));
    await uploader.flush();
    expect(sent.map((batch) => batch.length)).toEqual([RIDER_POINTS_PER_UPLOAD, RIDER_POINTS_PER_UPLOAD, 7]);
    expect(sent.flat()).toEqual(Array.from({ length: count }, (_, i) => point(i)));
    expect(buffer.size).toBe(0);
  });

  it('when the upload fails on the network, then the points stay and a retry is scheduled', async () => {
    let fail = true;
    const { buffer, sent, timers, uploader } = harness({
      send: async (points) => {
        if (fail) throw new ApiError(0, 'NETWORK', 'offline');
        sent.push(points);
      },
    });
    buffer.add(point(1));
    buffer.add(point(2));
    await uploader.flush();
    expect(buffer.size).toBe(2);
    expect(timers.map((timer) => timer.ms)).toEqual([RETRY_AFTER_MS]);
    // Back online: the retry sends both, once.
    fail = false;
    timers[0]?.run();
    await uploader.flush();
    expect(sent).toEqual([[point(1), point(2)]]);
    expect(buffer.size).toBe(0);
  });

  it('when the browser knows it is offline, then nothing is tried until it is back', async () => {
    let online = false;
    const { buffer, send, timers, uploader } = harness({ online: () => online });
    buffer.add(point(1));
    await uploader.flush();
    expect(send).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    online = true;
    await uploader.flush();
    expect(send).toHaveBeenCalledTimes(1);
    // The "online" flush cancelled the pending retry.
    expect(timers).toHaveLength(0);
  });

  it('when the server refuses points for good, then they are dropped so the ones behind them still go', async () => {
    const seen: number[] = [];
    const { buffer, uploader } = harness({
      send: async (points) => {
        seen.push(points.length);
        if (seen.length === 1) throw new ApiError(400, 'INVALID_FIELD', 'bad point');
      },
    });
    for (let i = 0; i < RIDER_POINTS_PER_UPLOAD + 1; i++) buffer.add(point(i));
    await uploader.flush();
    expect(seen).toEqual([RIDER_POINTS_PER_UPLOAD, 1]);
    expect(buffer.size).toBe(0);
    expect(isPermanentRefusal(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(true);
    for (const status of [0, 401, 408, 429, 500, 503]) {
      expect(isPermanentRefusal(new ApiError(status, 'X', 'x')), String(status)).toBe(false);
    }
  });

  it('when a point arrives while an upload is on its way, then it is sent next, never twice', async () => {
    let release: () => void = () => undefined;
    const batches: RiderPoint[][] = [];
    const { buffer, uploader } = harness({
      send: (points) => {
        batches.push(points);
        return batches.length === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
      },
    });
    buffer.add(point(1));
    const first = uploader.flush();
    buffer.add(point(2));
    const second = uploader.flush();
    expect(second).toBe(first);
    release();
    await first;
    expect(batches).toEqual([[point(1)], [point(2)]]);
  });

  it('when stopped, then no retry fires and nothing more is sent', async () => {
    const { buffer, send, timers, uploader } = harness({
      send: async () => {
        throw new ApiError(503, 'UNAVAILABLE', 'busy');
      },
    });
    buffer.add(point(1));
    await uploader.flush();
    expect(timers).toHaveLength(1);
    uploader.stop();
    expect(timers).toHaveLength(0);
    await uploader.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(buffer.size).toBe(1);
  });
});
