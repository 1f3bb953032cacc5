import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { MAX_BODY_BYTES, MAX_WEBHOOK_BODY_BYTES } from './body-limit.js';

// Issue 9 item 6: readJson buffered the whole body before checking 64 KB and the payment webhook had no limit at
// all (8 × 100 MB requests took the server from 134 MB to 1.36 GB). Bodies are now limited while they stream,
// and one address can hold only so many connections.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

interface Upload {
  /** The answer's status, or 0 when the server cut the connection while the client was still sending. */
  status: number;
  body: string;
  /** Bytes of body the client had handed to the socket when the answer (or the cut) came. */
  sentBeforeAnswer: number;
}

/**
 * POSTs `total` bytes of body (with a Content-Length, or chunked) in 64 KB writes and stops writing as soon as the
 * server answers or cuts the connection: how much had been sent by then shows whether the server read the whole
 * body first. With `headersOnly`, sends no body at all and waits for an answer (none comes from a server that
 * waits for the body: status 0 after two seconds).
 */
function upload(
  path: string,
  total: number,
  options: { chunked?: boolean; language?: string; headersOnly?: boolean } = {},
) {
  return new Promise<Upload>((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let settled = false;
    const settle = (result: Upload) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
      request.destroy();
    };
    const request = httpRequest(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.language ? { 'x-language': options.language } : {}),
        ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(total) }),
      },
    });
    const timer = setTimeout(
      () => settle({ status: 0, body: '', sentBeforeAnswer: sent }),
      options.headersOnly ? 2_000 : 30_000,
    );
    request.on('response', (response) => {
      const sentBeforeAnswer = sent;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        settle({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString(), sentBeforeAnswer }),
      );
      response.on('error', () => settle({ status: response.statusCode ?? 0, body: '', sentBeforeAnswer }));
    });
    // EPIPE / ECONNRESET: the server closed the connection on a client that was still sending.
    request.on('error', () => settle({ status: 0, body: '', sentBeforeAnswer: sent }));
    const pump = () => {
      while (!settled && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!settled && sent >= total) request.end();
    };
    request.flushHeaders();
    if (!options.headersOnly) setTimeout(pump, 20);
  });
}

describe('request body limits', () => {
  it('when a signed-out request declares a body over 64 KB, then it is a translated 413 before the body is read', async () => {
    const result = await upload('/api/auth/sign-in', 100 * 1024 * 1024, {
      language: 'te',
      headersOnly: true,
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error.code).toBe('BODY_TOO_LARGE');
    expect(JSON.parse(result.body).error.message).toContain('అభ్యర్థన');
  });

  it('when a chunked body passes 64 KB, then the server answers 413 while it is still streaming', async () => {
    const result = await upload('/api/auth/sign-up', 64 * 1024 * 1024, { chunked: true });
    // A 413, or the connection cut while the client still sends (the 413 closes it): either way, early.
    expect([413, 0]).toContain(result.status);
    // Refused after the limit plus what sits in socket buffers, not after 64 MB.
    expect(result.sentBeforeAnswer).toBeGreaterThan(MAX_BODY_BYTES);
    expect(result.sentBeforeAnswer).toBeLessThan(8 * 1024 * 1024);
  });

  it('when the payment webhook gets more than its small limit, then it is a 413 and the signature is never checked', async () => {
    const response = await server.api('/api/payments/webhook', {
      rawBody: JSON.stringify({ event: 'payment.captured', padding: 'x'.repeat(MAX_WEBHOOK_BODY_BYTES) }),
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'bad' },
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('BODY_TOO_LARGE');
  });

  it('when eight 32 MB webhook bodies arrive at once, then the server does not buffer them', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        upload('/api/payments/webhook', 32 * 1024 * 1024, { chunked: i % 2 === 0 }),
      ),
    );
    const grown = process.memoryUsage().rss - before;
    for (const result of results) {
      expect([413, 0]).toContain(result.status);
      expect(result.sentBeforeAnswer).toBeLessThan(8 * 1024 * 1024);
    }
    // Buffering them would take 256 MB or more; streaming with a limit keeps it to socket buffers.
    expect(grown).toBeLessThan(64 * 1024 * 1024);
  });

  it('when a body is under the limit, then the route reads it as before', async () => {
    const response = await server.api('/api/auth/sign-in', {
      body: { identifier: 'nobody@example.in', password: 'p'.repeat(40_000) },
    });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });
});

describe('connections per address', () => {
  const CONNECTION_CAP = 6;
  // A server of its own: the other tests' keep-alive connections would count against the cap.
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestServer({ env: { MAX_CONNECTIONS_PER_IP: String(CONNECTION_CAP) } });
  });
  afterAll(async () => {
    await capped?.stop();
  });

  function open(): Promise<{ socket: Socket; closedEarly: Promise<boolean> }> {
    return new Promise((resolve, reject) => {
      const socket = connect(capped.port, '127.0.0.1', () => {
        // A connection the server refuses is closed at once, before any request on it.
        const closedEarly = new Promise<boolean>((done) => {
          const timer = setTimeout(() => done(false), 300);
          socket.once('close', () => {
            clearTimeout(timer);
            done(true);
          });
        });
        resolve({ socket, closedEarly });
      });
      socket.on('error', () => undefined);
      socket.once('error', reject);
    });
  }

  it('when one address opens more connections than the cap, then the extra ones are closed and freed slots reopen', async () => {
    const held = await Promise.all(Array.from({ length: CONNECTION_CAP }, () => open()));
    const opened = [...held];
    try {
      expect(await Promise.all(held.map((connection) => connection.closedEarly))).toEqual(
        Array(CONNECTION_CAP).fill(false),
      );
      const extra = await open();
      expect(await extra.closedEarly).toBe(true);

      held[0]!.socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await open();
      opened.push(again);
      expect(await again.closedEarly).toBe(false);
    } finally {
      for (const connection of opened) connection.socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await capped.api('/api/health');
    expect(health.status).toBe(200);
  });
});
