import { REALTIME_PATH } from '@tokri/core';
import { sessionStore } from '../session/session-store.js';
import { RealtimeClient } from './realtime-client.js';
import { socketUrl } from './realtime-types.js';

/** The app's one realtime connection (started and stopped with the session by the app shell). */
export const realtime = new RealtimeClient({
  url: () => socketUrl(REALTIME_PATH),
  token: () => sessionStore.accessToken(),
  refreshToken: async () => (await sessionStore.refresh())?.accessToken ?? null,
});

/** Reconnects at once when the phone comes back online or the app comes back to the foreground. */
export function watchConnectivity(client: RealtimeClient): () => void {
  const wake = () => client.reconnectNow();
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', wake);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
