import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../shared/ui/button.js';
import { Page } from '../../shared/ui/page.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { useProductPage } from './catalog-api.js';
import { ProductCard } from './product-card.js';

const PAGE_SIZE = 24;

export function AllProductsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useProductPage(page, PAGE_SIZE);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  const go = (next: number) => setParams({ page: String(next) });
  return (
    <Page title={t('pages.allProducts')}>
      {query.isPending ? <Spinner label={t('app.loading')} /> : null}
      {query.isError ? <p role="alert">{query.error.message}</p> : null}
      {query.data ? (
        <>
          <p className="mb-3 text-sm text-stone-500">
            {t('catalogue.productCount', { count: query.data.total })}
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {query.data.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < 4} />
              </li>
            ))}
          </ul>
          <nav
            className="mt-6 flex items-center justify-between gap-2"
            aria-label={t('catalogue.pageOf', { page, pages })}
          >
            <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
              {t('catalogue.previous')}
            </Button>
            <span className="text-sm">{t('catalogue.pageOf', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
              {t('catalogue.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </Page>
  );
}
