import type { SearchSuggestion } from '@tokri/core';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { EmptyState } from '../../../shared/ui/empty-state.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { AddToCartControl } from '../../cart/index.js';
import { FavoriteButton } from '../../favorites/index.js';
import { useSearch } from '../api/get-suggestions.js';
import { SuggestionRow } from './suggestion-row.js';

const RESULTS = 50;

function ResultList({ products, label }: { products: SearchSuggestion[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="space-y-2">
      {products.map((product) => (
        <li
          key={product.id}
          data-testid="search-result-row"
          className="relative flex items-center gap-1 rounded-2xl border border-stone-200 bg-white p-2 dark:border-stone-800 dark:bg-stone-900"
        >
          <Link
            to={`/product/${product.id}`}
            className="flex min-w-0 flex-1 items-center"
            data-testid="search-result"
          >
            <SuggestionRow product={product} imageSize={64} />
          </Link>
          {/* The same Add / stepper as a product card, so a search ends in the cart without opening the product. */}
          <div className="flex shrink-0 flex-col items-end gap-1">
            <FavoriteButton productId={product.id} productName={product.name} />
            {product.stockQuantity > 0 ? (
              <AddToCartControl
                productId={product.id}
                name={product.name}
                stockQuantity={product.stockQuantity}
              />
            ) : (
              <p className="pr-1 text-xs font-medium text-red-600 dark:text-red-400">
                {t('product.outOfStock')}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The full answer to a search, for /all-products?q=…: matches, else close matches, else a plain "none". */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const search = useSearch(query, RESULTS);
  if (search.isPending) return <Spinner label={t('search.searching')} />;
  if (search.isError) {
    return (
      <QueryError
        message={t('search.loadFailed')}
        detail={search.error.message}
        retryLabel={t('catalogue.retry')}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const { items, closeMatches } = search.data;
  if (items.length > 0) return <ResultList products={items} label={t('search.resultsTitle', { query })} />;
  if (closeMatches.length > 0) {
    return (
      <section aria-labelledby="did-you-mean">
        <h2 id="did-you-mean" className="mb-2 text-lg font-semibold">
          {t('search.didYouMean')}
        </h2>
        <ResultList products={closeMatches} label={t('search.didYouMean')} />
      </section>
    );
  }
  return (
    <EmptyState
      icon={SearchX}
      title={t('search.noResults')}
      body={t('search.noResultsHint')}
      testId="no-results"
    />
  );
}
