import type { AuthUser, Session } from '@tokri/core';
import { changeLanguage, currentLanguage, storedLanguage } from '../../i18n/index.js';
import { ApiError, toApiError } from '../api/api-error.js';
import { apiUrl } from '../api/api-origin.js';
import { clearPersonalCaches } from '../service-worker/service-worker.js';
import { REFRESH_MAX_RETRIES, refreshRetryDelay } from './refresh-backoff.js';
import { isSession, readStoredSession, SESSION_STORAGE_KEY, writeStoredSession } from './session-storage.js';
import { clearUserStorage } from './user-storage.js';

/**
 * The language chosen on this device, sent with sign-in, sign-up and the links that sign in, so the account keeps
 * it (ADR 0076); nothing when the device never chose one, so a default does not replace the account's choice.
 */
function chosenLanguage() {
  const language = storedLanguage();
  return language ? { language } : {};
}

/** Spec §4 auth states. */
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'SIGNED_OUT';

export interface AuthState {
  status: 'loading' | 'signedIn' | 'signedOut';
  session: Session | null;
  lastEvent: AuthEvent | null;
  /** True after the user signed out themselves (not after an expired session): they go to a plain /auth. */
  signedOutByUser: boolean;
}

type Listener = (state: AuthState, event: AuthEvent) => void;

const REFRESH_MARGIN_SECONDS = 60;
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postJson(path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-language': currentLanguage(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(apiUrl(path), { method: 'POST', headers, body: JSON.stringify(body) });
}

async function sessionFrom(response: Response): Promise<Session> {
  if (!response.ok) throw await toApiError(response);
  const body: unknown = await response.json();
  if (!isSession(body)) throw await toApiError(null, new Error('Malformed session'));
  return body;
}

/**
 * The signed-in session: kept in localStorage, shared by tabs, refreshed before it expires.
 * Refreshes are serialised across tabs with the Web Locks API, because refresh tokens rotate and a
 * token presented twice revokes the session.
 */
class SessionStore {
  private state: AuthState = { status: 'loading', session: null, lastEvent: null, signedOutByUser: false };
  private listeners = new Set<Listener>();
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private refreshing: Promise<Session | null> | null = null;
  private started = false;

  getState = (): AuthState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(event: AuthEvent, session: Session | null, signedOutByUser = false) {
    this.state = { status: session ? 'signedIn' : 'signedOut', session, lastEvent: event, signedOutByUser };
    if (event !== 'INITIAL_SESSION' || session) writeStoredSession(session);
    // Every way out (the button, sign out everywhere, an expired session, another tab): nothing of theirs stays.
    if (event === 'SIGNED_OUT') void clearPersonalCaches().catch(() => undefined);
    this.schedule(session);
    for (const listener of this.listeners) listener(this.state, event);
  }

  private schedule(session: Session | null) {
    clearTimeout(this.refreshTimer);
    // Offline, a refresh cannot succeed; start() refreshes when the connection is back.
    if (!session || offline()) return;
    const inMs = (session.expiresAt - REFRESH_MARGIN_SECONDS) * 1000 - Date.now();
    this.refreshTimer = setTimeout(() => void this.refresh(), Math.max(0, inMs));
  }

