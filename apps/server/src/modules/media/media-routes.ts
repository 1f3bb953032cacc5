import { type Context, Hono } from 'hono';
import { notFound } from '../../errors/domain-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { limitImageBody, photoOf } from '../../http/photo-body.js';
import { uuidParam } from '../../http/uuid-param.js';
import {
  checkStorageKey,
  InvalidStorageKeyError,
  type ObjectStorage,
} from '../../providers/storage/object-storage.js';
import type { Guards } from '../auth/auth-middleware.js';
import { type MediaService, PRIVATE_MEDIA_PREFIX } from './media-service.js';

const UPLOAD_PATHS = [
  /^\/api\/admin\/products\/[^/]+\/images\/?$/,
  /^\/api\/admin\/categories\/[^/]+\/image\/?$/,
  /^\/api\/support\/photos\/?$/,
];

/** The photo uploads: the only requests whose body may be larger than the app-wide JSON limit. */
export function isImageUploadRequest(method: string, path: string): boolean {
  return (method === 'POST' || method === 'PUT') && UPLOAD_PATHS.some((pattern) => pattern.test(path));
}

/** /api/admin/products/:id/images…: admins only, checked on the server for every call. */
export function productImagesRoutes(media: MediaService, guards: Guards) {
  const admin = (c: Context<AppEnv>) => c.get('user').id;
  return new Hono<AppEnv>()
    .use(guards.requireAdmin)
    .get('/:id/images', async (c) => c.json(await media.productImages(uuidParam(c, 'id'))))
    .post('/:id/images', limitImageBody, async (c) => {
      const productId = uuidParam(c, 'id');
      return c.json(await media.uploadProductImage(admin(c), productId, await photoOf(c)), 201);
    })
    .delete('/:id/images/:imageId', async (c) =>
      c.json(await media.deleteProductImage(admin(c), uuidParam(c, 'id'), uuidParam(c, 'imageId'))),
    )
    .post('/:id/images/:imageId/main', async (c) =>
      c.json(await media.setMainProductImage(admin(c), uuidParam(c, 'id'), uuidParam(c, 'imageId'))),
    );
}

/** /api/admin/categories/:id/image: replaces the category's image. */
export function categoryImageRoutes(media: MediaService, guards: Guards) {
  return new Hono<AppEnv>().use(guards.requireAdmin).put('/:id/image', limitImageBody, async (c) => {
    const categoryId = uuidParam(c, 'id');
    return c.json(await media.setCategoryImage(c.get('user').id, categoryId, await photoOf(c)));
  });
}

/**
 * GET /media/<key>: the stored sizes, public (the shop's photos) and cached for a year: a key is written once
 * and never rewritten, so a URL always means the same bytes.
 */
export function publicMediaRoutes(storage: ObjectStorage) {
  return new Hono().get('/*', async (c) => {
    let key: string;
    try {
      // A percent-escape of invalid UTF-8 (a lone surrogate's bytes) names no stored photo: 404, not a 500.
      key = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
      checkStorageKey(key);
      // Customers' support photos are private (ADR 0049): read only through their ticket.
      if (key.startsWith(PRIVATE_MEDIA_PREFIX)) throw notFound();
    } catch (error) {
      if (error instanceof InvalidStorageKeyError || error instanceof URIError) throw notFound();
      throw error;
    }
    const object = await storage.get(key);
    if (!object) throw notFound();
    c.header('content-type', object.contentType);
    c.header('cache-control', 'public, max-age=31536000, immutable');
    c.header('content-length', String(object.bytes.length));
    return c.body(object.bytes as Uint8Array<ArrayBuffer>);
  });
}
