import type { ReverseGeocodeResult as GeocodeResult } from '@tokri/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.js';
import { translator } from '../../i18n/translator.js';
import { readLocationCache, writeLocationCache } from './location-cache.js';
import {
  CURRENT_POSITION_OPTIONS,
  LOCATION_CACHE_KEY,
  LOCATION_CACHE_TTL_MS,
  PASSIVE_POSITION_OPTIONS,
} from './location-constants.js';
import { createLocationStore, type LocationDeps } from './location-store.js';
import { fallbackLocation, fromT, type Translate, toLocation } from './location-text.js';
import type { Location } from './location-types.js';

/** The app's own translator in English: a fake one hid that `lng` is the translator's language option. */
const translate: Translate = fromT(translator.t);
beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

const INDIRANAGAR: GeocodeResult = {
  area: 'Indiranagar',
  address: 'Indiranagar, Bengaluru',
  fullAddress: 'Indiranagar, Bengaluru, Karnataka 560038, India',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};
const RAJBHAVAN: GeocodeResult = { ...INDIRANAGAR, area: 'Rajbhavan', pincode: '560001' };

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

function position(lat: number, lng: number) {
  return { coords: { latitude: lat, longitude: lng }, timestamp: Date.now() } as GeolocationPosition;
}

/** A device whose geolocation answers (or fails) at once, and a geocoder that answers `place`. */
function setup(options: { place?: GeocodeResult | null; denied?: boolean; noGeolocation?: boolean } = {}) {
  const storage = memoryStorage();
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if (options.denied) failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      else success(position(12.9719, 77.6412));
    },
  );
  const geolocation = { getCurrentPosition } as unknown as Geolocation;
  const reverseGeocode = vi.fn(async () => (options.place === undefined ? INDIRANAGAR : options.place));
  const alert = vi.fn();
  const logError = vi.fn();
  const deps: LocationDeps = {
    geolocation: () => (options.noGeolocation ? undefined : geolocation),
    reverseGeocode,
    storage: () => storage,
    now: () => Date.now(),
    translate,
    alert,
    logError,
  };
  return { deps, storage, getCurrentPosition, reverseGeocode, alert, logError };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00+05:30'));
});
afterEach(() => vi.useRealTimers());

describe('fallback places (spec §5)', () => {
  it('when a map pick has no lookup, then it is "Selected Location" / "Selected Area" at six decimals', () => {
    expect(fallbackLocation('map', 12.97, 77.6412346, translate)).toEqual({
      address: 'Selected Location',
      area: 'Selected Area',
      fullAddress: 'Location at 12.970000, 77.641235',
      lat: 12.97,
      lng: 77.6412346,
      city: '',
      state: '',
      pincode: '',
    });
  });

  it('when a current-location pick has no lookup, then it is "Current Location" / "Your Location"', () => {
    expect(toLocation('current', 12.9719, 77.6412, null, translate)).toMatchObject({
      address: 'Current Location',
      area: 'Your Location',
      fullAddress: 'Location at 12.971900, 77.641200',
      city: '',
      state: '',
      pincode: '',
    });
  });

  it('when the lookup answers, then its place is used with the picked point', () => {
    expect(toLocation('map', 12.9756, 77.6066, RAJBHAVAN, translate)).toEqual({
      ...RAJBHAVAN,
      lat: 12.9756,
      lng: 77.6066,
    });
  });
});

describe('the location cache (spec §9: 30 minutes)', () => {
  const place: Location = { ...INDIRANAGAR, lat: 12.9719, lng: 77.6412 };

  it('when read within 30 minutes, then it answers; at 30 minutes it is gone and removed', () => {
    const storage = memoryStorage();
    const saved = Date.now();
    writeLocationCache(storage, place, 'map', saved);
    expect(readLocationCache(storage, saved + LOCATION_CACHE_TTL_MS - 1)?.location).toEqual(place);
    expect(readLocationCache(storage, saved + LOCATION_CACHE_TTL_MS)).toBeNull();
    expect(storage.getItem(LOCATION_CACHE_KEY)).toBeNull();
  });

  it('when the stored entry is not a location, then it is ignored', () => {
    const storage = memoryStorage();
    storage.setItem(LOCATION_CACHE_KEY, JSON.stringify({ location: { area: 1 }, savedAt: Date.now() }));
    expect(readLocationCache(storage, Date.now())).toBeNull();
    storage.setItem(LOCATION_CACHE_KEY, '{not json');
    expect(readLocationCache(storage, Date.now())).toBeNull();
  });
});

