import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error http_ece ships no types
import ece from 'http_ece';

/**
 * A push service on this machine speaking the Web Push protocol over HTTPS (self-signed certificate made with
 * openssl), with a browser-side key pair to decrypt what arrives, as the web-push library's own tests do.
 */
export interface LocalPushService {
  agent: Agent;
  /** `127.0.0.1:<port>`: what a test puts in PUSH_ALLOWED_HOSTS to let the server push here. */
  allowedHost: string;
  port: number;
  subscription(path: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  received: { path: string; headers: Record<string, unknown>; payload: unknown }[];
  /** Paths that answer 410 Gone, like an expired browser subscription. */
  gone: Set<string>;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = mkdtempSync(join(tmpdir(), 'tokri-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const browserKeys = createECDH('prime256v1');
  browserKeys.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  const received: LocalPushService['received'] = [];
  const gone = new Set<string>();
  const server: Server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        if (gone.has(path)) {
          response.writeHead(410).end();
          return;
        }
        const body = Buffer.concat(chunks);
        const plain: Buffer = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: browserKeys,
          authSecret,
        });
        received.push({ path, headers: request.headers, payload: JSON.parse(plain.toString('utf8')) });
        response.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    agent: new Agent({ rejectUnauthorized: false }),
    allowedHost: `127.0.0.1:${port}`,
    port,
    received,
    gone,
    subscription: (path) => ({
      endpoint: `https://127.0.0.1:${port}${path}`,
      keys: { p256dh: browserKeys.getPublicKey().toString('base64url'), auth: authSecret },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
