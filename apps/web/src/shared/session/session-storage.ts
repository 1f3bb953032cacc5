import type { Session } from '@tokri/core';

/** Spec §3: the session is kept on the device under a key derived from the project. */
export const SESSION_STORAGE_KEY = 'tokri-auth-token';

export function readStoredSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: Session | null) {
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): the session lives for this tab only
  }
}

/** A light structural check (the web bundle does not carry zod just for this). */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  const user = session.user as Record<string, unknown> | undefined;
  return (
    typeof session.accessToken === 'string' &&
    typeof session.refreshToken === 'string' &&
    typeof session.expiresAt === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    Array.isArray(user.roles)
  );
}
