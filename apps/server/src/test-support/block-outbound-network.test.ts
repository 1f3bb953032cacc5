import { createServer as createHttpServer } from 'node:http';
import { connect, createServer, type LookupFunction, type NetConnectOpts, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Not imported from the guard: this file must see the guard that vitest's setupFiles installed for every test.
const OUTBOUND_BLOCKED = 'outbound network blocked in tests';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function connectError(options: NetConnectOpts): Promise<Error | null> {
  return new Promise((resolve) => {
    const socket = connect(options);
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', resolve);
  });
}

describe('outbound network in server tests', () => {
  it('when a test connects to a public address, then it fails at once with a clear reason', async () => {
    const started = Date.now();
    const error = await connectError({ host: '203.0.113.7', port: 443 });
    expect(error?.message).toContain(OUTBOUND_BLOCKED);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('when fetch goes to a public host name, then it is refused after the lookup, not sent', async () => {
    const lookedUp: { lookup: LookupFunction } = {
      lookup: (_host, _options, callback) =>
        (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
          { address: '198.51.100.20', family: 4 },
        ]),
    };
    const error = await connectError({ host: 'api.razorpay.com', port: 443, ...lookedUp });
    expect(error?.message).toContain(`${OUTBOUND_BLOCKED}: api.razorpay.com -> 198.51.100.20`);
    const viaFetch = await fetch('http://203.0.113.9/').catch((failure: Error) => failure);
    expect(String((viaFetch as Error & { cause?: Error }).cause?.message)).toContain(OUTBOUND_BLOCKED);
  });

  it('when a test talks to this machine, then loopback and localhost work as before', async () => {
    expect(await connectError({ host: '127.0.0.1', port })).toBeNull();
    expect(await connectError({ host: 'localhost', port, family: 4 })).toBeNull();
    const web = createHttpServer((_req, res) => res.end('hello'));
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    const webPort = (web.address() as { port: number }).port;
    try {
      expect(await (await fetch(`http://127.0.0.1:${webPort}/`)).text()).toBe('hello');
      expect(await (await fetch(`http://localhost:${webPort}/`)).text()).toBe('hello');
    } finally {
      await new Promise<void>((resolve) => web.close(() => resolve()));
    }
  });
});
