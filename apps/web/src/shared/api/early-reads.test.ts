import type { Session } from '@tokri/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../session/session-store.js';
import { takeEarlyRead } from './early-reads.js';

const session: Session = {
  accessToken: 'access-token-of-asha',
  refreshToken: 'refresh-token-of-asha-000000',
  expiresAt: Math.floor(Date.now() / 1000) + 900,
  user: {
    id: 'u1',
    email: 'asha@example.in',
    phone: null,
    fullName: 'Asha',
    roles: [],
    isAdmin: false,
    isDeliveryPartner: false,
    preferredLanguage: 'en',
  },
};

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

function started(path: string, read: { language: 'en' | 'hi' | 'te'; token: string; status?: number }) {
  window.__tokriEarlyReads = {
    ...window.__tokriEarlyReads,
    [path]: {
      language: read.language,
      token: read.token,
      response: answer(read.status ?? 200, { items: [{ id: 'c1', name: 'Fruit' }] }),
    },
  };
}

describe('reads started by index.html (public/early-reads.js, ADR 0060)', () => {
  afterEach(() => {
    window.__tokriEarlyReads = undefined;
  });

  it('when the early read was asked with the same token and language, then its answer is taken once', async () => {
    sessionStore.setSession(session);
    started('/api/categories', { language: 'en', token: 'access-token-of-asha' });
    expect(await takeEarlyRead('/api/categories', 'en')).toEqual({ items: [{ id: 'c1', name: 'Fruit' }] });
    expect(await takeEarlyRead('/api/categories', 'en')).toBeNull();
  });

  it('when it was asked in another language, with another token or failed, then it is not used', async () => {
    sessionStore.setSession(session);
    started('/api/home', { language: 'hi', token: 'access-token-of-asha' });
    expect(await takeEarlyRead('/api/home', 'en')).toBeNull();
    started('/api/home', { language: 'en', token: 'access-token-of-someone-else' });
    expect(await takeEarlyRead('/api/home', 'en')).toBeNull();
    started('/api/home', { language: 'en', token: 'access-token-of-asha', status: 401 });
    expect(await takeEarlyRead('/api/home', 'en')).toBeNull();
    expect(await takeEarlyRead('/api/never-started', 'en')).toBeNull();
  });
});
