import type { QueryClient } from '@tanstack/react-query';
import { readStoredSession } from '../../../shared/session/session-storage.js';
import { offlineCartKey } from './offline-cart-key.js';

/**
 * On app start and whenever the connection returns: if this user has cart changes waiting, loads the offline
 * chunk to show and send them. A shopper with nothing waiting downloads none of it (ADR 0054).
 */
export function watchOfflineCart(queryClient: QueryClient): () => void {
  const sync = () => {
    try {
      const user = readStoredSession()?.user.id;
      if (!user || !localStorage.getItem(offlineCartKey(user))) return;
    } catch {
      return;
    }
    void import('./offline-cart-sync.js').then((sync) => sync.syncOfflineCart(queryClient));
  };
  sync();
  window.addEventListener('online', sync);
  return () => window.removeEventListener('online', sync);
}
