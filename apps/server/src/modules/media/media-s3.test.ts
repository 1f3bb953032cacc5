import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test-support/fake-s3.js';
import { testPhoto } from '../../test-support/media-fixtures.js';
import { productIdBySlug, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** The whole app with STORAGE_PROVIDER=s3, against the local fake bucket (which checks every signature). */

const credentials = {
  accessKeyId: 'AKIAFAKETOKRI',
  secretAccessKey: 'fake-secret',
  region: 'auto',
  bucket: 'tokri-media',
};
let fake: FakeS3;
let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  fake = await startFakeS3(credentials);
  server = await startTestServer({
    seed: true,
    env: {
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: fake.url,
      S3_BUCKET: credentials.bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PUBLIC_BASE_URL: 'https://media.tokri.example',
    },
  });
  adminToken = (await signInAsAdmin(server)).token;
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

it('an upload lands in the bucket under its public URL, and deleting it empties the bucket again', async () => {
  const productId = await productIdBySlug(server.db, 'toned-milk');
  const response = await fetch(`${server.url}/api/admin/products/${productId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/jpeg' },
    body: (await testPhoto(1200, 900)) as Uint8Array<ArrayBuffer>,
  });
  expect(response.status).toBe(201);
  const { images } = (await response.json()) as { images: { id: string; url: string }[] };
  const added = images.at(-1)!;
  expect(added.url).toMatch(/^https:\/\/media\.tokri\.example\/p\/[0-9a-f-]+\/640\.webp$/);
  const keys = [...fake.objects.keys()].sort();
  expect(keys).toHaveLength(8);
  expect(keys.every((key) => key.startsWith(`p/${added.id}/`))).toBe(true);
  const stored = fake.objects.get(`p/${added.id}/1080.avif`)!;
  expect(stored.contentType).toBe('image/avif');
  expect((await sharp(stored.bytes).metadata()).width).toBe(1080);
  expect(fake.refused).toBe(0);

  const removed = await fetch(`${server.url}/api/admin/products/${productId}/images/${added.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(removed.status).toBe(200);
  expect(fake.objects.size).toBe(0);
});
