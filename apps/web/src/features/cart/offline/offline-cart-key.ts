import { userStorageKey } from '../../../shared/session/user-storage.js';

/** Where one user's offline cart changes wait: keyed by the user, removed on sign-out (ADR 0054). */
export const offlineCartKey = (userId: string) => userStorageKey(userId, 'offline-cart');
