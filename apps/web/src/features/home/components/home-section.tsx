import type { ProductSummary } from '@tokri/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCard } from '../../catalog/index.js';

/** Cards whose images load at once in the first rail (the rest load as they scroll into view). */
const EAGER_CARDS = 3;

/** One home rail: a heading, "See all", and products scrolling sideways; or a plain sentence when empty. */
export function HomeSection({
  id,
  title,
  products,
  emptyText,
  seeAllTo,
  eager = false,
}: {
  id: string;
  title: string;
  products: ProductSummary[];
  emptyText: string;
  seeAllTo: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-6" data-testid={`section-${id}`}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        {products.length > 0 ? (
          <Link
            to={seeAllTo}
            aria-label={t('home.seeAllSection', { section: title })}
            className="shrink-0 rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 dark:text-brand-300"
          >
            {t('home.seeAll')}
          </Link>
        ) : null}
      </div>
      {products.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-4 text-sm text-stone-600 dark:border-stone-700 dark:text-stone-400">
          {emptyText}
        </p>
      ) : (
        <ul aria-labelledby={`${id}-heading`} className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
          {products.map((product, index) => (
            <li key={product.id} className="w-36 shrink-0 snap-start">
              <ProductCard product={product} eager={eager && index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HomeSectionSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="mb-6">
      <span className="sr-only">{label}</span>
      <div
        aria-hidden="true"
        className="mb-2 h-6 w-40 animate-pulse rounded bg-stone-200 dark:bg-stone-800"
      />
      <div aria-hidden="true" className="flex gap-3 overflow-hidden">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="h-60 w-36 shrink-0 animate-pulse rounded-2xl bg-stone-200 dark:bg-stone-800"
          />
        ))}
      </div>
    </div>
  );
}
