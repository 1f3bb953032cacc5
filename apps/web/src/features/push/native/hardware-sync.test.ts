import { describe, expect, it, vi } from 'vitest';
import { HARDWARE_SYNC, syncPlayerIdWithRetry } from './hardware-sync.js';

const noSleep = () => {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
};

describe('native push player id sync (spec §4, §9)', () => {
  it('tries every 2 s, up to 60 times', () => {
    expect(HARDWARE_SYNC).toEqual({ intervalMs: 2000, maxAttempts: 60 });
  });

  it('when the id appears on the third try, then it is sent once, after two 2-second waits', async () => {
    const ids = [null, null, 'player-123456'];
    const send = vi.fn(async () => ({ success: true }));
    const { waits, sleep } = noSleep();
    const outcome = await syncPlayerIdWithRetry({ readPlayerId: () => ids.shift() ?? null, send, sleep });
    expect(outcome).toBe('synced');
    expect(send).toHaveBeenCalledExactlyOnceWith('player-123456');
    expect(waits).toEqual([2000, 2000]);
  });

  it('when no id ever exists, then it gives up after 60 tries (59 waits) without sending', async () => {
    const read = vi.fn(async () => null);
    const send = vi.fn(async () => undefined);
    const { waits, sleep } = noSleep();
    expect(await syncPlayerIdWithRetry({ readPlayerId: read, send, sleep })).toBe('gave_up');
    expect(read).toHaveBeenCalledTimes(60);
    expect(waits).toHaveLength(59);
    expect(send).not.toHaveBeenCalled();
  });

  it('when sending fails, then that try counts and the next one sends again', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ success: true });
    const { waits, sleep } = noSleep();
    expect(await syncPlayerIdWithRetry({ readPlayerId: () => 'player-123456', send, sleep })).toBe('synced');
    expect(send).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([2000]);
  });

  it('when reading the id throws, then it counts as "not yet"', async () => {
    let calls = 0;
    const readPlayerId = () => {
      calls++;
      if (calls < 3) throw new Error('plugin not ready');
      return 'player-123456';
    };
    const { sleep } = noSleep();
    expect(await syncPlayerIdWithRetry({ readPlayerId, send: async () => undefined, sleep })).toBe('synced');
    expect(calls).toBe(3);
  });

  it('when cancelled (signed out), then it stops before the next try', async () => {
    let cancelled = false;
    const read = vi.fn(async () => {
      cancelled = true;
      return null;
    });
    const { sleep } = noSleep();
    expect(
      await syncPlayerIdWithRetry({
        readPlayerId: read,
        send: async () => undefined,
        sleep,
        isCancelled: () => cancelled,
      }),
    ).toBe('cancelled');
    expect(read).toHaveBeenCalledOnce();
  });

  it('waits on the real clock by default', async () => {
    vi.useFakeTimers();
    const ids = [null, 'player-123456'];
    const send = vi.fn(async () => undefined);
    const done = syncPlayerIdWithRetry({ readPlayerId: () => ids.shift() ?? null, send });
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe('synced');
    vi.useRealTimers();
  });
});
