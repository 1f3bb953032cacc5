import type { ImgHTMLAttributes } from 'react';

/**
 * A product photo: the AVIF and WebP sizes of an uploaded photo (the browser picks the format it reads and the
 * size `sizes` asks for), or the single `src` of a demo image that has no sizes. `<picture>` is
 * `display: contents`, so the `<img>` lays out exactly as a bare one would.
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
  if (!srcSet) return <img src={src} alt={alt} {...img} />;
  return (
    <picture className="contents">
      {avifSrcSet ? <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={srcSet} sizes={sizes} />
      <img src={src} srcSet={srcSet} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
