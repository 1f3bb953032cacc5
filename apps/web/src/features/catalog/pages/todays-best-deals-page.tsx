import { useTranslation } from '../../../i18n/use-translation.js';
import { Page } from '../../../shared/ui/page.js';
import { ProductList } from '../components/product-list.js';
import type { ProductFilters } from '../utils/product-filters.js';

const BEST_DEALS: ProductFilters = { inStock: true, discounted: true, sort: 'discount' };

/** /todays-best-deals: discounted products in stock, biggest discount first. */
export function TodaysBestDealsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.todaysBestDeals')}>
      <p className="-mt-2 mb-4 text-sm text-stone-600 dark:text-stone-400">{t('catalogue.bestDealsIntro')}</p>
      <ProductList filters={BEST_DEALS} />
    </Page>
  );
}
