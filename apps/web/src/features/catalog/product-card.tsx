import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format.js';
import { discountedPaise, type ProductSummary } from './catalog-api.js';

export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = discountedPaise(product.pricePaise, product.discountPercentage);
  const outOfStock = product.stockQuantity <= 0;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-2 dark:border-stone-800 dark:bg-stone-900">
      <div className="relative">
        <img
          src={product.imageUrl ?? '/favicon.svg'}
          alt=""
          width="256"
          height="256"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-square w-full rounded-xl"
        />
        {product.discountPercentage > 0 ? (
          <span className="absolute top-1 left-1 rounded-md bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white">
            {t('home.off', { percent: product.discountPercentage })}
          </span>
        ) : null}
      </div>
      <h3 className="mt-2 line-clamp-2 text-sm font-semibold">{product.name}</h3>
      <p className="text-xs text-stone-500 dark:text-stone-400">{product.unit}</p>
      <p className="mt-auto pt-1">
        <span className="font-bold">{format.rupees(price)}</span>
        {product.discountPercentage > 0 ? (
          <s className="ml-1 text-xs text-stone-500">{format.rupees(product.pricePaise)}</s>
        ) : null}
      </p>
      {outOfStock ? (
        <p className="text-xs font-medium text-red-600 dark:text-red-400">{t('home.outOfStock')}</p>
      ) : null}
    </article>
  );
}
