import { networkInterfaces } from 'node:os';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress, loopbackOnly } from '../../http/loopback-only.js';
import { signUpThroughLink } from '../../test-support/sign-up-link.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** This machine's own non-loopback IPv4 address: a request to it arrives from it, not from 127.0.0.1. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((net) => net && net.family === 'IPv4' && !net.internal)?.address;

let server: TestServer;
let off: TestServer;
const email = `outbox${Date.now()}@example.in`;

beforeAll(async () => {
  // Listening on every interface, like the default HOST=0.0.0.0.
  server = await startTestServer({ env: { HOST: '0.0.0.0' } });
  off = await startTestServer({ env: { DEV_OUTBOX: 'false' } });
  for (const target of [server, off]) {
    const signUp = await signUpThroughLink(target, {
      identifier: email,
      password: 'outbox-password',
      fullName: 'Outbox Owner',
    });
    expect(signUp.status).toBe(200);
    expect((await target.api('/api/auth/password-reset', { body: { identifier: email } })).status).toBe(202);
  }
});
afterAll(async () => {
  await server?.stop();
  await off?.stop();
});

const resetLink = /\/auth\/callback\?type=recovery&(amp;)?token=/;

describe(`development outbox on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('when a loopback request reads the opted-in outbox, then it lists the reset link (API and page)', async () => {
    const api = await server.api(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
    expect(api.status).toBe(200);
    expect(api.body.items[0].body_text).toMatch(resetLink);
    const page = await fetch(`${server.url}/dev/outbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(resetLink);
  });

  it.skipIf(!lanAddress)(
    'when a request arrives over the network, then the outbox is a translated 404 even with forged local headers',
    async () => {
      const base = `http://${lanAddress}:${server.port}`;
      const forged = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost' };
      const api = await fetch(`${base}/api/dev/outbox?recipient=${encodeURIComponent(email)}`, {
        headers: { ...forged, 'accept-language': 'hi' },
      });
      const apiText = await api.text();
      expect(api.status).toBe(404);
      expect(apiText).not.toMatch(resetLink);
      expect(JSON.parse(apiText).error).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      expect(JSON.parse(apiText).error.message).toMatch(/[\u0900-\u097F]/); // Devanagari: Hindi
      const page = await fetch(`${base}/dev/outbox`, { headers: forged });
      expect(page.status).toBe(404);
      expect(await page.text()).not.toMatch(resetLink);
      // The same server still answers the shop's API over the network.
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    },
  );

  it('when DEV_OUTBOX is off, then neither the API nor the page exists even for loopback', async () => {
    const api = await off.api(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
    expect(api.status).toBe(404);
    expect(JSON.stringify(api.body)).not.toMatch(resetLink);
    const page = await fetch(`${off.url}/dev/outbox`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toMatch(resetLink);
  });
});

describe('loopback-only guard', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.10.20.30', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false],
    ['::ffff:192.0.2.2', false],
    ['10.0.0.1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['fd00::2', false],
    ['127.0.0.1.evil', false],
    [undefined, false],
  ])('when the socket address is %s, then loopback is %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });

  it('when a request has no socket (in-process) or a remote socket, then the guarded route answers 404', async () => {
    const app = new Hono().use('*', loopbackOnly).get('/', (c) => c.text('secret'));
    const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
    expect((await app.request('/')).status).toBe(404);
    const remote = await app.request(
      '/',
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      socket('203.0.113.9'),
    );
    expect(remote.status).toBe(404);
    expect(await remote.text()).not.toContain('secret');
    const local = await app.request('/', {}, socket('::ffff:127.0.0.1'));
    expect(local.status).toBe(200);
    expect(await local.text()).toBe('secret');
  });
});
