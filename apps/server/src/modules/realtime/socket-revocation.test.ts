import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type RunningServer, startServer } from '../../server.js';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { connectRealtime, openSocket, type TestSocket } from '../../test-support/socket-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { publishEvent } from './realtime-events.js';

// Issue 9 item 10: a socket opened with a token must not outlive the session (sign-out, password change,
// refresh-token replay), on this instance or another, nor the token itself.

const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';
const password = 'socket-test-password-7';
let server: TestServer;
let counter = 0;

beforeAll(async () => {
  // A re-check this rare never fires during a test: closing within seconds proves the NOTIFY path did it.
  server = await startTestServer({ env: { REALTIME_SESSION_RECHECK_SECONDS: '3600' } });
});
afterAll(async () => server?.stop());

const secondInstanceConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    AUTH_SECRET,
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });

async function account() {
  const identifier = `socket${Date.now()}${counter++}@example.in`;
  const signUp = await signUpThroughLink(server, { identifier, password });
  expect(signUp.status).toBe(200);
  return {
    identifier,
    userId: signUp.body.user.id as string,
    session: signUp.body as { accessToken: string; refreshToken: string },
  };
}

async function signIn(identifier: string) {
  const response = await server.api('/api/auth/sign-in', { body: { identifier, password } });
  expect(response.status).toBe(200);
  return response.body as { accessToken: string; refreshToken: string };
}

const sessionIdOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;

const wsUrl = (base: string, path: string) => `${base.replace(/^http/, 'ws')}${path}`;

async function purchaseSocket(base: string, token: string) {
  const socket = await openSocket(wsUrl(base, '/functions/v1/purchase-websocket'));
  socket.send({ type: 'auth', token });
  await socket.waitFor((m) => m.type === 'ready');
  return socket;
}

/** Resolves with the close, or fails when the socket is still open after `ms`. */
async function closedWithin(socket: TestSocket, ms: number) {
  return Promise.race([
    socket.closed,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms),
    ),
  ]);
}

const notifyUser = (userId: string, title: string) =>
  server.db.transaction((tx) =>
    publishEvent(tx, {
      topic: 'notifications',
      userId,
      kind: 'INSERT',
      payload: { id: title, user_id: userId, title },
    }),
  );

describe(`sockets end with their session on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when the user signs out, then both their sockets close at once and the session gets no more events', async () => {
    const { session, userId } = await account();
    const realtime = await connectRealtime(server.url, session.accessToken, { topics: ['notifications'] });
    const purchase = await purchaseSocket(server.url, session.accessToken);

    const out = await server.api('/api/auth/sign-out', { method: 'POST', token: session.accessToken });
    expect(out.status).toBe(204);
    expect(await closedWithin(realtime, 3000)).toEqual({ code: 1008, reason: 'session revoked' });
    expect(await closedWithin(purchase, 3000)).toEqual({ code: 1008, reason: 'session revoked' });
    expect(realtime.messages.at(-1)).toMatchObject({ type: 'error', code: 'AUTH_SESSION_EXPIRED' });

    await notifyUser(userId, 'after sign-out');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(JSON.stringify(realtime.messages)).not.toContain('after sign-out');
  });

  it('when the password is changed, then sockets of the other sessions close and this one keeps its events', async () => {
    const { identifier, userId, session: here } = await account();
    const elsewhere = await signIn(identifier);
    const hereSocket = await connectRealtime(server.url, here.accessToken, { topics: ['notifications'] });
    const elsewhereSocket = await connectRealtime(server.url, elsewhere.accessToken, {
      topics: ['notifications'],
    });

    const change = await server.api('/api/auth/password', {
      token: here.accessToken,
      body: { currentPassword: password, password: 'a-whole-new-phrase-91' },
    });
    expect(change.status).toBe(204);
    expect(await closedWithin(elsewhereSocket, 3000)).toMatchObject({ code: 1008 });

    await notifyUser(userId, 'still here');
    await hereSocket.waitFor((m) => m.type === 'event' && JSON.stringify(m).includes('still here'));
    await hereSocket.close();
  });

  it('when a spent refresh token is replayed, then the revoked session’s socket closes', async () => {
    const { session } = await account();
    const socket = await connectRealtime(server.url, session.accessToken);
    const first = await server.api('/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    const second = await server.api('/api/auth/refresh', { body: { refreshToken: first.body.refreshToken } });
    expect(second.status).toBe(200);
    const replay = await server.api('/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(replay.status).toBe(401);
    expect(await closedWithin(socket, 3000)).toMatchObject({ code: 1008, reason: 'session revoked' });
  });

  it('when the access token expires and no fresh one is sent, then the socket closes; a fresh one keeps it open', async () => {
    const { session, userId } = await account();
    const sessionId = sessionIdOf(session.accessToken);
    const shortLived = () =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer('tokri')
        .setAudience('tokri-api')
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
        .sign(new TextEncoder().encode(AUTH_SECRET));

    const lapsing = await connectRealtime(server.url, await shortLived());
    const purchase = await purchaseSocket(server.url, await shortLived());
    const renewed = await connectRealtime(server.url, await shortLived());
    renewed.send({ type: 'auth', token: session.accessToken }); // what the app does after a token refresh
    await renewed.waitFor(() => renewed.messages.filter((m) => m.type === 'ready').length === 2);

    expect(await closedWithin(lapsing, 5000)).toEqual({ code: 1008, reason: 'token expired' });
    expect(await closedWithin(purchase, 2000)).toEqual({ code: 1008, reason: 'token expired' });
    await notifyUser(userId, 'renewed still open');
    await renewed.waitFor((m) => m.type === 'event' && JSON.stringify(m).includes('renewed still open'));
    await renewed.close();
  });

  it('when a revocation NOTIFY was missed, then the periodic re-check still closes the socket', async () => {
    const checking = await startServer(secondInstanceConfig({ REALTIME_SESSION_RECHECK_SECONDS: '1' }), {
      db: server.db,
    });
    try {
      const { session } = await account();
      const socket = await connectRealtime(checking.url, session.accessToken);
      // Revoked behind the app's back: no NOTIFY, as if the listening connection had been down.
      await server.db.query(
        `update sessions set revoked_at = now(), revoked_reason = 'sign_out' where id = $1`,
        [sessionIdOf(session.accessToken)],
      );
      expect(await closedWithin(socket, 4000)).toEqual({ code: 1008, reason: 'session revoked' });
    } finally {
      await checking.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('sockets on another instance', () => {
  let other: RunningServer;
  beforeAll(async () => {
    other = await startServer(secondInstanceConfig({ REALTIME_SESSION_RECHECK_SECONDS: '3600' }), {
      db: await server.database.openAnother(),
    });
  });
  afterAll(async () => other?.close());

  it('when the user signs out through one instance, then their sockets on the other close at once', async () => {
    const { session } = await account();
    const realtime = await connectRealtime(other.url, session.accessToken);
    const purchase = await purchaseSocket(other.url, session.accessToken);
    const bystander = await account();
    const untouched = await connectRealtime(other.url, bystander.session.accessToken);

    const out = await server.api('/api/auth/sign-out', { method: 'POST', token: session.accessToken });
    expect(out.status).toBe(204);
    expect(await closedWithin(realtime, 3000)).toEqual({ code: 1008, reason: 'session revoked' });
    expect(await closedWithin(purchase, 3000)).toEqual({ code: 1008, reason: 'session revoked' });
    untouched.send({ type: 'ping' });
    await untouched.waitFor((m) => m.type === 'pong');
    await untouched.close();
  });
});
