import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.js';
import { mediaUrl } from '../../../../shared/api/api-origin.js';
import { ProductPicture } from '../product-picture.js';

/** The sizes of the product's main photo (an uploaded one has them; a demo image does not). */
export interface MainImageSizes {
  url: string | null;
  srcSet: string | null;
  avifSrcSet: string | null;
}

/** The main picture, and thumbnails to switch it when the product has more than one. */
export function ProductGallery({
  images,
  name,
  mainSizes,
}: {
  images: string[];
  name: string;
  mainSizes?: MainImageSizes;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0] ?? '/favicon.svg';
  const sizes = mainSizes && mainSizes.url === main ? mainSizes : null;
  return (
    <section aria-label={t('product.gallery')} className="space-y-2">
      <ProductPicture
        src={main}
        srcSet={sizes?.srcSet}
        avifSrcSet={sizes?.avifSrcSet}
        // Full width on a phone, half the page (at most 384 px) from md up.
        sizes="(min-width: 768px) 384px, 100vw"
        alt={name}
        width="480"
        height="480"
        fetchPriority="high"
        className="mx-auto aspect-square w-full max-w-sm rounded-2xl bg-white object-contain dark:bg-stone-900"
      />
      {images.length > 1 ? (
        <ul className="flex justify-center gap-2 overflow-x-auto">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className="rounded-xl border-2 border-transparent aria-pressed:border-brand-500"
              >
                <img
                  src={mediaUrl(image)}
                  alt=""
                  width="56"
                  height="56"
                  loading="lazy"
                  className="size-14 rounded-lg bg-white object-contain dark:bg-stone-900"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
