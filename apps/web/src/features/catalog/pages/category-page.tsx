import { FolderX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { ApiError } from '../../../shared/api/api-error.js';
import { EmptyState } from '../../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../../shared/ui/link-button-class.js';
import { Page } from '../../../shared/ui/page.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { useCategory } from '../api/get-category.js';
import { ProductFiltersBar } from '../components/product-filters-bar.js';
import { ProductList } from '../components/product-list.js';
import { DEFAULT_FILTERS, type ProductFilters } from '../utils/product-filters.js';
import { useUrlFilters } from '../utils/use-url-filters.js';

/** /category/:category: the category's products; the category comes from the path, the rest from the URL. */
export function CategoryPage() {
  const { t } = useTranslation();
  const slug = useParams().category ?? '';
  const category = useCategory(slug);
  const [urlFilters, setUrlFilters] = useUrlFilters();
  const filters = { ...urlFilters, category: slug };
  const setFilters = (next: ProductFilters) => setUrlFilters({ ...next, category: undefined });

  if (category.isError) {
    const notFound = category.error instanceof ApiError && category.error.status === 404;
    return (
      <Page title={notFound ? t('catalogue.categoryNotFound') : t('pages.category')}>
        {notFound ? (
          <EmptyState
            icon={FolderX}
            body={t('catalogue.categoryNotFoundBody')}
            testId="category-not-found"
            action={
              <Link to="/all-products" className={linkButtonClass.primary}>
                {t('catalogue.browseAll')}
              </Link>
            }
          />
        ) : (
          <QueryError
            message={t('catalogue.loadFailed')}
            detail={category.error.message}
            retryLabel={t('catalogue.retry')}
            onRetry={() => void category.refetch()}
          />
        )}
      </Page>
    );
  }
  return (
    <Page title={category.data?.name ?? t('pages.category')}>
      {category.data?.description ? (
        <p className="-mt-2 mb-4 text-sm text-stone-600 dark:text-stone-400">{category.data.description}</p>
      ) : null}
      <ProductFiltersBar filters={filters} onChange={setFilters} showCategory={false} />
      <ProductList
        filters={filters}
        onClearFilters={() => setFilters({ ...DEFAULT_FILTERS, sort: filters.sort, category: slug })}
      />
    </Page>
  );
}
