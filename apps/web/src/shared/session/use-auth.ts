import { useSyncExternalStore } from 'react';
import { type AuthState, sessionStore } from './session-store.js';

export function useAuth(): AuthState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

export function useCurrentUser() {
  return useAuth().session?.user ?? null;
}
