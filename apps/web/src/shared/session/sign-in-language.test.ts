import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/index.js';

/** Issue 32 item 6 (ADR 0076): the language chosen on the sign-in screen reaches the server with each sign-in. */

const session = {
  accessToken: 'access',
  refreshToken: 'refresh-token-0000000000000',
  expiresAt: Math.floor(Date.now() / 1000) + 900,
  user: {
    id: 'u1',
    email: 'ravi@delivery.tokri.in',
    phone: null,
    fullName: 'Ravi',
    roles: [],
    isAdmin: false,
    isDeliveryPartner: true,
    preferredLanguage: 'te',
  },
};

/** Answers every auth request with a session of an account that reads `accountLanguage`; keeps each body. */
function recordBodies(accountLanguage: string | null = 'te') {
  const bodies: Record<string, Record<string, unknown>> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      bodies[path] = JSON.parse(String(init?.body ?? '{}'));
      const answer =
        path === '/api/auth/sign-up'
          ? { sent: true }
          : { ...session, user: { ...session.user, preferredLanguage: accountLanguage } };
      return new Response(JSON.stringify(answer), {
        status: path === '/api/auth/sign-up' ? 202 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

async function signInEveryWay() {
  vi.resetModules();
  const { sessionStore } = await import('./session-store.js');
  await sessionStore.signIn('ravi@delivery.tokri.in', 'a long password');
  await sessionStore.signUp('new@example.com', 'a long password', 'New');
  await sessionStore.confirmSignUp('t'.repeat(43));
  await sessionStore.verifyRecovery('r'.repeat(43));
}

const PATHS = [
  '/api/auth/sign-in',
  '/api/auth/sign-up',
  '/api/auth/sign-up/confirm',
  '/api/auth/password-reset/verify',
];

describe('the language chosen on the device, sent when signing in', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('when Telugu was chosen before signing in, then sign-in, sign-up and both links carry te', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'te');
    const bodies = recordBodies();
    await signInEveryWay();
    expect(PATHS.map((path) => bodies[path]?.language)).toEqual(['te', 'te', 'te', 'te']);
  });

  it('when no language was ever chosen on the device, then none is sent (the account keeps its own)', async () => {
    const bodies = recordBodies(null);
    await signInEveryWay();
    for (const path of PATHS) {
      expect(bodies[path]).toBeDefined();
      expect(bodies[path]).not.toHaveProperty('language');
    }
  });

  it('when the device never chose a language and the account reads Telugu, then the app switches to Telugu on signing in', async () => {
    recordBodies();
    vi.resetModules();
    const i18n = await import('../../i18n/index.js');
    await i18n.initI18n();
    const { sessionStore } = await import('./session-store.js');
    await sessionStore.signIn('ravi@delivery.tokri.in', 'a long password');
    expect(i18n.currentLanguage()).toBe('te');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('te');
    expect(document.documentElement.lang).toBe('te');
  });

  it('when the device chose Hindi, then signing in keeps Hindi (the account takes the device’s choice)', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    recordBodies();
    vi.resetModules();
    const i18n = await import('../../i18n/index.js');
    await i18n.initI18n();
    const { sessionStore } = await import('./session-store.js');
    await sessionStore.signIn('ravi@delivery.tokri.in', 'a long password');
    expect(i18n.currentLanguage()).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
  });
});
