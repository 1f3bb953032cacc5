import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test-support/fake-s3.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { checkStorageKey, InvalidStorageKeyError } from './object-storage.js';
import { createS3Storage, StorageRequestError } from './s3-storage.js';

const BAD_KEYS = [
  '',
  '../secret',
  'p/../../etc/passwd',
  '/etc/passwd',
  'p//x.webp',
  'p/./x.webp',
  'p/..',
  'p\\..\\x',
  'p/x.webp\u0000.png',
  'p/ x.webp',
  `${'a'.repeat(600)}`,
];

describe('storage keys', () => {
  it('takes relative keys of safe segments and refuses anything that could climb out or confuse a path', () => {
    expect(checkStorageKey('p/3f1c0c1e-1a1a-4b4b-8c8c-000000000001/640.webp')).toBe(
      'p/3f1c0c1e-1a1a-4b4b-8c8c-000000000001/640.webp',
    );
    for (const key of BAD_KEYS) expect(() => checkStorageKey(key), key).toThrow(InvalidStorageKeyError);
  });
});

describe('local disk storage', () => {
  let root: string;
  let outside: string;
  beforeAll(async () => {
    const base = await mkdtemp(join(tmpdir(), 'tokri-storage-'));
    root = join(base, 'media');
    outside = join(base, 'secret.txt');
    await writeFile(outside, 'do not touch');
  });
  afterAll(async () => rm(join(root, '..'), { recursive: true, force: true }));

  it('writes, reads, serves at /media and deletes an object', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('p/a1/160.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await storage.get('p/a1/160.webp')).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'image/webp',
    });
    expect(storage.publicUrl('p/a1/160.webp')).toBe('/media/p/a1/160.webp');
    // No temporary file is left beside it.
    expect(await readdir(join(root, 'p', 'a1'))).toEqual(['160.webp']);
    await storage.delete('p/a1/160.webp');
    expect(await storage.get('p/a1/160.webp')).toBeNull();
    await storage.delete('p/a1/160.webp');
    expect(await storage.get('p/a1')).toBeNull();
  });

  it('refuses every key that would reach outside its folder, for reading, writing and deleting', async () => {
    const storage = createLocalDiskStorage(root);
    for (const key of ['../secret.txt', 'p/../../secret.txt', '/etc/passwd', '..']) {
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.put(key, new Uint8Array([0]), 'image/webp')).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    }
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(outside, 'utf8')).toBe('do not touch');
  });
});

describe('S3-compatible storage, against a local fake that checks SigV4 signatures', () => {
  const credentials = {
    accessKeyId: 'AKIAFAKETOKRI',
    secretAccessKey: 'fake-secret-key-for-tests',
    region: 'ap-south-1',
    bucket: 'tokri-media',
  };
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3(credentials);
  });
  afterAll(async () => fake?.close());

  const storage = (secretAccessKey = credentials.secretAccessKey) =>
    createS3Storage({
      endpoint: fake.url,
      bucket: credentials.bucket,
      region: credentials.region,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey,
      publicBaseUrl: 'https://cdn.tokri.example/media/',
    });

  it('puts, gets and deletes an object with signed requests, and names its public URL', async () => {
    const s3 = storage();
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 9, 8, 7]);
    await s3.put('p/b2/320.webp', bytes, 'image/webp');
    expect(fake.objects.get('p/b2/320.webp')?.contentType).toBe('image/webp');
    expect(await s3.get('p/b2/320.webp')).toEqual({ bytes, contentType: 'image/webp' });
    expect(s3.publicUrl('p/b2/320.webp')).toBe('https://cdn.tokri.example/media/p/b2/320.webp');
    await s3.delete('p/b2/320.webp');
    expect(fake.objects.has('p/b2/320.webp')).toBe(false);
    expect(await s3.get('p/b2/320.webp')).toBeNull();
    expect(fake.refused).toBe(0);
  });

  it('is refused with a wrong secret, and stores nothing', async () => {
    const before = fake.refused;
    await expect(
      storage('not-the-secret').put('p/c3/160.webp', new Uint8Array([1]), 'image/webp'),
    ).rejects.toThrow(StorageRequestError);
    expect(fake.objects.has('p/c3/160.webp')).toBe(false);
    expect(fake.refused).toBe(before + 1);
  });

  it('the fake refuses an unsigned request and a signed request whose body was swapped', async () => {
    const unsigned = await fetch(`${fake.url}/${credentials.bucket}/p/d4/160.webp`, {
      method: 'PUT',
      body: 'x',
    });
    expect(unsigned.status).toBe(403);
    // Sign one body, send another: the payload hash no longer matches.
    const { AwsClient } = await import('aws4fetch');
    const client = new AwsClient({ ...credentials, service: 's3' });
    const signed = await client.sign(`${fake.url}/${credentials.bucket}/p/d4/160.webp`, {
      method: 'PUT',
      body: 'genuine',
      headers: { 'x-amz-content-sha256': createHash('sha256').update('genuine').digest('hex') },
    });
    const genuine = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: 'genuine' });
    expect(genuine.status).toBe(200);
    fake.objects.delete('p/d4/160.webp');
    const swapped = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: 'swapped' });
    expect(swapped.status).toBe(403);
    expect(fake.objects.has('p/d4/160.webp')).toBe(false);
  });

  it('refuses a key that climbs out before any request is made', async () => {
    const before = fake.refused;
    await expect(storage().put('../other-bucket/x', new Uint8Array([1]), 'image/webp')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    expect(fake.refused).toBe(before);
  });
});
