import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible bucket (path-style `/<bucket>/<key>`): PUT, GET and DELETE of objects,
 * kept in memory. Every request must carry an AWS Signature Version 4 made with the one access key and secret
 * it knows, over the request's method, path, signed headers and body hash; anything else is a 403
 * SignatureDoesNotMatch, as S3 answers it.
 */
export interface FakeS3 {
  url: string;
  bucket: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** How many requests were refused for their signature. */
  refused: number;
  close(): Promise<void>;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Why the request's signature is wrong, or null when it is right. */
export function sigV4Problem(
  request: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'no AWS4-HMAC-SHA256 authorization';
  const [, accessKeyId, day, region, signedHeaders, signature] = match;
  if (accessKeyId !== credentials.accessKeyId) return 'unknown access key';
  if (region !== credentials.region) return 'wrong region';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'x-amz-date does not match the credential scope';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  // Stricter than S3: an upload must sign its body's hash, so a body swapped in transit is refused.
  if (
    request.method === 'PUT'
      ? payloadHash !== sha256Hex(body)
      : payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)
  ) {
    return 'body does not match its signed hash';
  }
  const headerNames = signedHeaders!.split(';');
  if (!headerNames.includes('host') || !headerNames.includes('x-amz-date'))
    return 'host and date must be signed';
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day!), region!), 's3'),
    'aws4_request',
  );
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
  return expected === signature ? null : 'signature does not match';
}

export async function startFakeS3(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
}): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const state = { refused: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = sigV4Problem(request, body, credentials);
      if (problem) {
        state.refused += 1;
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const prefix = `/${credentials.bucket}/`;
      if (!path.startsWith(prefix)) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = decodeURIComponent(path.slice(prefix.length));
      if (request.method === 'PUT') {
        objects.set(key, {
          bytes: body,
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
        });
        response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
        response.end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.bytes.length,
        });
        response.end(object.bytes);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        response.end();
      } else {
        response.writeHead(405);
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket: credentials.bucket,
    objects,
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