describe('the location store', () => {
  it('when nothing is cached, then detection goes detecting → detected with a low-accuracy position', async () => {
    const { deps, getCurrentPosition, reverseGeocode } = setup();
    const store = createLocationStore(deps);
    expect(store.getState().status).toBe('skipped');
    store.detect();
    expect(store.getState().status).toBe('detecting');
    await flush();
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual(PASSIVE_POSITION_OPTIONS);
    expect(PASSIVE_POSITION_OPTIONS).toEqual({
      enableHighAccuracy: false,
      timeout: 3000,
      maximumAge: 1_800_000,
    });
    expect(reverseGeocode).toHaveBeenCalledWith(12.9719, 77.6412);
    expect(store.getState()).toMatchObject({ status: 'detected', location: { area: 'Indiranagar' } });
  });

  it('when the position is denied, then the state is skipped and no alert is shown (passive)', async () => {
    const { deps, alert } = setup({ denied: true });
    const store = createLocationStore(deps);
    store.detect();
    await flush();
    expect(store.getState()).toEqual({ status: 'skipped', location: null, source: null });
    expect(alert).not.toHaveBeenCalled();
  });

  it('when detection ran, then it is re-enabled only after 5 s', async () => {
    const { deps, getCurrentPosition, storage } = setup({ denied: true });
    const store = createLocationStore(deps);
    expect(store.detect()).toBe(true);
    await flush();
    expect(store.detect()).toBe(false);
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.detect()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    storage.clear();
    expect(store.detect()).toBe(true);
    await flush();
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('when the cache holds a detected place, then it shows at once and is refreshed 500 ms later', async () => {
    const { deps, storage, getCurrentPosition } = setup({ place: RAJBHAVAN });
    writeLocationCache(storage, { ...INDIRANAGAR, lat: 12.9719, lng: 77.6412 }, 'gps', Date.now() - 60_000);
    const store = createLocationStore(deps);
    store.detect();
    expect(store.getState()).toMatchObject({ status: 'detected', location: { area: 'Indiranagar' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(store.getState().location?.area).toBe('Rajbhavan');
    expect(readLocationCache(storage, Date.now())?.location.area).toBe('Rajbhavan');
  });

  it('when the cached place was picked on the map, then the device position does not replace it', async () => {
    const { deps, storage, getCurrentPosition } = setup();
    writeLocationCache(storage, { ...RAJBHAVAN, lat: 12.9756, lng: 77.6066 }, 'map', Date.now());
    const store = createLocationStore(deps);
    store.detect();
    await vi.advanceTimersByTimeAsync(1000);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(store.getState().location?.area).toBe('Rajbhavan');
  });

  it('when the cache is older than 30 minutes, then detection starts afresh', async () => {
    const { deps, storage } = setup();
    writeLocationCache(storage, { ...RAJBHAVAN, lat: 1, lng: 1 }, 'map', Date.now() - LOCATION_CACHE_TTL_MS);
    const store = createLocationStore(deps);
    expect(store.getState().status).toBe('skipped');
    store.detect();
    expect(store.getState().status).toBe('detecting');
    await flush();
    expect(store.getState().location?.area).toBe('Indiranagar');
  });

  it('when "Use Current Location" is asked for, then it uses high accuracy, 10 s and 60 s', async () => {
    const { deps, getCurrentPosition } = setup({ place: null });
    const store = createLocationStore(deps);
    const picked = await store.requestCurrentLocation();
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual(CURRENT_POSITION_OPTIONS);
    expect(CURRENT_POSITION_OPTIONS).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    });
    expect(picked).toMatchObject({ address: 'Current Location', area: 'Your Location' });
  });

  it('when the device has no geolocation or it fails, then the spec alerts are shown', async () => {
    const none = setup({ noGeolocation: true });
    expect(await createLocationStore(none.deps).requestCurrentLocation()).toBeNull();
    expect(none.alert).toHaveBeenCalledWith('Location services not available on this device.');
    expect(none.logError).toHaveBeenCalled();

    const denied = setup({ denied: true });
    expect(await createLocationStore(denied.deps).requestCurrentLocation()).toBeNull();
    expect(denied.alert).toHaveBeenCalledWith(
      "Unable to get your current location. Please use 'Select on Map' instead.",
    );
  });

  it('when a place is chosen while detection runs, then the late detection does not overwrite it', async () => {
    const { deps, storage } = setup();
    const store = createLocationStore(deps);
    store.detect();
    store.choose({ ...RAJBHAVAN, lat: 12.9756, lng: 77.6066 }, 'map');
    await flush();
    expect(store.getState()).toMatchObject({
      status: 'detected',
      source: 'map',
      location: { area: 'Rajbhavan' },
    });
    expect(readLocationCache(storage, Date.now())?.source).toBe('map');
  });
});
