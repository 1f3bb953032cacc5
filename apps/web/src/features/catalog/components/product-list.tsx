import { SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../shared/ui/button.js';
import { EmptyState } from '../../../shared/ui/empty-state.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { useProductList } from '../api/get-products.js';
import type { ProductFilters } from '../utils/product-filters.js';
import { LoadMore } from './load-more.js';
import { ProductGrid, ProductGridSkeleton } from './product-grid.js';

/** A filtered product list, a page (24) at a time. */
export function ProductList({
  filters,
  onClearFilters,
}: {
  filters: ProductFilters;
  onClearFilters?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const query = useProductList(filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <ProductGridSkeleton label={t('app.loading')} />;
  if (query.isError && !query.data) {
    return (
      <QueryError
        message={t('catalogue.loadFailed')}
        detail={query.error.message}
        retryLabel={t('catalogue.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const products = query.data.pages.flatMap((page) => page.items);
  if (products.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('catalogue.noMatches')}
        body={t('catalogue.noMatchesHint')}
        testId="no-products"
        action={
          onClearFilters ? (
            <Button variant="secondary" onClick={onClearFilters}>
              {t('catalogue.clearFilters')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <ProductGrid products={products} label={t('catalogue.products')} />
      {query.isFetchNextPageError ? (
        <div className="mt-6">
          <QueryError
            message={t('catalogue.loadFailed')}
            detail={query.error?.message}
            retryLabel={t('catalogue.retry')}
            onRetry={() => void fetchNextPage()}
          />
        </div>
      ) : (
        <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} onLoadMore={loadMore} />
      )}
    </>
  );
}
