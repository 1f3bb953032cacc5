import type { HomeSections } from '@tokri/core';
import { useTranslation } from '../../i18n/use-translation.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { SearchBox } from '../search/index.js';
import { useHomeSections } from './api/get-home-sections.js';
import { CategoryGrid } from './components/category-grid.js';
import { Greeting } from './components/greeting.js';
import { HomeSection, HomeSectionSkeleton } from './components/home-section.js';

/** Spec §2: the home sections, in this order, each leading to its full list; empty ones are hidden (ADR 0011). */
const SECTIONS = [
  { key: 'bestDeals', seeAll: '/todays-best-deals' },
  { key: 'trending', seeAll: '/all-products?sort=popularity' },
  { key: 'freshArrivals', seeAll: '/all-products?sort=newest' },
  { key: 'frequentlyBought', seeAll: '/frequently-bought' },
  { key: 'previouslyBought', seeAll: '/previously-bought' },
  { key: 'specialOffers', seeAll: '/all-products?discounted=true&sort=discount' },
] as const satisfies readonly { key: keyof HomeSections; seeAll: string }[];

function Sections() {
  const { t } = useTranslation();
  const sections = useHomeSections();
  if (sections.isPending) return <HomeSectionSkeleton label={t('app.loading')} />;
  if (sections.isError) {
    return (
      <QueryError
        message={t('home.loadFailed')}
        detail={sections.error.message}
        retryLabel={t('home.retry')}
        onRetry={() => void sections.refetch()}
      />
    );
  }
  const shown = SECTIONS.filter(({ key }) => sections.data[key].length > 0);
  if (shown.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 p-4 text-sm text-stone-600 dark:border-stone-700 dark:text-stone-400">
        {t('home.nothingYet')}
      </p>
    );
  }
  return (
    <>
      {shown.map(({ key, seeAll }, index) => (
        <HomeSection
          key={key}
          id={key}
          title={t(`home.sections.${key}`)}
          products={sections.data[key]}
          seeAllTo={seeAll}
          eager={index === 0}
        />
      ))}
    </>
  );
}

export function HomePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-4">
      <Greeting />
      <SearchBox />
      <CategoryGrid />
      <Sections />
    </div>
  );
}
