import type { Session } from '@tokri/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshRetryDelay } from './refresh-backoff.js';
import { SESSION_STORAGE_KEY } from './session-storage.js';

const user = {
  id: 'u1',
  email: 'asha@example.in',
  phone: null,
  fullName: 'Asha',
  roles: [],
  isAdmin: false,
  isDeliveryPartner: false,
  preferredLanguage: 'en' as const,
};

const session = (refreshToken: string, expiresInSeconds: number): Session => ({
  accessToken: `access-${refreshToken}`,
  refreshToken,
  expiresAt: Math.floor(Date.now() / 1000) + expiresInSeconds,
  user,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function freshStore() {
  vi.resetModules();
  return (await import('./session-store.js')).sessionStore;
}

describe('refresh backoff (spec §9)', () => {
  it('starts at 200 ms and doubles', () => {
    expect([0, 1, 2, 3].map(refreshRetryDelay)).toEqual([200, 400, 800, 1600]);
  });
});

describe('session store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('when the stored session has expired, then the user is signed in from it at once and it refreshes, retrying network failures with backoff', async () => {
    vi.useFakeTimers();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session('old-refresh-token-0000000000', -5)));
    const calls: string[] = [];
    let attempt = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        calls.push(path);
        if (path === '/api/auth/refresh') {
          attempt += 1;
          if (attempt <= 2) throw new TypeError('Failed to fetch');
          return json(200, session('new-refresh-token-0000000000', 900));
        }
        return json(200, { user: { ...user, fullName: 'Asha R' } });
      }),
    );
    const store = await freshStore();
    const events: string[] = [];
    store.subscribe((_state, event) => events.push(event));
    const started = store.start();
    // The shell draws at once from the stored session while it is checked (ADR 0060).
    expect(store.getState()).toMatchObject({ status: 'signedIn', lastEvent: 'INITIAL_SESSION' });
    expect(store.getState().session?.refreshToken).toBe('old-refresh-token-0000000000');
    await vi.advanceTimersByTimeAsync(refreshRetryDelay(0) - 1);
    expect(attempt).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toBe(2);
    await vi.advanceTimersByTimeAsync(refreshRetryDelay(1));
    await started;
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toBe(3);
    expect(events.slice(0, 2)).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
    expect(events).toContain('USER_UPDATED');
    expect(store.getState().session?.user.fullName).toBe('Asha R');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).refreshToken).toBe(
      'new-refresh-token-0000000000',
    );
  });

  it('when the app opens offline with an expired session, then the user is signed in at once from the stored session, and it refreshes when back online', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session('kept-refresh-token-000000000', -600)));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn(async (path: string) =>
      path === '/api/auth/refresh'
        ? json(200, session('next-refresh-token-000000000', 900))
        : json(200, { user }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = await freshStore();
    await store.start();
    expect(store.getState()).toMatchObject({ status: 'signedIn', lastEvent: 'INITIAL_SESSION' });
    // Offline API calls still carry the token, so the worker answers from this user's cache.
    expect(await store.accessToken()).toBe('access-kept-refresh-token-000000000');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/refresh', expect.anything());

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(store.getState().session?.refreshToken).toBe('next-refresh-token-000000000'),
    );
  });

  it('when the server refuses the refresh token, then the user is signed out and the session cleared', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session('spent-refresh-token-00000000', -5)));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: { code: 'AUTH_SESSION_EXPIRED', message: 'expired' } })),
    );
    const store = await freshStore();
    const events: string[] = [];
    store.subscribe((_state, event) => events.push(event));
    await store.start();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    expect(store.getState().status).toBe('signedOut');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('when signing out, then user and session are cleared at once and the server is told', async () => {
    const fetchMock = vi.fn(
      async (_path: string, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = await freshStore();
    store.setSession(session('live-refresh-token-000000000', 900));
    expect(store.getState().status).toBe('signedIn');
    localStorage.setItem('tokri-user:u1:offline-cart', '[]');
    await store.signOut();
    // What the device kept for the user (the offline cart, ADR 0054) goes with the session.
    expect(localStorage.getItem('tokri-user:u1:offline-cart')).toBeNull();
    expect(store.getState()).toMatchObject({
      status: 'signedOut',
      session: null,
      lastEvent: 'SIGNED_OUT',
      signedOutByUser: true,
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const [path, init] = fetchMock.mock.calls.at(-1)!;
    expect(path).toBe('/api/auth/sign-out');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers.authorization).toBe('Bearer access-live-refresh-token-000000000');
  });
});