  /**
   * Reads the stored session and signs the user in from it at once, so the shell draws without waiting for the
   * network (ADR 0060); then refreshes it if needed and confirms the user with the server. A refused refresh
   * signs out (the layout then sends them to /auth); API calls wait for the refresh (accessToken()).
   */
  async start() {
    if (this.started) return;
    this.started = true;
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_STORAGE_KEY) return;
      const session = readStoredSession();
      if (!session && this.state.session) this.emit('SIGNED_OUT', null);
      else if (session && session.refreshToken !== this.state.session?.refreshToken) {
        this.emit(this.state.session ? 'TOKEN_REFRESHED' : 'SIGNED_IN', session);
      }
    });
    const stored = readStoredSession();
    this.emit('INITIAL_SESSION', stored);
    if (!stored) return;
    // Opened offline with an old token: show the user's cached screens (ADR 0053); refresh once back online.
    if (offline()) {
      window.addEventListener('online', () => void this.refresh(), { once: true });
      return;
    }
    if (stored.expiresAt - REFRESH_MARGIN_SECONDS <= Date.now() / 1000 && !(await this.refresh())) return;
    void this.reloadUser();
  }

  setSession(session: Session) {
    this.emit('SIGNED_IN', session);
  }

  /** A valid access token, refreshed first when it is about to expire. */
  async accessToken(): Promise<string | null> {
    const session = this.state.session;
    if (!session) return null;
    // Offline, even an expired token still names whose cache the service worker may answer from (ADR 0053).
    if (session.expiresAt - 10 > Date.now() / 1000 || offline()) return session.accessToken;
    return (await this.refresh())?.accessToken ?? null;
  }

  refresh(): Promise<Session | null> {
    this.refreshing ??= this.refreshAcrossTabs().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshAcrossTabs(): Promise<Session | null> {
    const run = () => this.refreshOnce();
    if (typeof navigator !== 'undefined' && navigator.locks) {
      return navigator.locks.request('tokri-auth-refresh', run);
    }
    return run();
  }

  private async refreshOnce(): Promise<Session | null> {
    const known = this.state.session;
    const stored = readStoredSession();
    // Another tab refreshed while this one waited for the lock: adopt its tokens.
    if (stored && known && stored.refreshToken !== known.refreshToken) {
      this.emit('TOKEN_REFRESHED', stored);
      return stored;
    }
    const token = stored?.refreshToken ?? known?.refreshToken;
    if (!token) return null;
    for (let attempt = 0; ; attempt++) {
      try {
        const session = await sessionFrom(await postJson('/api/auth/refresh', { refreshToken: token }));
        this.emit('TOKEN_REFRESHED', session);
        return session;
      } catch (error) {
        const definitive = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (definitive) {
          this.emit('SIGNED_OUT', null);
          return null;
        }
        if (attempt >= REFRESH_MAX_RETRIES) return null;
        await sleep(refreshRetryDelay(attempt));
      }
    }
  }

  async reloadUser(): Promise<AuthUser | null> {
    const token = await this.accessToken();
    if (!token) return null;
    const response = await fetch(apiUrl('/api/auth/user'), {
      headers: { authorization: `Bearer ${token}`, 'x-language': currentLanguage() },
    }).catch(() => null);
    if (!response) return this.state.session?.user ?? null;
    if (response.status === 401) {
      this.emit('SIGNED_OUT', null);
      return null;
    }
    if (!response.ok) return this.state.session?.user ?? null;
    const { user } = (await response.json()) as { user: AuthUser };
    const session = this.state.session;
    if (session) this.emit('USER_UPDATED', { ...session, user });
    return user;
  }

  async signIn(identifier: string, password: string) {
    const body = { identifier, password, ...chosenLanguage() };
    await this.signedIn(await sessionFrom(await postJson('/api/auth/sign-in', body)));
  }

  /**
   * Asks for an account: the server sends a link to the address and signs no one in yet (ADR 0072); it answers
   * the same whether or not the address has an account. `referralCode`: from an invite link (`/auth?ref=CODE`);
   * the server refuses an unknown one.
   */
  async signUp(identifier: string, password: string, fullName: string, referralCode = '') {
    const body = {
      identifier,
      password,
      fullName,
      ...(referralCode ? { referralCode } : {}),
      ...chosenLanguage(),
    };
    const response = await postJson('/api/auth/sign-up', body);
    if (!response.ok) throw await toApiError(response);
  }

  /** Opens the link a sign-up sent: makes the account and signs it in. */
  async confirmSignUp(token: string) {
    await this.signedIn(
      await sessionFrom(await postJson('/api/auth/sign-up/confirm', { token, ...chosenLanguage() })),
    );
  }

  async verifyRecovery(token: string) {
    const body = { token, ...chosenLanguage() };
    await this.signedIn(await sessionFrom(await postJson('/api/auth/password-reset/verify', body)));
  }

  /**
   * A device that never chose a language takes the account's before the first signed-in page (ADR 0076), so the
   * app reads as the server writes; a device's own choice was sent and saved instead.
   */
  private async signedIn(session: Session) {
    const language = session.user.preferredLanguage;
    if (language && !storedLanguage() && language !== currentLanguage())
      await changeLanguage(language).catch(() => undefined);
    this.setSession(session);
  }

  /** Clears the user and the session, telling the server to revoke it too. */
  async signOut() {
    const token = this.state.session?.accessToken;
    clearUserStorage();
    this.emit('SIGNED_OUT', null, true);
    if (token) await postJson('/api/auth/sign-out', {}, token).catch(() => undefined);
  }
}

export const sessionStore = new SessionStore();
