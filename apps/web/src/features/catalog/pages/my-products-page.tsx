import { Eye, History, type LucideIcon, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { EmptyState } from '../../../shared/ui/empty-state.js';
import { linkButtonClass } from '../../../shared/ui/link-button-class.js';
import { Page } from '../../../shared/ui/page.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import type { MyProductList } from '../api/catalog-keys.js';
import { useMyProducts } from '../api/get-my-products.js';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid.js';

const LISTS: Record<
  MyProductList,
  {
    title: 'pages.frequentlyBought' | 'pages.previouslyBought' | 'pages.recentlyViewed';
    empty: 'lists.frequentlyBoughtEmpty' | 'lists.previouslyBoughtEmpty' | 'lists.recentlyViewedEmpty';
    icon: LucideIcon;
  }
> = {
  'frequently-bought': {
    title: 'pages.frequentlyBought',
    empty: 'lists.frequentlyBoughtEmpty',
    icon: Repeat,
  },
  'previously-bought': {
    title: 'pages.previouslyBought',
    empty: 'lists.previouslyBoughtEmpty',
    icon: History,
  },
  'recently-viewed': { title: 'pages.recentlyViewed', empty: 'lists.recentlyViewedEmpty', icon: Eye },
};

/** /frequently-bought, /previously-bought and /recently-viewed: the customer's own product lists. */
export function MyProductsPage({ list }: { list: MyProductList }) {
  const { t } = useTranslation();
  const products = useMyProducts(list);
  const { title, empty, icon } = LISTS[list];
  return (
    <Page title={t(title)}>
      {products.isPending ? <ProductGridSkeleton label={t('app.loading')} /> : null}
      {products.isError ? (
        <QueryError
          message={t('catalogue.loadFailed')}
          detail={products.error.message}
          retryLabel={t('catalogue.retry')}
          onRetry={() => void products.refetch()}
        />
      ) : null}
      {products.data?.length === 0 ? (
        <EmptyState
          icon={icon}
          body={t(empty)}
          testId="empty-list"
          action={
            <Link to="/all-products" className={linkButtonClass.secondary}>
              {t('lists.startShopping')}
            </Link>
          }
        />
      ) : null}
      {products.data?.length ? <ProductGrid products={products.data} label={t(title)} /> : null}
    </Page>
  );
}
