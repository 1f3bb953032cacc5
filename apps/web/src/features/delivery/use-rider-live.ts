import { useEffect, useRef } from 'react';
import { realtime } from '../../shared/realtime/realtime.js';

/**
 * Calls `onChange` for every event on the rider's own realtime topic (a new offer, an offer gone, an assignment
 * changed) and whenever the connection comes back (events may have been missed meanwhile). The app shell owns
 * the connection; this only listens.
 */
export function useRiderLive(onChange: () => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    let connected = realtime.status === 'connected';
    const stopEvents = realtime.subscribe((event) => {
      if (event.topic === 'rider') latest.current();
    });
    const stopStatus = realtime.onStatus((status) => {
      const back = status === 'connected' && !connected;
      connected = status === 'connected';
      if (back) latest.current();
    });
    return () => {
      stopEvents();
      stopStatus();
    };
  }, []);
}
