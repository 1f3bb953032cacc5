import type { SearchSuggestion } from '@tokri/core';
import { useCombobox } from 'downshift';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.js';
import { AddToCartControl } from '../../cart/index.js';
import { MAX_QUERY_LENGTH, useSearch } from '../api/get-suggestions.js';
import { searchComboboxState } from '../utils/search-combobox-state.js';
import { searchResultsPath } from '../utils/search-results-path.js';
import { SuggestionRow } from './suggestion-row.js';

const DEBOUNCE_MS = 200;
const SUGGESTIONS = 8;
/** The last option, after the products: every result for the query. */
const ALL_RESULTS = 'all-results';
type SearchOption = SearchSuggestion | typeof ALL_RESULTS;

/**
 * Search with suggestions as you type: the WAI-ARIA combobox pattern from downshift's useCombobox (focus stays in
 * the input, arrows, Home and End move aria-activedescendant through the listbox). Enter opens the highlighted
 * product, or all results.
 * Each suggestion has the card's Add / stepper beside it, in a column of its own outside the listbox (a listbox may
 * hold only options), lined up row by row with a CSS subgrid; Tab reaches them, and the popup closes only when
 * focus leaves the whole search (see search-combobox-state.ts).
 */
export function SearchBox({ initialQuery = '' }: { initialQuery?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const id = useId();
  const trimmed = text.trim();
  const query = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const search = useSearch(query, SUGGESTIONS);

  const data = trimmed ? search.data : undefined;
  const closeMatches = data !== undefined && data.items.length === 0 && data.closeMatches.length > 0;
  const products = data ? (data.items.length > 0 ? data.items : data.closeMatches) : [];
  const options: SearchOption[] = products.length > 0 ? [...products, ALL_RESULTS] : [];
  const expanded = open && trimmed.length > 0 && (data !== undefined || search.isFetching || search.isError);

  const goToResults = () => {
    if (!trimmed) return;
    setOpen(false);
    navigate(searchResultsPath(trimmed));
  };

  const combobox = useCombobox<SearchOption>({
    id,
    items: options,
    itemToString: (option) => (option === null || option === ALL_RESULTS ? '' : option.name),
    itemToKey: (option) => (option === null || option === ALL_RESULTS ? option : option.id),
    isOpen: expanded,
    onIsOpenChange: ({ isOpen }) => setOpen(isOpen === true),
    inputValue: text,
    onInputValueChange: ({ inputValue }) => setText(inputValue ?? ''),
    // Never selected: choosing an option opens a page.
    selectedItem: null,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem === ALL_RESULTS) goToResults();
      else if (selectedItem) navigate(`/product/${selectedItem.id}`);
    },
    stateReducer: searchComboboxState,
    scrollIntoView: (node) => node.scrollIntoView?.({ block: 'nearest' }),
  });

  // With nothing highlighted downshift only closes the list on Enter; we search instead.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (expanded && combobox.highlightedIndex >= 0) return;
    event.preventDefault();
    (
      event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }
    ).preventDownshiftDefault = true;
    goToResults();
  };

  const status = !expanded
    ? ''
    : search.isError
      ? t('search.loadFailed')
      : !data
        ? t('search.searching')
        : products.length === 0
          ? t('search.noResults')
          : closeMatches
            ? `${t('search.didYouMean')}: ${t('search.count', { count: products.length })}`
            : t('search.count', { count: products.length });

  const labelProps = combobox.getLabelProps();
  const inputProps = combobox.getInputProps({
    onKeyDown,
    onFocus: () => setOpen(true),
  });

  return (
    <search
      className="relative mb-5 block"
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setOpen(false);
        combobox.closeMenu();
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          goToResults();
        }}
      >
        <label id={labelProps.id} htmlFor={labelProps.htmlFor} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          {...inputProps}
          aria-activedescendant={inputProps['aria-activedescendant'] || undefined}
          type="search"
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.placeholder')}
          className="w-full rounded-2xl border border-stone-300 bg-white py-3 pr-3 pl-10 text-base shadow-sm dark:border-stone-700 dark:bg-stone-900"
        />
        <p role="status" className="sr-only">
          {status}
        </p>
        {/* Pressing in the popup must not blur the input, or the list would close before the click lands. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus in the input; no action of its own */}
        <div
          hidden={!expanded}
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-2xl border border-stone-200 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          {expanded && status && products.length === 0 ? (
            <p className="px-4 py-3 text-sm text-stone-600 dark:text-stone-300" data-testid="search-message">
              {status}
            </p>
          ) : null}
          {closeMatches ? (
            <p id={`${id}-heading`} className="px-4 pt-2 pb-1 text-xs font-semibold text-stone-500 uppercase">
              {t('search.didYouMean')}
            </p>
          ) : null}
          <div className="grid grid-cols-[minmax(0,1fr)_auto]">
            <div
              {...combobox.getMenuProps({
                'aria-labelledby': closeMatches ? `${id}-heading` : undefined,
                'aria-label': closeMatches ? undefined : t('search.suggestions'),
              })}
              className="col-span-2 col-start-1 grid grid-cols-subgrid grid-rows-subgrid"
              style={{ gridRow: `1 / span ${Math.max(options.length, 1)}` }}
            >
              {products.map((product, index) => (
                <div
                  key={product.id}
                  {...combobox.getItemProps({ item: product, index })}
                  tabIndex={-1}
                  className="col-start-1 flex cursor-pointer items-center px-3 py-2 aria-selected:bg-brand-50 dark:aria-selected:bg-brand-900"
                >
                  <SuggestionRow product={product} />
                </div>
              ))}
              {products.length > 0 ? (
                <div
                  {...combobox.getItemProps({ item: ALL_RESULTS, index: products.length })}
                  tabIndex={-1}
                  className="col-span-2 cursor-pointer border-t border-stone-200 px-4 py-3 text-sm font-semibold text-brand-700 aria-selected:bg-brand-50 dark:border-stone-700 dark:text-brand-300 dark:aria-selected:bg-brand-900"
                >
                  {t('search.seeAll', { query: trimmed })}
                </div>
              ) : null}
            </div>
            {products.length > 0 ? (
              // biome-ignore lint/a11y/useSemanticElements: a column of buttons beside the listbox, not a form fieldset
              <div
                role="group"
                aria-label={t('product.addToCart')}
                className="col-start-2 row-start-1 grid grid-rows-subgrid"
                style={{ gridRow: `1 / span ${products.length}` }}
              >
                {products.map((product) => (
                  <div key={product.id} className="flex items-center justify-end pr-3 pl-1">
                    {product.stockQuantity > 0 ? (
                      <AddToCartControl
                        productId={product.id}
                        name={product.name}
                        stockQuantity={product.stockQuantity}
                      />
                    ) : null}
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        </div>
      </form>
    </search>
  );
}
