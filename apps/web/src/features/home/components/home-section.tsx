import type { ProductSummary, SpecialOffer } from '@tokri/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { ProductCard } from '../../catalog/index.js';

/** Cards whose images load at once in the first rail (the rest load as they scroll into view). */
const EAGER_CARDS = 3;

/** What a "Special offers" card adds: which pack is cheaper, by how much, and its price. */
function OfferNote({ offer }: { offer: SpecialOffer['offer'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p
      data-testid="offer"
      className="mt-1 rounded-md bg-saffron-400/25 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:text-saffron-400"
    >
      {t('home.offer', { percent: offer.discountPercentage, pack: format.packSize(offer.packName) })}
      <span className="block font-normal">
        {t('home.offerPrice', {
          pack: format.packSize(offer.unit),
          price: format.rupees(offer.finalPricePaise),
        })}
      </span>
    </p>
  );
}

const hasOffer = (product: ProductSummary): product is SpecialOffer => 'offer' in product;

/**
 * One home rail: a heading, "See all", and products scrolling sideways. The rail bleeds to the screen edges
 * but its first card lines up with the heading: the scroll padding keeps scroll-snap from hiding the margin.
 * The server leaves a row empty when it has too few products of its own (ADR 0011); such a row is not drawn.
 */
export function HomeSection({
  id,
  title,
  products,
  seeAllTo,
  eager = false,
}: {
  id: string;
  title: string;
  products: ProductSummary[];
  seeAllTo: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-6" data-testid={`section-${id}`}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        <Link
          to={seeAllTo}
          aria-label={t('home.seeAllSection', { section: title })}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg px-2 text-sm font-semibold text-brand-700 dark:text-brand-300"
        >
          {t('home.seeAll')}
        </Link>
      </div>
      <ul
        aria-labelledby={`${id}-heading`}
        className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2"
      >
        {products.map((product, index) => (
          <li key={product.id} className="w-36 shrink-0 snap-start">
            <ProductCard
              product={product}
              eager={eager && index < EAGER_CARDS}
              note={hasOffer(product) ? <OfferNote offer={product.offer} /> : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Two rails as they will be drawn (a 36 px heading row, 144 × 286 px cards, the rails' spacing), so the page does
 * not move when the products arrive (ADR 0060: CLS at most 0.02). The demo's first card measured 286 px high.
 */
export function HomeSectionSkeleton({ label }: { label: string }) {
  return (
    <div role="status" data-testid="home-skeleton">
      <span className="sr-only">{label}</span>
      {[0, 1].map((rail) => (
        <div key={rail} aria-hidden="true" className="mb-6">
          <div className="mb-2 flex h-9 items-center">
            <div className="h-6 w-40 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
          </div>
          <div className="-mx-4 flex gap-3 overflow-hidden px-4 pb-2">
            {[0, 1, 2].map((index) => (
              <div
                key={index}
                className="h-[286px] w-36 shrink-0 animate-pulse rounded-2xl bg-stone-200 dark:bg-stone-800"
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
