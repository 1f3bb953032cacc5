import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { checkStorageKey, type ObjectStorage } from './object-storage.js';

export interface S3Settings {
  /** The S3 API endpoint: `https://s3.<region>.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, MinIO's URL. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects: a CDN or the bucket's public URL, without a trailing slash. */
  publicBaseUrl: string;
  /** For tests: the fetch that carries the signed requests. */
  fetch?: typeof fetch;
}

export class StorageRequestError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`S3 ${operation} answered ${status}: ${detail.slice(0, 300)}`);
    this.name = 'StorageRequestError';
  }
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), path-style (`<endpoint>/<bucket>/<key>`, which all
 * three accept), each request signed with AWS Signature Version 4 by aws4fetch.
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const endpoint = settings.endpoint.replace(/\/$/, '');
  const publicBase = settings.publicBaseUrl.replace(/\/$/, '');
  const send = settings.fetch ?? fetch;
  const urlOf = (key: string) =>
    `${endpoint}/${encodeURIComponent(settings.bucket)}/${checkStorageKey(key).split('/').map(encodeURIComponent).join('/')}`;
  const call = async (method: string, key: string, init: RequestInit = {}) => {
    const signed = await client.sign(urlOf(key), { method, ...init });
    return send(signed);
  };
  return {
    async put(key, bytes, contentType) {
      const response = await call('PUT', key, {
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: {
          'content-type': contentType,
          // The body's hash is signed too (aws4fetch sends UNSIGNED-PAYLOAD to S3 otherwise).
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
      if (!response.ok) throw new StorageRequestError('PUT', response.status, await response.text());
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new StorageRequestError('GET', response.status, await response.text());
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await call('DELETE', key);
      // S3 answers 204 for a missing key too; a 404 from another implementation means the same.
      if (!response.ok && response.status !== 404) {
        throw new StorageRequestError('DELETE', response.status, await response.text());
      }
    },
    publicUrl(key) {
      return `${publicBase}/${checkStorageKey(key)}`;
    },
  };
}
