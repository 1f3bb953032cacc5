import { randomUUID } from 'node:crypto';
import {
  type CategoryImageResponse,
  IMAGE_MAIN_WIDTH,
  type ImageVariant,
  type ProductImage,
  type ProductImagesResponse,
} from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { notFound } from '../../errors/domain-error.js';
import { logger } from '../../logger.js';
import type { ObjectStorage } from '../../providers/storage/object-storage.js';
import { recordAdminChange } from '../admin/admin-audit.js';
import {
  appendProductImage,
  type CatalogImage,
  removeProductImage,
  setCategoryImage,
  setProductMainImage,
} from '../catalog/catalog-images.js';
import { processImage } from './image-pipeline.js';

type AssetKind = 'product_image' | 'category_image' | 'support_photo';

interface AssetRow {
  id: string;
  variants: ImageVariant[];
  main_url: string;
}

/** `url 160w, url 320w, …` of one format's sizes, or null when there are none. */
export function srcSetOf(variants: readonly ImageVariant[], format: 'webp' | 'avif'): string | null {
  const sizes = variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
  return sizes.length ? sizes.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : null;
}

/** The WebP readers show: the 640 px one, or the largest below it for a smaller original. */
function mainVariant(variants: readonly ImageVariant[]): ImageVariant {
  const webp = variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  return webp.filter((variant) => variant.width <= IMAGE_MAIN_WIDTH).at(-1) ?? webp[0]!;
}

const catalogImage = (asset: { variants: ImageVariant[]; main_url: string }): CatalogImage => ({
  url: asset.main_url,
  srcSet: srcSetOf(asset.variants, 'webp'),
  avifSrcSet: srcSetOf(asset.variants, 'avif'),
});

const thumbnailOf = (asset: AssetRow | undefined, url: string) =>
  asset?.variants.find((variant) => variant.format === 'webp')?.url ?? url;

