import { istDayPart } from '@tokri/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/button.js';
import { useCurrentUser } from '../auth/use-auth.js';
import { useCategories, useProductPage } from '../catalog/catalog-api.js';
import { ProductCard } from '../catalog/product-card.js';

function Greeting() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const greeting = t(`home.greeting.${istDayPart(new Date())}`);
  const firstName = user?.fullName?.split(' ')[0];
  return (
    <div className="mb-5">
      <h1 className="text-2xl font-bold" data-testid="greeting">
        {firstName ? t('home.greetingNamed', { greeting, name: firstName }) : greeting}
      </h1>
      <p className="text-stone-600 dark:text-stone-400">{t('home.subtitle')}</p>
    </div>
  );
}

function Categories() {
  const { t } = useTranslation();
  const categories = useCategories();
  if (!categories.data) return null;
  return (
    <section aria-labelledby="categories-heading" className="mb-6">
      <h2 id="categories-heading" className="mb-3 text-lg font-semibold">
        {t('home.categories')}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {categories.data.map((category) => (
          <li key={category.id}>
            <Link
              to={`/category/${category.slug}`}
              className="flex h-full flex-col items-center gap-1 rounded-2xl bg-white p-2 text-center text-xs font-medium dark:bg-stone-900"
            >
              <img
                src={category.imageUrl ?? '/favicon.svg'}
                alt=""
                width="64"
                height="64"
                className="size-16 rounded-xl"
              />
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FreshArrivals() {
  const { t } = useTranslation();
  const products = useProductPage(1, 12);
  return (
    <section aria-labelledby="fresh-heading">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="fresh-heading" className="text-lg font-semibold">
          {t('home.freshArrivals')}
        </h2>
        <Link to="/all-products" className="text-sm font-semibold text-brand-600 dark:text-brand-400">
          {t('home.seeAll')}
        </Link>
      </div>
      {products.isError ? (
        <div role="alert" className="space-y-2">
          <p>{t('home.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void products.refetch()}>
            {t('home.retry')}
          </Button>
        </div>
      ) : null}
      {products.data?.items.length === 0 ? <p>{t('home.emptyCatalogue')}</p> : null}
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {products.data?.items.map((product, index) => (
          <li key={product.id} className="w-36 shrink-0 snap-start">
            <ProductCard product={product} eager={index < 3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-4">
      <Greeting />
      <Categories />
      <FreshArrivals />
    </div>
  );
}
