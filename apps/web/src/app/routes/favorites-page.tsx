import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/index.js';
import { useFavorites } from '../../features/favorites/index.js';
import { useTranslation } from '../../i18n/use-translation.js';
import { EmptyState } from '../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';

/** /favorites: the customer's favourite products, newest first, shown as catalogue cards. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  return (
    <Page title={t('pages.favorites')}>
      {favorites.isPending ? <ProductGridSkeleton label={t('app.loading')} /> : null}
      {favorites.isError ? (
        <QueryError
          message={t('favorites.loadFailed')}
          detail={favorites.error.message}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void favorites.refetch()}
        />
      ) : null}
      {favorites.data?.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t('favorites.emptyTitle')}
          body={t('favorites.emptyBody')}
          testId="favorites-empty"
          action={
            <Link to="/all-products" className={linkButtonClass.secondary}>
              {t('favorites.browse')}
            </Link>
          }
        />
      ) : null}
      {favorites.data?.length ? <ProductGrid products={favorites.data} label={t('pages.favorites')} /> : null}
    </Page>
  );
}
