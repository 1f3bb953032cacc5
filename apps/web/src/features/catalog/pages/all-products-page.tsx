import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Page } from '../../../shared/ui/page.js';
import { SearchBox, SearchResults } from '../../search/index.js';
import { ProductFiltersBar } from '../components/product-filters-bar.js';
import { ProductList } from '../components/product-list.js';
import { DEFAULT_FILTERS } from '../utils/product-filters.js';
import { useUrlFilters } from '../utils/use-url-filters.js';

function FilteredProducts() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters();
  return (
    <Page title={t('pages.allProducts')}>
      <SearchBox />
      <ProductFiltersBar filters={filters} onChange={setFilters} />
      <ProductList
        filters={filters}
        onClearFilters={() => setFilters({ ...DEFAULT_FILTERS, sort: filters.sort })}
      />
    </Page>
  );
}

/** /all-products: the whole catalogue with filters and sort in the URL, or search results when `q` is set. */
export function AllProductsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  if (!query) return <FilteredProducts />;
  return (
    <Page title={t('search.resultsTitle', { query })}>
      <SearchBox key={query} initialQuery={query} />
      <SearchResults query={query} />
    </Page>
  );
}
