import { RIDER_POINTS_PER_UPLOAD, type RiderPoint } from '@tokri/core';
import type { PointBuffer } from './point-buffer.js';

/** After a failed upload (offline, server busy), the next try; a new point or the network coming back try sooner. */
export const RETRY_AFTER_MS = 15_000;

export interface UploaderOptions {
  buffer: PointBuffer;
  send: (points: RiderPoint[]) => Promise<unknown>;
  /** Whether the browser thinks it has a network (no point trying when it knows it has none). */
  isOnline: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * A refusal that asking again will not change (bad points, or a rider the server no longer takes points from):
 * those points are dropped so they do not block the ones behind them. Network failures (status 0), throttling
 * (429), an expired session (401) and server errors are tried again.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return (
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    status !== 401 &&
    status !== 408 &&
    status !== 429
  );
}

/**
 * Sends the buffer's points oldest first, in batches of at most RIDER_POINTS_PER_UPLOAD, one upload at a time.
 * A point is removed only once the server has answered for it, so a failure keeps everything for the next try.
 */
export function createPositionUploader(options: UploaderOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let running: Promise<void> | null = null;
  let retryTimer: unknown = null;
  let stopped = false;

  const scheduleRetry = () => {
    if (retryTimer !== null || stopped) return;
    retryTimer = setTimer(() => {
      retryTimer = null;
      void flush();
    }, RETRY_AFTER_MS);
  };

  async function drain() {
    while (!stopped && options.buffer.size > 0) {
      if (!options.isOnline()) return scheduleRetry();
      const batch = options.buffer.peek(RIDER_POINTS_PER_UPLOAD);
      try {
        await options.send(batch);
      } catch (error) {
        if (!isPermanentRefusal(error)) return scheduleRetry();
        console.warn('[rider-location] points refused', error);
      }
      options.buffer.remove(batch);
    }
  }

  /** Sends what is waiting; a second call while one runs joins it rather than sending the same points twice. */
  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (retryTimer !== null) {
      clearTimer(retryTimer);
      retryTimer = null;
    }
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    flush,
    stop() {
      stopped = true;
      if (retryTimer !== null) clearTimer(retryTimer);
      retryTimer = null;
    },
  };
}

export type PositionUploader = ReturnType<typeof createPositionUploader>;
