import type { ImgHTMLAttributes } from 'react';
import { mediaSrcSet, mediaUrl } from '../../../shared/api/api-origin.js';

/**
 * A product photo: the AVIF and WebP sizes of an uploaded photo (the browser picks the format it reads and the
 * size `sizes` asks for), or the single `src` of a demo image that has no sizes. `<picture>` is
 * `display: contents`, so the `<img>` lays out exactly as a bare one would. Server photos (`/media/...`) come
 * from the API's origin (`mediaUrl`).
 */
export function ProductPicture({
  src,
  srcSet,
  avifSrcSet,
  sizes,
  alt,
  ...img
}: {
  src: string;
  srcSet?: string | null;
  avifSrcSet?: string | null;
  /** What width the picture shows at, for choosing a size: `(min-width: 768px) 25vw, 50vw`, say. */
  sizes: string;
  /** The text alternative ("" for a picture the card's link already names). */
  alt: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'>) {
  if (!srcSet) return <img src={mediaUrl(src)} alt={alt} {...img} />;
  return (
    <picture className="contents">
      {avifSrcSet ? <source type="image/avif" srcSet={mediaSrcSet(avifSrcSet)} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={mediaSrcSet(srcSet)} sizes={sizes} />
      <img src={mediaUrl(src)} srcSet={mediaSrcSet(srcSet)} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
