import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heicHeader, pngClaiming, testPhoto } from '../../test-support/media-fixtures.js';
import { newCustomer, productIdBySlug, signInAsAdmin } from '../../test-support/shop-fixtures.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/** Product and category photos: the upload pipeline, the local-disk storage and the admin routes (ADR 0035). */

let server: TestServer;
let adminToken: string;
let customerToken: string;
let mediaDir: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  adminToken = (await signInAsAdmin(server)).token;
  customerToken = (await newCustomer(server, 'Photo Customer')).token;
  mediaDir = join(server.dataDir, 'media');
});
afterAll(async () => server?.stop());

interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
  body: any;
}

async function send(
  method: string,
  path: string,
  bytes?: Uint8Array,
  token: string | null = adminToken,
  type = 'image/jpeg',
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(bytes ? { 'content-type': type } : {}),
      'accept-language': 'en',
    },
    ...(bytes ? { body: bytes as Uint8Array<ArrayBuffer> } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body } as Answer;
}

const upload = (productId: string, bytes: Uint8Array, token: string | null = adminToken, type?: string) =>
  send('POST', `/api/admin/products/${productId}/images`, bytes, token, type);

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
const assetCount = async () =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from media_assets')).rows[0]!.n;

async function fetchBytes(url: string) {
  const response = await fetch(`${server.url}${url}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

interface Variant {
  width: number;
  height: number;
  format: string;
  key: string;
  url: string;
}
async function variantsOf(imageId: string): Promise<Variant[]> {
  const { rows } = await server.db.query<{ variants: Variant[] }>(
    'select variants from media_assets where id = $1',
    [imageId],
  );
  return rows[0]!.variants;
}

describe('uploading a product photo', () => {
  it('stores upright WebP and AVIF sizes of a phone JPEG without its EXIF, and the shop lists their srcset', async () => {
    const productId = await productIdBySlug(server.db, 'toned-milk');
    // 2000x1500 as stored, EXIF orientation 6 (a phone held upright): the photo is 1500 wide, 2000 tall.
    const photo = await testPhoto(2000, 1500, { orientation: 6, gps: true });
    const input = await sharp(photo).metadata();
    expect(Buffer.from(input.exif!).toString('latin1')).toContain('TokriTestCam');

    const answer = await upload(productId, photo);
    expect(answer.status).toBe(201);
    const added = answer.body.images.find((image: { id: string | null }) => image.id !== null);
    expect(added).toBeDefined();

    const variants = await variantsOf(added.id);
    expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      [
        '1080.avif',
        '1080.webp',
        '160.avif',
        '160.webp',
        '320.avif',
        '320.webp',
        '640.avif',
        '640.webp',
      ].sort(),
    );
    for (const variant of variants) {
      const { response, bytes } = await fetchBytes(variant.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`image/${variant.format}`);
      expect(response.headers.get('cache-control')).toContain('immutable');
      const stored = await sharp(bytes).metadata();
      expect(stored.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(stored.width).toBe(variant.width);
      // Upright: 3:4 portrait, so the height is 4/3 of the width (give or take libvips' rounding).
      expect(Math.abs(stored.height! - (variant.width * 2000) / 1500)).toBeLessThanOrEqual(1);
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation ?? 1).toBe(1);
      expect(Buffer.from(bytes).toString('latin1')).not.toContain('TokriTestCam');
    }

    // The toned milk had its demo SVG as main: the upload is appended, and becomes main only when chosen.
    expect(answer.body.images[0].isMain).toBe(true);
    expect(answer.body.images[0].id).toBeNull();
    const main = await send('POST', `/api/admin/products/${productId}/images/${added.id}/main`);
    expect(main.status).toBe(200);
    expect(main.body.images[0]).toMatchObject({ id: added.id, isMain: true });

    const product = await send('GET', `/api/products/${productId}`, undefined, customerToken);
    const webp640 = variants.find((v) => v.width === 640 && v.format === 'webp')!;
    const detail = product.body.product;
    expect(detail.imageUrl).toBe(webp640.url);
    expect(detail.imageSrcSet).toBe(
      [160, 320, 640, 1080]
        .map((w) => `${variants.find((v) => v.width === w && v.format === 'webp')!.url} ${w}w`)
        .join(', '),
    );
    expect(detail.imageAvifSrcSet).toContain('/1080.avif 1080w');

    const { rows: audit } = await server.db.query<{ action: string }>(
      `select action from admin_audit_log where entity = 'product' and entity_id = $1 order by created_at`,
      [productId],
    );
    expect(audit.map((row) => row.action)).toEqual(['add_image', 'set_main_image']);
  });

  it('never upscales: a 300 px PNG is stored at 160 and 300, and becomes main of a product without photos', async () => {
    const productId = await productIdBySlug(server.db, 'basmati-rice');
    await server.db.query(`update products set image_url = null, images = '[]' where id = $1`, [productId]);
    const answer = await upload(
      productId,
      await testPhoto(300, 200, { format: 'png' }),
      adminToken,
      'image/png',
    );
    expect(answer.status).toBe(201);
    expect(answer.body.images).toHaveLength(1);
    expect(answer.body.images[0].isMain).toBe(true);
    const variants = await variantsOf(answer.body.images[0].id);
    expect([...new Set(variants.map((v) => v.width))].sort((a, b) => a - b)).toEqual([160, 300]);
    const { rows } = await server.db.query<{ image_url: string }>(
      'select image_url from products where id = $1',
      [productId],
    );
    expect(rows[0]!.image_url).toBe(variants.find((v) => v.width === 300 && v.format === 'webp')!.url);
  });

  it('refuses a renamed text file, an HEIC photo, an oversized file and a decompression bomb, storing nothing', async () => {
    const productId = await productIdBySlug(server.db, 'toned-milk');
    const before = { assets: await assetCount(), files: (await filesUnder(mediaDir)).length };

    const text = await upload(productId, new TextEncoder().encode('name,price\nmilk,30\n'.repeat(50)));
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('IMAGE_NOT_SUPPORTED');

    const svg = await upload(
      productId,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      adminToken,
      'image/svg+xml',
    );
    expect(svg.status).toBe(415);

    const heic = await upload(productId, heicHeader(), adminToken, 'image/heic');
    expect(heic.status).toBe(415);
    expect(heic.body.error.code).toBe('IMAGE_HEIC_NOT_SUPPORTED');
    expect(heic.body.error.message).toContain('JPEG');

    const oversized = new Uint8Array(8 * 1024 * 1024 + 1);
    oversized.set(await testPhoto(10, 10));
    const large = await upload(productId, oversized);
    expect(large.status).toBe(413);
    expect(large.body.error.code).toBe('IMAGE_FILE_TOO_LARGE');
    expect(large.body.error.message).toContain('8 MB');

    const bomb = await upload(productId, await pngClaiming(100_000, 100_000), adminToken, 'image/png');
    expect(bomb.status).toBe(422);
    expect(bomb.body.error.code).toBe('IMAGE_TOO_MANY_PIXELS');

    // A real, well-compressed 7000x7000 PNG (49 MP) is a bomb too.
    const blank = new Uint8Array(
      await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    expect(blank.length).toBeLessThan(1024 * 1024);
    const real = await upload(productId, blank, adminToken, 'image/png');
    expect(real.status).toBe(422);

    expect(await assetCount()).toBe(before.assets);
    expect((await filesUnder(mediaDir)).length).toBe(before.files);
  });

  it('keeps the JSON body limit on every other route', async () => {
    const big = await fetch(`${server.url}/api/admin/subscription-fixer/recompute`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subscriptionId: 'x'.repeat(100 * 1024) }),
    });
    expect(big.status).toBe(413);
  });
});

describe('changing a product’s photos', () => {
  it('deleting the main photo makes the next one main and removes its files; a photo of another product is 404', async () => {
    const productId = await productIdBySlug(server.db, 'fresh-paneer');
    await server.db.query(`update products set image_url = null, images = '[]' where id = $1`, [productId]);
    const first = (await upload(productId, await testPhoto(800, 600))).body.images[0];
    const second = (
      await upload(productId, await testPhoto(700, 700, { format: 'webp' }), adminToken, 'image/webp')
    ).body.images[1];
    expect(first.isMain).toBe(true);
    expect(second.isMain).toBe(false);
    const firstFiles = (await variantsOf(first.id)).map((v) => v.url);

    const otherProduct = await productIdBySlug(server.db, 'basmati-rice');
    expect((await send('DELETE', `/api/admin/products/${otherProduct}/images/${first.id}`)).status).toBe(404);
    expect((await send('POST', `/api/admin/products/${otherProduct}/images/${first.id}/main`)).status).toBe(
      404,
    );

    const removed = await send('DELETE', `/api/admin/products/${productId}/images/${first.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.images).toEqual([expect.objectContaining({ id: second.id, isMain: true })]);
    for (const url of firstFiles) expect((await fetchBytes(url)).response.status).toBe(404);
    expect((await filesUnder(join(mediaDir, 'p', first.id))).length).toBe(0);
    const { rows } = await server.db.query<{ image_url: string; image_srcset: string }>(
      'select image_url, image_srcset from products where id = $1',
      [productId],
    );
    expect(rows[0]!.image_url).toBe(second.url);
    expect(rows[0]!.image_srcset).toContain(`/p/${second.id}/160.webp 160w`);
    expect((await server.db.query('select 1 from media_assets where id = $1', [first.id])).rows).toHaveLength(
      0,
    );

    const { rows: removal } = await server.db.query<{
      before: { imageUrl: string; mediaAssetId: string };
      after: { imageUrl: string };
    }>(
      `select before, after from admin_audit_log where entity = 'product' and entity_id = $1 and action = 'remove_image'`,
      [productId],
    );
    expect(removal).toHaveLength(1);
    expect(removal[0]!.before).toMatchObject({ imageUrl: first.url, mediaAssetId: first.id });
    expect(removal[0]!.after).toMatchObject({ imageUrl: second.url });

    const last = await send('DELETE', `/api/admin/products/${productId}/images/${second.id}`);
    expect(last.body.images).toEqual([]);
    const { rows: empty } = await server.db.query<{ image_url: string | null; image_srcset: string | null }>(
      'select image_url, image_srcset from products where id = $1',
      [productId],
    );
    expect(empty[0]).toEqual({ image_url: null, image_srcset: null });
  });

  it('answers 401 signed out and 403 to a customer, and changes nothing', async () => {
    const productId = await productIdBySlug(server.db, 'toned-milk');
    const photo = await testPhoto(200, 200);
    const assets = await assetCount();
    expect((await upload(productId, photo, null)).status).toBe(401);
    expect((await upload(productId, photo, customerToken)).status).toBe(403);
    expect(
      (await send('GET', `/api/admin/products/${productId}/images`, undefined, customerToken)).status,
    ).toBe(403);
    expect(await assetCount()).toBe(assets);
  });

  it('an upload to a product that does not exist is 404', async () => {
    const answer = await upload('00000000-0000-4000-8000-000000000000', await testPhoto(200, 200));
    expect(answer.status).toBe(404);
  });
});