export interface MediaService {
  productImages(productId: string): Promise<ProductImagesResponse>;
  uploadProductImage(
    actorUserId: string,
    productId: string,
    bytes: Uint8Array,
  ): Promise<ProductImagesResponse>;
  deleteProductImage(actorUserId: string, productId: string, imageId: string): Promise<ProductImagesResponse>;
  setMainProductImage(
    actorUserId: string,
    productId: string,
    imageId: string,
  ): Promise<ProductImagesResponse>;
  setCategoryImage(
    actorUserId: string,
    categoryId: string,
    bytes: Uint8Array,
  ): Promise<CategoryImageResponse>;
  /**
   * A customer's photo for a support ticket (issue 16, ADR 0049): the same checks and re-encoding as the shop's
   * photos, stored under `s/` keys that the public /media route refuses; read back only through `privatePhoto`.
   */
  storeSupportPhoto(ownerUserId: string, bytes: Uint8Array, uploadedAt: Date): Promise<{ id: string }>;
  /** A support photo's shown size (WebP), for whoever the caller has already allowed to see it. */
  privatePhoto(assetId: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

/** Keys of customers' private photos; the public media route serves none of them. */
export const PRIVATE_MEDIA_PREFIX = 's/';

export function createMediaService(db: Database, storage: ObjectStorage): MediaService {
  async function assetsByUrl(q: Queryable, urls: string[]): Promise<Map<string, AssetRow>> {
    if (urls.length === 0) return new Map();
    const { rows } = await q.query<AssetRow>(
      'select id, variants, main_url from media_assets where main_url = any($1::text[])',
      [urls],
    );
    return new Map(rows.map((row) => [row.main_url, row]));
  }

  async function assetById(q: Queryable, id: string): Promise<AssetRow | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const { rows } = await q.query<AssetRow>(
      'select id, variants, main_url from media_assets where id = $1',
      [id],
    );
    return rows[0] ?? null;
  }

  async function listOf(q: Queryable, productId: string): Promise<ProductImagesResponse> {
    const { rows } = await q.query<{ image_url: string | null; images: unknown }>(
      'select image_url, images from products where id = $1',
      [productId],
    );
    const row = rows[0];
    if (!row) throw notFound();
    const urls = Array.isArray(row.images)
      ? (row.images as unknown[]).filter((u) => typeof u === 'string')
      : [];
    const assets = await assetsByUrl(q, urls as string[]);
    const images: ProductImage[] = (urls as string[]).map((url) => {
      const asset = assets.get(url);
      return {
        id: asset?.id ?? null,
        url,
        thumbnailUrl: thumbnailOf(asset, url),
        isMain: url === row.image_url,
      };
    });
    return { images };
  }

  /** Checks and resizes the upload, and writes every size to storage (before any row points at them). */
  async function store(bytes: Uint8Array, prefix = 'p/') {
    const processed = await processImage(bytes);
    const id = randomUUID();
    const variants: ImageVariant[] = [];
    try {
      for (const variant of processed.variants) {
        const key = `${prefix}${id}/${variant.width}.${variant.format}`;
        await storage.put(key, variant.bytes, `image/${variant.format}`);
        variants.push({
          width: variant.width,
          height: variant.height,
          format: variant.format,
          key,
          url: storage.publicUrl(key),
          bytes: variant.bytes.length,
        });
      }
    } catch (error) {
      // The storage is down or refused us: a server fault (500, logged by the error handler), nothing half-stored.
      await removeObjects(variants);
      throw error;
    }
    return {
      id,
      width: processed.width,
      height: processed.height,
      variants,
      mainUrl: mainVariant(variants).url,
    };
  }

  /** Best effort: an object left behind is garbage, never a broken image (no row points at it any more). */
  async function removeObjects(variants: readonly ImageVariant[]) {
    for (const variant of variants) {
      try {
        await storage.delete(variant.key);
      } catch (error) {
        logger.warn({ err: error, key: variant.key }, 'deleting a stored image failed');
      }
    }
  }

  async function insertAsset(
    tx: Queryable,
    kind: AssetKind,
    actor: string,
    asset: Awaited<ReturnType<typeof store>>,
    createdAt: Date | null = null,
  ) {
    // A support photo's time is the injected clock's: the cleanup of unattached ones judges its age by it.
    await tx.query(
      `insert into media_assets (id, kind, original_width, original_height, variants, main_url, created_by${createdAt ? ', created_at' : ''})
       values ($1, $2, $3, $4, $5, $6, $7${createdAt ? ', $8' : ''})`,
      [
        asset.id,
        kind,
        asset.width,
        asset.height,
        JSON.stringify(asset.variants),
        asset.mainUrl,
        actor,
        ...(createdAt ? [createdAt.toISOString()] : []),
      ],
    );
  }

  /** Runs `work` with the new objects stored; when it fails, they are removed again. */
  async function withStored<T>(
    bytes: Uint8Array,
    work: (asset: Awaited<ReturnType<typeof store>>) => Promise<T>,
  ) {
    const asset = await store(bytes);
    try {
      return await work(asset);
    } catch (error) {
      await removeObjects(asset.variants);
      throw error;
    }
  }

  return {
    productImages: (productId) => listOf(db, productId),

    async storeSupportPhoto(owner, bytes, uploadedAt) {
      const asset = await store(bytes, PRIVATE_MEDIA_PREFIX);
      try {
        await insertAsset(db, 'support_photo', owner, asset, uploadedAt);
      } catch (error) {
        await removeObjects(asset.variants);
        throw error;
      }
      return { id: asset.id };
    },

    async privatePhoto(assetId) {
      const { rows } = await db.query<AssetRow>(
        `select id, variants, main_url from media_assets where id = $1 and kind = 'support_photo'`,
        [assetId],
      );
      const asset = rows[0];
      if (!asset) return null;
      const object = await storage.get(mainVariant(asset.variants).key);
      return object ? { bytes: object.bytes, contentType: object.contentType } : null;
    },

    async uploadProductImage(actor, productId, bytes) {
      // A product that does not exist is a 404 before any work on the photo.
      await listOf(db, productId);
      return withStored(bytes, (asset) =>
        db.transaction(async (tx) => {
          await insertAsset(tx, 'product_image', actor, asset);
          const change = await appendProductImage(tx, productId, {
            url: asset.mainUrl,
            srcSet: srcSetOf(asset.variants, 'webp'),
            avifSrcSet: srcSetOf(asset.variants, 'avif'),
          });
          if (!change) throw notFound();
          await recordAdminChange(tx, {
            actorUserId: actor,
            entity: 'product',
            entityId: productId,
            action: 'add_image',
            before: change.before,
            after: { ...change.after, mediaAssetId: asset.id },
          });
          return listOf(tx, productId);
        }),
      );
    },

    async deleteProductImage(actor, productId, imageId) {
      const { result, removed } = await db.transaction(async (tx) => {
        const asset = await assetById(tx, imageId);
        if (!asset) throw notFound();
        const change = await removeProductImage(tx, productId, asset.main_url, async (url) => {
          const next = (await assetsByUrl(tx, [url])).get(url);
          return next ? catalogImage(next) : { url, srcSet: null, avifSrcSet: null };
        });
        if (!change) throw notFound();
        await tx.query('delete from media_assets where id = $1', [asset.id]);
        await recordAdminChange(tx, {
          actorUserId: actor,
          entity: 'product',
          entityId: productId,
          action: 'remove_image',
          before: { ...change.before, mediaAssetId: asset.id },
          after: change.after,
        });
        return { result: await listOf(tx, productId), removed: asset.variants };
      });
      // The files go once no row points at them any more.
      await removeObjects(removed);
      return result;
    },

    async setMainProductImage(actor, productId, imageId) {
      return db.transaction(async (tx) => {
        const asset = await assetById(tx, imageId);
        if (!asset) throw notFound();
        const change = await setProductMainImage(tx, productId, catalogImage(asset));
        if (!change) throw notFound();
        await recordAdminChange(tx, {
          actorUserId: actor,
          entity: 'product',
          entityId: productId,
          action: 'set_main_image',
          before: change.before,
          after: change.after,
        });
        return listOf(tx, productId);
      });
    },

    async setCategoryImage(actor, categoryId, bytes) {
      const { rows } = await db.query('select 1 from categories where id = $1', [categoryId]);
      if (rows.length === 0) throw notFound();
      const { response, previous } = await withStored(bytes, (asset) =>
        db.transaction(async (tx) => {
          await insertAsset(tx, 'category_image', actor, asset);
          const image = catalogImage({ variants: asset.variants, main_url: asset.mainUrl });
          const change = await setCategoryImage(tx, categoryId, image);
          if (!change) throw notFound();
          // The replaced upload's row goes with it (a demo SVG has none).
          const { rows: old } = await tx.query<AssetRow>(
            `delete from media_assets where kind = 'category_image' and main_url = $1 returning id, variants, main_url`,
            [change.before ?? ''],
          );
          await recordAdminChange(tx, {
            actorUserId: actor,
            entity: 'category',
            entityId: categoryId,
            action: 'set_image',
            before: { imageUrl: change.before },
            after: { imageUrl: image.url, mediaAssetId: asset.id },
          });
          return {
            response: {
              imageUrl: image.url,
              thumbnailUrl: thumbnailOf({ ...asset, main_url: asset.mainUrl }, image.url),
            },
            previous: old[0]?.variants ?? [],
          };
        }),
      );
      await removeObjects(previous);
      return response;
    },
  };
}
