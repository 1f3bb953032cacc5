import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newCustomer as signUp } from '../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const preflight = (path: string, origin: string, method = 'POST') =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,idempotency-key,x-language',
    },
  });

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS for the native app (NATIVE_APP_ORIGINS)', () => {
  it.each(['capacitor://localhost', 'https://localhost'])(
    'when the shell at %s sends a preflight, then it may send its headers and methods',
    async (origin) => {
      const response = await preflight('/api/checkout', origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      const headers = response.headers.get('access-control-allow-headers')?.toLowerCase().split(',');
      expect(headers).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'x-language']),
      );
      expect(response.headers.get('access-control-allow-methods')?.split(',')).toEqual(
        expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      );
      // A bearer token, never a cookie: credentials stay off.
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  it.each(['/api/cart', '/functions/v1/hardware-sync', '/media/p/photo.webp'])(
    'when a foreign origin sends a preflight to %s, then it gets no CORS header at all',
    async (path) => {
      const response = await preflight(path, 'https://evil.example');
      expect(corsHeaders(response)).toEqual([]);
    },
  );

  it('when an origin only resembles the shell, then it gets no CORS header', async () => {
    for (const origin of ['capacitor://localhost.evil.example', 'http://localhost', 'null']) {
      expect(corsHeaders(await preflight('/api/cart', origin))).toEqual([]);
    }
  });

  it('when the shell signs up and reads its cart across origins, then each answer names its origin', async () => {
    const customer = await signUp(server);
    const response = await fetch(`${server.url}/api/cart`, {
      headers: { origin: 'https://localhost', authorization: `Bearer ${customer.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://localhost');
    expect(response.headers.get('vary')).toMatch(/origin/i);
    expect(await response.json()).toHaveProperty('items', []);
  });

  it('when a website calls the API, then the answer carries no CORS header but still varies by origin', async () => {
    const customer = await signUp(server);
    const response = await fetch(`${server.url}/api/cart`, {
      headers: { origin: 'https://evil.example', authorization: `Bearer ${customer.token}` },
    });
    expect(response.status).toBe(200);
    expect(corsHeaders(response)).toEqual([]);
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });

  it('when the shell shows a public photo, then /media lets other origins embed it (and pages stay same-origin)', async () => {
    await mkdir(join(server.dataDir, 'media', 'p'), { recursive: true });
    await writeFile(join(server.dataDir, 'media', 'p', 'photo.webp'), new Uint8Array([1, 2, 3]));
    const photo = await fetch(`${server.url}/media/p/photo.webp`, {
      headers: { origin: 'capacitor://localhost' },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(photo.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
    const api = await fetch(`${server.url}/api/cart`);
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('the realtime WebSocket from the native app', () => {
  it('when the shell opens /realtime from its origin, then it authenticates and is ready', async () => {
    const customer = await signUp(server);
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/realtime`, {
      origin: 'capacitor://localhost',
    });
    const ready = new Promise<Record<string, unknown>>((resolve, reject) => {
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as Record<string, unknown>;
        if (message.type === 'ready') resolve(message);
      });
      socket.on('error', reject);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: customer.token }));
    expect((await ready).type).toBe('ready');
    socket.close();
  });
});
