import { nativePlugins } from '../features/native/native-api.js';
import { type ShellRouter, startNativeShell } from '../features/native/native-shell.js';
import { startNativePush } from '../features/push/native/native-push.js';
import type { ShellWindow } from '../shared/native/native-shell.js';
import type { AuthState } from '../shared/session/session-store.js';

export interface NativeAppDeps {
  router: ShellRouter;
  session: { getState(): AuthState; subscribe(listener: () => void): () => void };
  /** hardware-sync's sender (features/push/native/native-bridge.ts), passed in to keep this chunk native only. */
  sendDeviceToken: (token: string) => Promise<unknown>;
}

/**
 * Everything the native shell adds (issue 17, ADR 0055), in one chunk loaded only inside it: the native
 * share, haptics and location behind the shared adapters, deep links, the back button, notification taps,
 * status bar and splash, and native push for whoever is signed in.
 */
export function startNativeApp({ router, session, sendDeviceToken }: NativeAppDeps): () => void {
  // The shared adapters (share, haptics, location) find the native plugins here from now on.
  (window as ShellWindow).tokriNative = nativePlugins;
  const stopShell = startNativeShell(router);
  let user: string | null = null;
  let stopPush: () => void = () => undefined;
  const followUser = () => {
    const { status, session: current } = session.getState();
    const next = status === 'signedIn' ? (current?.user.id ?? null) : null;
    if (next === user) return;
    user = next;
    stopPush();
    // Each person signing in on this device sends the token again, so the server ties it to them (spec §7).
    stopPush = next ? startNativePush(sendDeviceToken) : () => undefined;
  };
  followUser();
  const unsubscribe = session.subscribe(followUser);
  return () => {
    unsubscribe();
    stopPush();
    stopShell();
    delete (window as ShellWindow).tokriNative;
  };
}
