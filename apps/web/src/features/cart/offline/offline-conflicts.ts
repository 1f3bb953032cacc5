import { useSyncExternalStore } from 'react';
import type { CartConflict } from './replay-offline-cart.js';

let conflicts: readonly CartConflict[] = [];
const listeners = new Set<() => void>();

/** What the last replay could not do as asked, for the cart page to show until dismissed. */
export const offlineConflicts = {
  set(next: readonly CartConflict[]) {
    conflicts = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useOfflineConflicts = () => useSyncExternalStore(offlineConflicts.subscribe, () => conflicts);
