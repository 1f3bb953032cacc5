import type { PointBuffer } from './point-buffer.js';
import { pointFromFix } from './point-buffer.js';
import { type Fix, fixFromPosition, shouldKeepFix } from './position-throttle.js';
import type { PositionUploader } from './position-uploader.js';

/** What the rider sees about their location: not asked yet, looking, sharing, or why not. */
export type LocationState = 'off' | 'starting' | 'sharing' | 'denied' | 'unavailable' | 'unsupported';

export interface PositionSenderOptions {
  geolocation: Geolocation | undefined;
  buffer: PointBuffer;
  uploader: PositionUploader;
  onState: (state: LocationState) => void;
}

/** Fresh fixes only (no cached position), and a fix that takes longer than this is reported as a timeout. */
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 };

/**
 * While the rider is online: watches the phone's position (high accuracy), keeps one fix per ~5 s or ~20 m,
 * buffers it and asks the uploader to send. Without permission or a GPS the rider app still works; the state
 * says why nothing is sent.
 */
export function startPositionSender(options: PositionSenderOptions): () => void {
  const { geolocation, buffer, uploader, onState } = options;
  if (!geolocation) {
    onState('unsupported');
    return () => undefined;
  }
  let last: Fix | null = null;
  let state: LocationState = 'starting';
  const setState = (next: LocationState) => {
    if (next === state) return;
    state = next;
    onState(next);
  };
  onState(state);
  const watchId = geolocation.watchPosition(
    (position) => {
      setState('sharing');
      const fix = fixFromPosition(position);
      if (!shouldKeepFix(last, fix)) return;
      last = fix;
      buffer.add(pointFromFix(fix));
      void uploader.flush();
    },
    (error) => {
      // 1: permission denied; 2: no position (no GPS, indoors); 3: a timeout, the watch carries on.
      if (error.code === 1) setState('denied');
      else if (error.code === 2) setState('unavailable');
    },
    WATCH_OPTIONS,
  );
  return () => {
    geolocation.clearWatch(watchId);
    onState('off');
  };
}
