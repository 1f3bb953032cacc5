import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../shared/session/session-store.js';

const mocks = vi.hoisted(() => ({
  stopShell: vi.fn(),
  startNativeShell: vi.fn(),
  startNativePush: vi.fn(),
  stopPush: vi.fn(),
}));
vi.mock('../features/native/native-shell.js', () => ({ startNativeShell: mocks.startNativeShell }));
vi.mock('../features/native/native-api.js', () => ({ nativePlugins: { tap: () => undefined } }));
vi.mock('../features/push/native/native-push.js', () => ({ startNativePush: mocks.startNativePush }));

const { startNativeApp } = await import('./native-app.js');

function fakeSession(initial: AuthState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: AuthState) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

const signedIn = (id: string) =>
  ({ status: 'signedIn', session: { user: { id } }, lastEvent: 'SIGNED_IN' }) as unknown as AuthState;
const signedOut = { status: 'signedOut', session: null, lastEvent: 'SIGNED_OUT' } as unknown as AuthState;

afterEach(() => {
  vi.clearAllMocks();
});

describe('the native app', () => {
  it('when someone else signs in on the device, then the push token is synced again for them', () => {
    mocks.startNativeShell.mockReturnValue(mocks.stopShell);
    mocks.startNativePush.mockReturnValue(mocks.stopPush);
    const send = vi.fn(async () => undefined);
    const session = fakeSession(signedIn('user-1'));
    const stop = startNativeApp({
      router: { state: { location: { pathname: '/home' } }, navigate: vi.fn() },
      session,
      sendDeviceToken: send,
    });
    expect(mocks.startNativePush).toHaveBeenCalledExactlyOnceWith(send);
    expect((window as { tokriNative?: unknown }).tokriNative).toBeDefined();

    session.set({ ...signedIn('user-1'), lastEvent: 'TOKEN_REFRESHED' } as AuthState);
    expect(mocks.startNativePush).toHaveBeenCalledOnce();

    session.set(signedOut);
    expect(mocks.stopPush).toHaveBeenCalledOnce();
    session.set(signedIn('user-2'));
    expect(mocks.startNativePush).toHaveBeenCalledTimes(2);

    stop();
    expect(mocks.stopShell).toHaveBeenCalledOnce();
    expect(mocks.stopPush).toHaveBeenCalledTimes(2);
    expect((window as { tokriNative?: unknown }).tokriNative).toBeUndefined();
  });
});
