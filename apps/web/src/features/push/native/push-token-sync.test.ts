import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PushRegistration, startPushTokenSync } from './push-token-sync.js';

/** A stand-in for @capacitor/push-notifications: the test fires `registration` events itself. */
function fakePush(permission: 'granted' | 'denied' = 'granted') {
  let onRegistration: ((token: { value: string }) => void) | undefined;
  const remove = vi.fn(async () => undefined);
  const push = {
    requestPermissions: vi.fn(async () => ({ receive: permission })),
    register: vi.fn(async () => undefined),
    unregister: vi.fn(async () => undefined),
    addListener: vi.fn(async (_event: string, listener: (token: { value: string }) => void) => {
      onRegistration = listener;
      return { remove };
    }),
  };
  return {
    push: push as unknown as PushRegistration,
    mocks: push,
    remove,
    emit: (value: string) => onRegistration?.({ value }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('native push token sync (spec §4, §7)', () => {
  it('when permission is granted, then it registers and sends the token the registration event brings', async () => {
    vi.useFakeTimers();
    const { push, mocks, emit } = fakePush();
    const send = vi.fn(async () => undefined);
    startPushTokenSync({ push, send });
    await vi.advanceTimersByTimeAsync(0);
    expect(mocks.register).toHaveBeenCalledOnce();
    emit('fcm-token-1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledExactlyOnceWith('fcm-token-1');
  });

  it('when the server keeps failing, then it sends 60 times, 2 s apart, and then stops', async () => {
    vi.useFakeTimers();
    const { push, emit } = fakePush();
    const sentAt: number[] = [];
    const send = vi.fn(async () => {
      sentAt.push(Date.now());
      throw new Error('offline');
    });
    const start = Date.now();
    startPushTokenSync({ push, send });
    emit('fcm-token-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59 * 2000);
    expect(send).toHaveBeenCalledTimes(60);
    expect(sentAt.map((at) => at - start)).toEqual(Array.from({ length: 60 }, (_, i) => i * 2000));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(send).toHaveBeenCalledTimes(60);
  });

  it('when no token ever comes, then it stops waiting after 60 tries (59 waits of 2 s)', async () => {
    const { push } = fakePush();
    const waits: number[] = [];
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const sleep = async (ms: number) => {
      waits.push(ms);
      if (waits.length === 59) done();
    };
    const send = vi.fn(async () => undefined);
    startPushTokenSync({ push, send, sleep });
    await finished;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(waits).toEqual(Array.from({ length: 59 }, () => 2000));
    expect(send).not.toHaveBeenCalled();
  });

  it('when the token is refreshed later, then the new token is sent too', async () => {
    vi.useFakeTimers();
    const { push, emit } = fakePush();
    const send = vi.fn(async () => undefined);
    startPushTokenSync({ push, send });
    emit('fcm-token-1');
    await vi.advanceTimersByTimeAsync(2000);
    emit('fcm-token-1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(send.mock.calls).toEqual([['fcm-token-1']]);
    emit('fcm-token-2');
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls).toEqual([['fcm-token-1'], ['fcm-token-2']]);
  });

  it('when the token changes while the old one is being sent, then the newest is sent after it', async () => {
    vi.useFakeTimers();
    const { push, emit } = fakePush();
    let finishFirst: () => void = () => undefined;
    const send = vi
      .fn<(token: string) => Promise<unknown>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = () => resolve(undefined))))
      .mockResolvedValue(undefined);
    startPushTokenSync({ push, send });
    emit('fcm-token-1');
    await vi.advanceTimersByTimeAsync(0);
    emit('fcm-token-2');
    finishFirst();
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls).toEqual([['fcm-token-1'], ['fcm-token-2']]);
  });

  it('when the server says the token is registered to another account, then it fetches a fresh token and sends that', async () => {
    vi.useFakeTimers();
    const { push, mocks, emit } = fakePush();
    const send = vi.fn(async (token: string) => {
      if (token === 'fcm-token-1')
        throw Object.assign(new Error('in use'), { status: 409, code: 'PUSH_SUBSCRIPTION_IN_USE' });
    });
    startPushTokenSync({ push, send });
    await vi.advanceTimersByTimeAsync(0);
    emit('fcm-token-1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(mocks.unregister).toHaveBeenCalledOnce();
    expect(mocks.register).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send.mock.calls).toEqual([['fcm-token-1']]); // not retried: only the device's new token can help
    emit('fcm-token-2');
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls).toEqual([['fcm-token-1'], ['fcm-token-2']]);
  });

  it('when permission is refused, then it neither registers nor keeps trying', async () => {
    vi.useFakeTimers();
    const { push, mocks } = fakePush('denied');
    const send = vi.fn(async () => undefined);
    startPushTokenSync({ push, send });
    await vi.advanceTimersByTimeAsync(0);
    expect(mocks.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('when stopped (signed out), then a later token is not sent and the listener is removed', async () => {
    vi.useFakeTimers();
    const { push, emit, remove } = fakePush();
    const send = vi.fn(async () => undefined);
    const stop = startPushTokenSync({ push, send });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    emit('fcm-token-1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledOnce();
  });
});
