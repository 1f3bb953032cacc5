import type { RiderLocationUpload, RiderPoint } from '@tokri/core';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/api-client.js';
import { isOnline } from '../../../shared/network/use-online.js';
import { PointBuffer, type PointStorage } from './point-buffer.js';
import { type LocationState, startPositionSender } from './position-sender.js';
import { createPositionUploader } from './position-uploader.js';

function localStore(): PointStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const upload = (points: RiderPoint[]) =>
  api<{ accepted: number }>('/api/rider/location', {
    method: 'POST',
    body: { points } satisfies RiderLocationUpload,
  });

/**
 * Sends the rider's position while `active` (the rider is online) and this screen is open; points wait in this
 * phone's storage (per rider) while the network is down and go when it is back. Returns what to tell the rider.
 */
export function usePositionSender(riderUserId: string | null, active: boolean) {
  const [state, setState] = useState<LocationState>('off');
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    if (!riderUserId || !active) return;
    const buffer = new PointBuffer(localStore(), `tokri-rider-points:${riderUserId}`, undefined, setWaiting);
    setWaiting(buffer.size);
    const uploader = createPositionUploader({ buffer, send: upload, isOnline });
    const stopWatching = startPositionSender({
      geolocation: typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
      buffer,
      uploader,
      onState: setState,
    });
    // Whatever waited from before (a reload, a tunnel) goes now, and again whenever the network returns.
    void uploader.flush();
    const onOnline = () => void uploader.flush();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      stopWatching();
      uploader.stop();
    };
  }, [riderUserId, active]);
  return { state: active ? state : 'off', waiting };
}
