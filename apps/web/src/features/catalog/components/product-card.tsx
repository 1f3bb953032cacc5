import type { ProductSummary } from '@tokri/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { AddToCartControl } from '../../cart/index.js';
import { FavoriteButton } from '../../favorites/index.js';
import { DiscountBadge, PriceTag } from './price-tag.js';
import { ProductPicture } from './product-picture.js';

/**
 * A product in a list: the whole card opens the product page (one link, stretched over the card),
 * and the heart and the add-to-cart control sit above it as their own buttons.
 */
export function ProductCard({
  product,
  eager = false,
  note,
}: {
  product: ProductSummary;
  eager?: boolean;
  /** A line under the pack size, e.g. the pack offer on a "Special offers" card. */
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const outOfStock = product.stockQuantity <= 0;
  return (
    <article
      data-testid="product-card"
      className="relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-2 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="relative">
        <ProductPicture
          src={product.imageUrl ?? '/favicon.svg'}
          srcSet={product.imageSrcSet}
          avifSrcSet={product.imageAvifSrcSet}
          // Two cards a row on a phone, up to six on a wide screen (the grid's columns).
          sizes="(min-width: 1024px) 180px, (min-width: 640px) 30vw, 50vw"
          alt=""
          width="256"
          height="256"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={`aspect-square w-full rounded-xl bg-stone-100 object-contain dark:bg-stone-800 ${outOfStock ? 'opacity-50 grayscale' : ''}`}
        />
        <DiscountBadge percent={product.discountPercentage} className="absolute bottom-1 left-1" />
      </div>
      <h3 className="mt-2 line-clamp-2 text-sm font-semibold">
        <Link
          to={`/product/${product.id}`}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
        >
          {product.name}
        </Link>
      </h3>
      <p className="text-xs text-stone-500 dark:text-stone-400">{format.packSize(product.unit)}</p>
      {note}
      <div className="mt-auto pt-1">
        <PriceTag finalPaise={product.finalPricePaise} mrpPaise={product.pricePaise} />
        {outOfStock ? (
          <p className="text-xs font-medium text-red-600 dark:text-red-400">{t('product.outOfStock')}</p>
        ) : (
          <div className="relative z-10 mt-1.5">
            <AddToCartControl
              productId={product.id}
              name={product.name}
              stockQuantity={product.stockQuantity}
              pricePaise={product.finalPricePaise}
            />
          </div>
        )}
      </div>
      <div className="absolute top-0.5 right-0.5 z-10">
        <FavoriteButton productId={product.id} productName={product.name} />
      </div>
    </article>
  );
}