describe('serving /media', () => {
  it('refuses a path that climbs out of the media folder', async () => {
    for (const path of [
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/p/..%2F..%2Fsecret',
      '/media/%2Fetc%2Fpasswd',
      // A malformed escape (a lone surrogate) is no key either: 404, not a 500.
      '/media/0%ED%BF%BFMX%2F',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
    }
  });
});

describe('a category image', () => {
  it('replaces the category’s image, and the shop’s category list shows it', async () => {
    const { rows } = await server.db.query<{ id: string; slug: string }>(
      'select id, slug from categories order by sort_order limit 1',
    );
    const category = rows[0]!;
    const first = await send('PUT', `/api/admin/categories/${category.id}/image`, await testPhoto(900, 900));
    expect(first.status).toBe(200);
    expect(first.body.imageUrl).toMatch(/\/media\/p\/[0-9a-f-]+\/640\.webp$/);
    const second = await send('PUT', `/api/admin/categories/${category.id}/image`, await testPhoto(500, 500));
    expect(second.status).toBe(200);
    // The first upload's files went when it was replaced.
    expect((await fetchBytes(first.body.imageUrl)).response.status).toBe(404);
    const list = await send('GET', '/api/categories', undefined, customerToken);
    const listed = list.body.items.find((c: { slug: string }) => c.slug === category.slug);
    expect(listed.imageUrl).toBe(second.body.imageUrl);
    const { rows: audit } = await server.db.query<{ after: { imageUrl: string } }>(
      `select after from admin_audit_log where entity = 'category' and entity_id = $1 and action = 'set_image' order by created_at`,
      [category.id],
    );
    expect(audit.map((row) => row.after.imageUrl)).toEqual([first.body.imageUrl, second.body.imageUrl]);
    expect(
      (
        await send(
          'PUT',
          `/api/admin/categories/${category.id}/image`,
          await testPhoto(50, 50),
          customerToken,
        )
      ).status,
    ).toBe(403);
  });
});
