import { afterEach, describe, expect, it, vi } from 'vitest';

const jose = vi.hoisted(() => ({ verifyCalls: 0 }));
vi.mock('jose', async (importOriginal) => {
  const actual = await importOriginal<typeof import('jose')>();
  return {
    ...actual,
    jwtVerify: (...args: Parameters<typeof actual.jwtVerify>) => {
      jose.verifyCalls += 1;
      return actual.jwtVerify(...args);
    },
  };
});

const { createAccessTokenSigner, VERIFIED_TOKEN_CACHE_SIZE } = await import('./tokens.js');

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const USER = {
  userId: '2f1c0b8e-5a54-4a4e-9d55-0d2f3c1a9b01',
  sessionId: '7d9e2a40-1c3b-4f6e-8a7d-5b4c3e2f1a00',
};

afterEach(() => {
  vi.useRealTimers();
  jose.verifyCalls = 0;
});

describe('access tokens', () => {
  it('verifies its own token and refuses a changed one or another secret’s', async () => {
    const signer = createAccessTokenSigner(SECRET, 900);
    const { token, expiresAt } = await signer.sign(USER);
    expect(await signer.verify(token)).toEqual({ ...USER, expiresAt });
    const [header, payload, signature] = token.split('.');
    const flipped = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await signer.verify(flipped)).toBeNull();
    const other = await createAccessTokenSigner(`${SECRET}-other`, 900).sign(USER);
    expect(await signer.verify(other.token)).toBeNull();
  });

  it('checks a token’s signature once however often the same request path asks', async () => {
    const signer = createAccessTokenSigner(SECRET, 900);
    const { token } = await signer.sign(USER);
    for (let i = 0; i < 5; i += 1) expect((await signer.verify(token))?.userId).toBe(USER.userId);
    expect(jose.verifyCalls).toBe(1);
    // A forged token is checked in full every time, never kept.
    for (let i = 0; i < 3; i += 1) expect(await signer.verify(`${token}x`)).toBeNull();
    expect(jose.verifyCalls).toBe(4);
  });

  it('refuses a token verified earlier once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const signer = createAccessTokenSigner(SECRET, 900);
    const { token } = await signer.sign(USER);
    expect(await signer.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-26T10:14:59Z'));
    expect(await signer.verify(token)).not.toBeNull();
    // 15 min 6 s later: past exp and jose's 5 s tolerance, so the kept answer must not be used.
    vi.setSystemTime(new Date('2026-11-26T10:15:06Z'));
    expect(await signer.verify(token)).toBeNull();
  });

  it('keeps at most its bound of verified tokens, dropping the oldest first', async () => {
    // A bound of 20 here: the real one (10,000 signatures and checks) took 11 s, and over 30 s on a loaded CI.
    const signer = createAccessTokenSigner(SECRET, 900, 20);
    const first = (await signer.sign(USER)).token;
    const second = (await signer.sign({ ...USER, sessionId: 's-second' })).token;
    await signer.verify(first);
    await signer.verify(second);
    // Distinct tokens: the session id differs in each. 19 more fill the map; the 19th pushes the oldest out.
    let last = '';
    for (let i = 0; i < 19; i += 1) {
      last = (await signer.sign({ ...USER, sessionId: `s-${i}` })).token;
      await signer.verify(last);
    }
    const calls = jose.verifyCalls;
    expect(await signer.verify(second)).not.toBeNull();
    expect(await signer.verify(last)).not.toBeNull();
    expect(jose.verifyCalls).toBe(calls);
    expect(await signer.verify(first)).not.toBeNull();
    expect(jose.verifyCalls).toBe(calls + 1);
  });

  it('keeps 10,000 verified tokens unless told otherwise', async () => {
    expect(VERIFIED_TOKEN_CACHE_SIZE).toBe(10_000);
    const signer = createAccessTokenSigner(SECRET, 900);
    const tokens: string[] = [];
    for (let i = 0; i < 25; i += 1) tokens.push((await signer.sign({ ...USER, sessionId: `d-${i}` })).token);
    for (const token of tokens) await signer.verify(token);
    const calls = jose.verifyCalls;
    for (const token of tokens) await signer.verify(token);
    expect(jose.verifyCalls).toBe(calls);
  });
});
