import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApiOptions,
  type LoaderEnvironment,
  LoaderStatus,
  MapsLoader,
  retryDelayMs,
} from './maps-loader.js';

/** A maps library whose imports fail `failures` times and then succeed; delays are recorded, run by hand. */
function fakeLibrary(failures: number) {
  const delays: number[] = [];
  const pending: (() => void)[] = [];
  const imports: string[][] = [];
  const optionsSet: ApiOptions[] = [];
  let round: string[] = [];
  const environment: LoaderEnvironment = {
    setOptions: (options) => optionsSet.push(options),
    importLibrary(name) {
      if (round.length === 0) imports.push(round);
      round.push(name);
      const fail = imports.length <= failures;
      queueMicrotask(() => {
        round = [];
      });
      return fail ? Promise.reject(new Error('script failed')) : Promise.resolve({});
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
  return { environment, delays, imports, optionsSet, runScheduled };
}

afterEach(() => MapsLoader.resetForTests());

describe('the maps loader', () => {
  it('retries a failed load after attempt × 2^attempt ms: 2, 8 and 24 ms', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2, 8, 24]);
  });

  it('when the import fails twice, then it retries after 2 and 8 ms and succeeds', async () => {
    const page = fakeLibrary(2);
    const loader = MapsLoader.configure({ apiKey: 'key-1' }, page.environment);
    expect(loader.status).toBe(LoaderStatus.INITIALIZED);
    const loaded = loader.load();
    expect(loader.status).toBe(LoaderStatus.LOADING);
    await page.runScheduled();
    await loaded;
    expect(page.delays).toEqual([2, 8]);
    expect(page.imports).toHaveLength(3);
    expect(loader.status).toBe(LoaderStatus.SUCCESS);
    // Later callers share the finished load, and the library was configured once.
    await loader.load();
    expect(page.imports).toHaveLength(3);
    expect(page.optionsSet).toHaveLength(1);
  });

  it('when every load fails, then it gives up after 3 retries and reports failure', async () => {
    const page = fakeLibrary(99);
    const loader = MapsLoader.configure({ apiKey: 'key-1' }, page.environment);
    const loaded = loader.load();
    const outcome = loaded.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await page.runScheduled();
    expect(await outcome).toBe('script failed');
    expect(page.delays).toEqual([2, 8, 24]);
    expect(page.imports).toHaveLength(4);
    expect(loader.status).toBe(LoaderStatus.FAILURE);
  });

  it('when loading, then it asks the library for the weekly version and imports maps, places and marker', async () => {
    const page = fakeLibrary(0);
    await MapsLoader.configure({ apiKey: 'key-1', language: 'hi' }, page.environment).load();
    expect(page.optionsSet).toEqual([
      { key: 'key-1', v: 'weekly', libraries: ['places', 'marker'], language: 'hi' },
    ]);
    expect(page.imports).toEqual([['maps', 'places', 'marker']]);
  });

  it('when configured again, then the same options give the same loader and different ones throw', () => {
    const environment = fakeLibrary(0).environment;
    const first = MapsLoader.configure({ apiKey: 'key-1' }, environment);
    expect(MapsLoader.configure({ apiKey: 'key-1', version: 'weekly' }, environment)).toBe(first);
    expect(() => MapsLoader.configure({ apiKey: 'key-2' }, environment)).toThrow(/different options/);
    expect(() => MapsLoader.configure({ apiKey: 'key-1', libraries: ['places'] }, environment)).toThrow(
      /different options/,
    );
  });
});
