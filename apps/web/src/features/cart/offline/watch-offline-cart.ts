import type { QueryClient } from '@tanstack/react-query';
import { isOnline } from '../../../shared/network/use-online.js';
import { sessionStore } from '../../../shared/session/session-store.js';
import { readQueue } from './offline-cart-queue.js';
import { pendingCart } from './pending-cart.js';

/** navigator.onLine can say "online" on a connection that carries nothing: after such a failure, try again. */
export const RETRY_AFTER_FAILURE_MS = 15_000;
/** The replay's code is a lazy chunk: when it fails to load, a few more tries, further apart each time. */
export const CHUNK_RETRY_MS = 2_000;
const CHUNK_RETRIES = 5;
let chunkFailures = 0;
let syncNow: () => void = () => undefined;

/** After a request failed for want of a network: one more try a little later (the online event may never come). */
export function syncOfflineCartSoon() {
  setTimeout(() => syncNow(), RETRY_AFTER_FAILURE_MS);
}

/**
 * Shows the signed-in user's waiting cart changes (after a reload offline too, and never another user's), and
 * on start and whenever the connection returns, loads the replay chunk to send them. A shopper with nothing
 * waiting downloads none of it (ADR 0054).
 */
export function watchOfflineCart(queryClient: QueryClient): () => void {
  const user = () => sessionStore.getState().session?.user.id;
  const show = () => {
    const id = user();
    pendingCart.set(id ? readQueue(id) : []);
  };
  syncNow = () => {
    show();
    if (!isOnline() || pendingCart.lines().length === 0) return;
    void import('./offline-cart-sync.js').then(
      (sync) => {
        chunkFailures = 0;
        return sync.syncOfflineCart(queryClient);
      },
      () => {
        // The connection came back in name only and the replay's code did not load: try again shortly.
        chunkFailures += 1;
        if (chunkFailures <= CHUNK_RETRIES) setTimeout(() => syncNow(), CHUNK_RETRY_MS * chunkFailures);
      },
    );
  };
  syncNow();
  const stopWatchingSession = sessionStore.subscribe(syncNow);
  window.addEventListener('online', syncNow);
  return () => {
    stopWatchingSession();
    window.removeEventListener('online', syncNow);
  };
}
