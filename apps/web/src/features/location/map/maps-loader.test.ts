import { afterEach, describe, expect, it } from 'vitest';
import { type LoaderEnvironment, LoaderStatus, MapsLoader, retryDelayMs } from './maps-loader.js';

/** A page whose script loads fail `failures` times and then succeed; delays are recorded, run by hand. */
function fakePage(failures: number) {
  const delays: number[] = [];
  const pending: (() => void)[] = [];
  const sources: string[] = [];
  let removed = 0;
  const environment: LoaderEnvironment = {
    injectScript(src, done) {
      sources.push(src);
      const fail = sources.length <= failures;
      queueMicrotask(() => done(fail ? new Error('script failed') : null));
      return () => {
        removed += 1;
      };
    },
    schedule(run, delayMs) {
      delays.push(delayMs);
      pending.push(run);
    },
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const runScheduled = async () => {
    await tick();
    while (pending.length > 0) {
      pending.shift()?.();
      await tick();
    }
  };
  return { environment, delays, sources, runScheduled, removed: () => removed };
}

afterEach(() => MapsLoader.resetForTests());

describe('the maps loader', () => {
  it('retries a failed load after attempt × 2^attempt ms: 2, 8 and 24 ms', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2, 8, 24]);
  });

  it('when the script fails twice, then it retries after 2 and 8 ms and succeeds', async () => {
    const page = fakePage(2);
    const loader = MapsLoader.configure({ apiKey: 'key-1' }, page.environment);
    expect(loader.status).toBe(LoaderStatus.INITIALIZED);
    const loaded = loader.load();
    expect(loader.status).toBe(LoaderStatus.LOADING);
    await page.runScheduled();
    await loaded;
    expect(page.delays).toEqual([2, 8]);
    expect(page.sources).toHaveLength(3);
    expect(page.removed()).toBe(2);
    expect(loader.status).toBe(LoaderStatus.SUCCESS);
    // Later callers share the finished load.
    await loader.load();
    expect(page.sources).toHaveLength(3);
  });

  it('when every load fails, then it gives up after 3 retries and reports failure', async () => {
    const page = fakePage(99);
    const loader = MapsLoader.configure({ apiKey: 'key-1' }, page.environment);
    const loaded = loader.load();
    const outcome = loaded.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await page.runScheduled();
    expect(await outcome).toBe('script failed');
    expect(page.delays).toEqual([2, 8, 24]);
    expect(page.sources).toHaveLength(4);
    expect(loader.status).toBe(LoaderStatus.FAILURE);
  });

  it('asks for the weekly version with the places and marker libraries', () => {
    const loader = MapsLoader.configure({ apiKey: 'key-1' }, fakePage(0).environment);
    const url = new URL(loader.url);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('key-1');
    expect(url.searchParams.get('v')).toBe('weekly');
    expect(url.searchParams.get('libraries')).toBe('places,marker');
  });

  it('when configured again, then the same options give the same loader and different ones throw', () => {
    const environment = fakePage(0).environment;
    const first = MapsLoader.configure({ apiKey: 'key-1' }, environment);
    expect(MapsLoader.configure({ apiKey: 'key-1', version: 'weekly' }, environment)).toBe(first);
    expect(() => MapsLoader.configure({ apiKey: 'key-2' }, environment)).toThrow(/different options/);
    expect(() => MapsLoader.configure({ apiKey: 'key-1', libraries: ['places'] }, environment)).toThrow(
      /different options/,
    );
  });
});
