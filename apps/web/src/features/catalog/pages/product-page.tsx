import type { ProductDetail } from '@tokri/core';
import { PackageX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { BestBeforeNote } from '../../../shared/freshness/best-before-note.js';
import { EmptyState } from '../../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../../shared/ui/link-button-class.js';
import { Page } from '../../../shared/ui/page.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { StickyActionBar } from '../../../shared/ui/sticky-action-bar.js';
import { ProductCartActions } from '../../cart/index.js';
import { FavoriteButton } from '../../favorites/index.js';
import { ProductRatingLine } from '../../ratings/index.js';
import { useProduct } from '../api/get-product.js';
import { useRecordView } from '../api/record-view.js';
import { DiscountBadge, PriceTag } from '../components/price-tag.js';
import { NutritionTable } from '../components/product/nutrition-table.js';
import { PackPicker } from '../components/product/pack-picker.js';
import { ProductGallery } from '../components/product/product-gallery.js';
import { ProductTextSections } from '../components/product/product-text-sections.js';
import { StockState } from '../components/product/stock-state.js';

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [packIndex, setPackIndex] = useState(0);
  const pack = product.packs[packIndex] ?? {
    id: null,
    name: product.unit,
    unit: product.unit,
    pricePaise: product.pricePaise,
    finalPricePaise: product.finalPricePaise,
    effectiveDiscountPercentage: product.discountPercentage,
    stockQuantity: product.stockQuantity,
  };
  const images = product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : [];

  return (
    <article
      className="mx-auto max-w-3xl px-4 py-4 md:grid md:grid-cols-2 md:gap-6"
      data-testid="product-page"
    >
      <ProductGallery
        images={images}
        name={product.name}
        mainSizes={{
          url: product.imageUrl,
          srcSet: product.imageSrcSet,
          avifSrcSet: product.imageAvifSrcSet,
        }}
      />
      <div className="mt-4 space-y-5 md:mt-0">
        <div className="space-y-1">
          <Link
            to={`/category/${product.category.slug}`}
            className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {product.category.name}
          </Link>
          <h1 className="text-2xl font-bold">{product.name}</h1>
          <p className="text-sm text-stone-600 dark:text-stone-400">{format.packSize(pack.unit)}</p>
          <ProductRatingLine rating={product.rating ?? null} />
          <div className="flex items-center gap-2">
            <PriceTag finalPaise={pack.finalPricePaise} mrpPaise={pack.pricePaise} size="lg" />
            <DiscountBadge percent={pack.effectiveDiscountPercentage} />
          </div>
          <StockState quantity={pack.stockQuantity} />
          <BestBeforeNote productId={product.id} variantId={pack.id} />
        </div>
        <FavoriteButton
          productId={product.id}
          productName={product.name}
          variant="full"
          initial={product.isFavorite}
        />
        {product.packs.length > 1 ? (
          <PackPicker packs={product.packs} selected={packIndex} onSelect={setPackIndex} />
        ) : null}
        <div className="space-y-2">
          <Link to={`/create-subscription/${product.id}`} className={`${linkButtonClass.secondary} w-full`}>
            {t('product.subscribe')}
          </Link>
          <p className="text-center text-xs text-stone-500 dark:text-stone-400">
            {t('product.subscribeHint')}
          </p>
        </div>
        <ProductTextSections product={product} />
        <NutritionTable info={product.nutritionalInfo} />
      </div>
      {/* Under a tall picture on a phone, Add would be below the fold: price, pack and Add stay docked. */}
      <StickyActionBar label={t('product.buyBar')} testId="product-buy-bar">
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <PriceTag finalPaise={pack.finalPricePaise} mrpPaise={pack.pricePaise} />
            <p className="truncate text-xs text-stone-600 dark:text-stone-400">
              {format.packSize(pack.unit)}
            </p>
          </div>
          <div className="shrink-0">
            <ProductCartActions
              key={pack.id ?? 'default'}
              productId={product.id}
              variantId={pack.id}
              name={product.name}
              stockQuantity={pack.stockQuantity}
              pricePaise={pack.finalPricePaise}
            />
          </div>
        </div>
      </StickyActionBar>
    </article>
  );
}

/** /product/:id: one product with its packs; the visit is recorded for "recently viewed". */
export function ProductPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const product = useProduct(id);
  useRecordView(product.data?.id);

  if (product.isPending) return <Spinner label={t('app.loading')} />;
  if (product.isError) {
    const notFound = product.error instanceof ApiError && product.error.status === 404;
    return (
      <Page title={notFound ? t('product.notFoundTitle') : t('pages.product')}>
        {notFound ? (
          <EmptyState
            icon={PackageX}
            body={t('product.notFoundBody')}
            testId="product-not-found"
            action={
              <Link to="/all-products" className={linkButtonClass.primary}>
                {t('product.browseAll')}
              </Link>
            }
          />
        ) : (
          <QueryError
            message={t('product.loadFailed')}
            detail={product.error.message}
            retryLabel={t('product.retry')}
            onRetry={() => void product.refetch()}
          />
        )}
      </Page>
    );
  }
  return <ProductView key={product.data.id} product={product.data} />;
}
