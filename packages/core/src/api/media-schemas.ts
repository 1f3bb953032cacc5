/** Product and category photos (issue 13, ADR 0035). */

/** The widths every photo is resized to (never upscaled: a smaller original stops at its own width). */
export const IMAGE_WIDTHS = [160, 320, 640, 1080] as const;
/** The width whose WebP is a product's `imageUrl` (what readers that know one URL show). */
export const IMAGE_MAIN_WIDTH = 640;
/** The largest upload accepted, in bytes. */
export const MAX_IMAGE_UPLOAD_BYTES = 8 * 1024 * 1024;
/** The most pixels an upload may decode to (a decompression bomb is refused before it is decoded). */
export const MAX_IMAGE_MEGAPIXELS = 40;

export type ImageFormat = 'webp' | 'avif';

/** One stored size of a photo. */
export interface ImageVariant {
  width: number;
  height: number;
  format: ImageFormat;
  /** The storage key (`p/<asset id>/<width>.<format>`). */
  key: string;
  /** Where a browser loads it. */
  url: string;
  bytes: number;
}

/** One photo of a product, as the admin's image editor lists it. */
export interface ProductImage {
  /** The media asset, or null for a photo that came with the demo data (it has no sizes). */
  id: string | null;
  /** What the shop shows (the 640 px WebP for an upload). */
  url: string;
  /** A small size for a thumbnail. */
  thumbnailUrl: string;
  isMain: boolean;
}

/** GET/POST/DELETE /api/admin/products/:id/images…: the product's photos after the call, main first. */
export interface ProductImagesResponse {
  images: ProductImage[];
}

/** PUT /api/admin/categories/:id/image: the category's image after the call. */
export interface CategoryImageResponse {
  imageUrl: string | null;
  thumbnailUrl: string | null;
}
