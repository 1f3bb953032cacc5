import type { ReverseGeocodeResult as GeocodeResult } from '@tokri/core';
import { useEffect, useSyncExternalStore } from 'react';
import { translator } from '../../i18n/translator.js';
import { nativeGeolocation } from '../../shared/native/geolocation.js';
import { browserGeolocation, getPosition } from './geolocation.js';
import { reverseGeocode } from './location-api.js';
import { readLocationCache, writeLocationCache } from './location-cache.js';
import {
  BACKGROUND_REFRESH_DELAY_MS,
  CURRENT_POSITION_OPTIONS,
  DETECTION_REENABLE_MS,
  PASSIVE_POSITION_OPTIONS,
} from './location-constants.js';
import { type Translate, toLocation } from './location-text.js';
import type { Location, LocationSource } from './location-types.js';

/**
 * Spec §4 location states: detecting, detected, or skipped (shown as "All Areas" / "Browse all products").
 * `location` is the last known place; it stays while a new detection runs.
 */
export type LocationStatus = 'detecting' | 'detected' | 'skipped';
export interface LocationState {
  status: LocationStatus;
  location: Location | null;
  source: LocationSource | null;
}

export interface LocationDeps {
  geolocation: () => Geolocation | undefined;
  reverseGeocode: (lat: number, lng: number) => Promise<GeocodeResult | null>;
  storage: () => Storage | undefined;
  now: () => number;
  translate: Translate;
  alert: (message: string) => void;
  logError: (message: string, detail?: unknown) => void;
}

export interface LocationStore {
  getState: () => LocationState;
  subscribe: (listener: () => void) => () => void;
  /** Passive detection for the header: the cache first, else a low-accuracy position. False when throttled. */
  detect: () => boolean;
  /** "Use Current Location": a fresh high-accuracy position, looked up; null (after an alert) when unavailable. */
  requestCurrentLocation: () => Promise<Location | null>;
  /** An explicit choice (current location or map): shown at once and cached for 30 minutes. */
  choose: (location: Location, source: LocationSource) => void;
}

const SKIPPED: LocationState = { status: 'skipped', location: null, source: null };

export function createLocationStore(deps: LocationDeps): LocationStore {
  const cached = readLocationCache(deps.storage(), deps.now());
  let state: LocationState = cached
    ? { status: 'detected', location: cached.location, source: cached.source }
    : SKIPPED;
  let detectionEnabled = true;
  /** Bumped by every explicit choice, so a passive result that arrives later cannot overwrite it. */
  let generation = 0;
  const listeners = new Set<() => void>();

  const set = (next: LocationState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const commit = (location: Location, source: LocationSource) => {
    set({ status: 'detected', location, source });
    writeLocationCache(deps.storage(), location, source, deps.now());
  };

  const locate = async (options: PositionOptions) => {
    const position = await getPosition(deps.geolocation(), options);
    const { latitude: lat, longitude: lng } = position.coords;
    return { lat, lng, result: await deps.reverseGeocode(lat, lng) };
  };

  /** 500 ms after a cached hit: the device may have moved. A failed refresh keeps the cached place. */
  const refresh = async () => {
    const started = generation;
    try {
      const { lat, lng, result } = await locate(PASSIVE_POSITION_OPTIONS);
      if (!result || generation !== started || state.source === 'map') return;
      commit(toLocation('current', lat, lng, result, deps.translate), 'gps');
    } catch {
      // no position this time: the cached place stays
    }
  };

  const detect = () => {
    if (!detectionEnabled) return false;
    detectionEnabled = false;
    setTimeout(() => {
      detectionEnabled = true;
    }, DETECTION_REENABLE_MS);

    const hit = readLocationCache(deps.storage(), deps.now());
    if (hit) {
      set({ status: 'detected', location: hit.location, source: hit.source });
      // A place picked on the map is the customer's choice and is not replaced by the device's position.
      if (hit.source !== 'map') setTimeout(() => void refresh(), BACKGROUND_REFRESH_DELAY_MS);
      return true;
    }
    if (!deps.geolocation()) {
      deps.logError('[location] geolocation is not supported on this device');
      if (!state.location) set(SKIPPED);
      return true;
    }
    const started = generation;
    set({ ...state, status: 'detecting' });
    locate(PASSIVE_POSITION_OPTIONS).then(
      ({ lat, lng, result }) => {
        if (generation === started) commit(toLocation('current', lat, lng, result, deps.translate), 'gps');
      },
      () => {
        if (generation === started) set(state.location ? { ...state, status: 'detected' } : SKIPPED);
      },
    );
    return true;
  };

  const requestCurrentLocation = async () => {
    if (!deps.geolocation()) {
      deps.logError('[location] geolocation is not supported on this device');
      deps.alert(deps.translate('location.errors.unavailable'));
      return null;
    }
    try {
      const { lat, lng, result } = await locate(CURRENT_POSITION_OPTIONS);
      return toLocation('current', lat, lng, result, deps.translate);
    } catch {
      deps.alert(deps.translate('location.errors.failed'));
      return null;
    }
  };

  const choose = (location: Location, source: LocationSource) => {
    generation += 1;
    commit(location, source);
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    detect,
    requestCurrentLocation,
    choose,
  };
}

const browserStorage = () => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/** The app's one location store. */
export const locationStore = createLocationStore({
  // The shell's native location service, else the browser's (issue 17).
  geolocation: () => nativeGeolocation() ?? browserGeolocation(),
  reverseGeocode: (lat, lng) => reverseGeocode(lat, lng),
  storage: browserStorage,
  now: () => Date.now(),
  translate: (key, values) => (values ? translator.t(key, values) : translator.t(key)),
  // Spec §5 asks for the browser's own alert here.
  alert: (message) => window.alert(message),
  logError: (message, detail) => console.error(message, detail ?? ''),
});

export function useLocationState(): LocationState {
  return useSyncExternalStore(locationStore.subscribe, locationStore.getState);
}

/** Starts passive detection (cache, then a low-accuracy position) while `enabled`, e.g. once signed in. */
export function usePassiveDetection(enabled: boolean) {
  useEffect(() => {
    if (enabled) locationStore.detect();
  }, [enabled]);
}
