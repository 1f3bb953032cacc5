import type { Queryable } from '../../db/database.js';

/**
 * The catalogue's side of product and category photos (ADR 0035): which photos a product has, in order, and
 * which is its main one. The media module stores the files and its own rows, then calls these in the same
 * transaction. `products.images` holds the URLs readers show (main first) and `image_url` the main one, so
 * every existing reader keeps working; `image_srcset`/`image_avif_srcset` are the main photo's sizes.
 */
export interface CatalogImage {
  url: string;
  /** WebP sizes as a `srcset`, or null for an image without sizes (the demo SVGs). */
  srcSet: string | null;
  avifSrcSet: string | null;
}

export interface ProductImageState {
  imageUrl: string | null;
  images: string[];
}

interface Row {
  image_url: string | null;
  images: unknown;
}

const state = (row: Row): ProductImageState => ({
  imageUrl: row.image_url,
  images: Array.isArray(row.images) ? row.images.filter((url): url is string => typeof url === 'string') : [],
});

/** The product's photos, its row locked until the transaction ends; null when there is no such product. */
export async function lockProductImages(tx: Queryable, productId: string): Promise<ProductImageState | null> {
  const { rows } = await tx.query<Row>('select image_url, images from products where id = $1 for update', [
    productId,
  ]);
  return rows[0] ? state(rows[0]) : null;
}

async function save(
  tx: Queryable,
  productId: string,
  images: string[],
  main: CatalogImage | null | undefined,
) {
  if (main === undefined) {
    await tx.query('update products set images = $2, updated_at = tokri_now() where id = $1', [
      productId,
      JSON.stringify(images),
    ]);
  } else {
    await tx.query(
      `update products set images = $2, image_url = $3, image_srcset = $4, image_avif_srcset = $5, updated_at = tokri_now()
       where id = $1`,
      [productId, JSON.stringify(images), main?.url ?? null, main?.srcSet ?? null, main?.avifSrcSet ?? null],
    );
  }
  return { imageUrl: main === undefined ? null : (main?.url ?? null), images };
}

/** Adds a photo after the others; a product without a main photo gets this one as its main. Null: no product. */
export async function appendProductImage(
  tx: Queryable,
  productId: string,
  image: CatalogImage,
): Promise<{ before: ProductImageState; after: ProductImageState } | null> {
  const before = await lockProductImages(tx, productId);
  if (!before) return null;
  const others = before.images.filter((url) => url !== image.url);
  if (before.imageUrl === null || others.length === 0) {
    const after = await save(tx, productId, [image.url, ...others], image);
    return { before, after };
  }
  await save(tx, productId, [...others, image.url], undefined);
  return { before, after: { imageUrl: before.imageUrl, images: [...others, image.url] } };
}

/**
 * Takes a photo off the product. When it was the main one, the next photo becomes main (`describe` gives its
 * sizes), or none. Null when the product does not have that photo.
 */
export async function removeProductImage(
  tx: Queryable,
  productId: string,
  url: string,
  describe: (url: string) => Promise<CatalogImage>,
): Promise<{ before: ProductImageState; after: ProductImageState } | null> {
  const before = await lockProductImages(tx, productId);
  if (!before?.images.includes(url)) return null;
  const images = before.images.filter((image) => image !== url);
  if (before.imageUrl !== url && before.imageUrl !== null) {
    await save(tx, productId, images, undefined);
    return { before, after: { imageUrl: before.imageUrl, images } };
  }
  const next = images[0] ? await describe(images[0]) : null;
  return { before, after: await save(tx, productId, images, next) };
}

/** Makes one of the product's photos its main one (first in the list). Null when the product does not have it. */
export async function setProductMainImage(
  tx: Queryable,
  productId: string,
  image: CatalogImage,
): Promise<{ before: ProductImageState; after: ProductImageState } | null> {
  const before = await lockProductImages(tx, productId);
  if (!before?.images.includes(image.url)) return null;
  const images = [image.url, ...before.images.filter((url) => url !== image.url)];
  return { before, after: await save(tx, productId, images, image) };
}

/** Replaces a category's image; answers the previous image URL, or undefined when there is no such category. */
export async function setCategoryImage(
  tx: Queryable,
  categoryId: string,
  image: CatalogImage,
): Promise<{ before: string | null } | undefined> {
  const { rows } = await tx.query<{ image_url: string | null }>(
    'select image_url from categories where id = $1 for update',
    [categoryId],
  );
  if (!rows[0]) return undefined;
  await tx.query('update categories set image_url = $2, image_srcset = $3 where id = $1', [
    categoryId,
    image.url,
    image.srcSet,
  ]);
  return { before: rows[0].image_url };
}
