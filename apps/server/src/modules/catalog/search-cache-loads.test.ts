import { describe, expect, it } from 'vitest';
import { SearchCache } from './search-cache.js';

/** A catalogue channel the test notifies by hand: what the LISTEN connection would deliver. */
function channel() {
  let notify: (payload: string) => void = () => undefined;
  return {
    db: {
      listen: async (_channel: string, onNotify: (payload: string) => void) => {
        notify = onNotify;
        return async () => undefined;
      },
    },
    change: () => notify('products'),
  };
}

/** A load that resolves when the test says so, counting how often it was started. */
function slowLoad() {
  const finishers: ((value: string) => void)[] = [];
  let started = 0;
  return {
    load: () => {
      started += 1;
      return new Promise<string>((resolve) => finishers.push(resolve));
    },
    finish: (value: string) => finishers.shift()?.(value),
    started: () => started,
  };
}

describe('search cache loads', () => {
  it('when twenty shoppers ask for the same word before its first answer is back, then one search runs for all', async () => {
    const { db } = channel();
    const cache = new SearchCache<string>(db);
    await cache.start();
    const search = slowLoad();
    const answers = Array.from({ length: 20 }, () => cache.get('paneer', search.load));
    expect(search.started()).toBe(1);
    search.finish('paneer answer');
    expect(await Promise.all(answers)).toEqual(Array(20).fill('paneer answer'));
    expect(await cache.get('paneer', search.load)).toBe('paneer answer');
    expect(search.started()).toBe(1);
  });

  it('when the catalogue changes while a search runs, then later asks start their own and the old answer is not kept', async () => {
    const { db, change } = channel();
    const cache = new SearchCache<string>(db);
    await cache.start();
    const search = slowLoad();
    const before = cache.get('paneer', search.load);
    change();
    const after = cache.get('paneer', search.load);
    expect(search.started()).toBe(2);
    search.finish('old price');
    search.finish('new price');
    expect(await before).toBe('old price');
    expect(await after).toBe('new price');
    expect(await cache.get('paneer', search.load)).toBe('new price');
    expect(search.started()).toBe(2);
  });

  it('when a search fails, then its waiters get the failure and the next ask searches again', async () => {
    const { db } = channel();
    const cache = new SearchCache<string>(db);
    await cache.start();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('connection lost'));
    };
    const both = [cache.get('dal', failing), cache.get('dal', failing)];
    await expect(Promise.all(both)).rejects.toThrow('connection lost');
    expect(calls).toBe(1);
    expect(await cache.get('dal', async () => 'dal answer')).toBe('dal answer');
  });
});
