import type { Category } from '@tokri/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { mediaUrl } from '../../../shared/api/api-origin.js';
import { useCategories } from '../../catalog/index.js';

/** Tiles kept while the categories load: two rows of the real 116 px tiles (ADR 0060), so the rails do not move. */
const PLACEHOLDER_TILES = ['a', 'b', 'c', 'd', 'e', 'f'];

export function CategoryGrid() {
  const { t } = useTranslation();
  const categories = useCategories();
  if (categories.isError) return null;
  return (
    <section aria-labelledby="categories-heading" className="mb-6">
      <h2 id="categories-heading" className="mb-3 text-lg font-semibold">
        {t('home.categories')}
      </h2>
      {categories.data ? <Tiles categories={categories.data} /> : <PlaceholderTiles />}
    </section>
  );
}

function PlaceholderTiles() {
  return (
    <div aria-hidden="true" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {PLACEHOLDER_TILES.map((tile) => (
        <div key={tile} className="h-[116px] animate-pulse rounded-2xl bg-stone-200 dark:bg-stone-800" />
      ))}
    </div>
  );
}

function Tiles({ categories }: { categories: Category[] }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="category-grid">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={`/category/${category.slug}`}
            className="flex h-full flex-col items-center gap-1 rounded-2xl bg-white p-2 text-center text-xs font-medium hover:bg-brand-50 dark:bg-stone-900 dark:hover:bg-brand-900"
          >
            <img
              src={mediaUrl(category.imageUrl ?? '/favicon.svg')}
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
  );
}
