import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.js';
import { AddToCartControl } from '../../cart/index.js';
import { MAX_QUERY_LENGTH, useSearch } from '../api/get-suggestions.js';
import { moveActive, searchResultsPath } from '../utils/active-option.js';
import { SuggestionRow } from './suggestion-row.js';

const DEBOUNCE_MS = 200;
const SUGGESTIONS = 8;

/**
 * Search with suggestions as you type: the WAI-ARIA combobox pattern (focus stays in the input, arrows move
 * aria-activedescendant through the listbox). Enter opens the highlighted product, or all results.
 * Each suggestion has the card's Add / stepper beside it, in a column of its own outside the listbox (a listbox may
 * hold only options), lined up row by row with a CSS subgrid; Tab reaches them, and the popup closes only when
 * focus leaves the whole search.
 */
export function SearchBox({ initialQuery = '' }: { initialQuery?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const trimmed = text.trim();
  const query = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const search = useSearch(query, SUGGESTIONS);

  const data = trimmed ? search.data : undefined;
  const closeMatches = data !== undefined && data.items.length === 0 && data.closeMatches.length > 0;
  const products = data ? (data.items.length > 0 ? data.items : data.closeMatches) : [];
  const optionCount = products.length > 0 ? products.length + 1 : 0;
  const expanded = open && trimmed.length > 0 && (data !== undefined || search.isFetching || search.isError);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active >= 0)
      listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const goToResults = () => {
    if (!trimmed) return;
    close();
    navigate(searchResultsPath(trimmed));
  };
  const choose = (index: number) => {
    const product = products[index];
    close();
    if (product) navigate(`/product/${product.id}`);
    else goToResults();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive(moveActive(active, optionCount, event.key === 'ArrowDown' ? 'next' : 'previous'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && active >= 0 && active < optionCount) choose(active);
      else goToResults();
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (text) {
        setText('');
      }
    }
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

  return (
    <search
      className="relative mb-5 block"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          goToResults();
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
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
              ref={listRef}
              id={`${id}-listbox`}
              role="listbox"
              className="col-span-2 col-start-1 grid grid-cols-subgrid grid-rows-subgrid"
              style={{ gridRow: `1 / span ${Math.max(optionCount, 1)}` }}
              aria-labelledby={closeMatches ? `${id}-heading` : undefined}
              aria-label={closeMatches ? undefined : t('search.suggestions')}
            >
              {products.map((product, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox input (aria-activedescendant)
                <div
                  key={product.id}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  onClick={() => choose(index)}
                  className="col-start-1 flex cursor-pointer items-center px-3 py-2 aria-selected:bg-brand-50 dark:aria-selected:bg-brand-900"
                >
                  <SuggestionRow product={product} />
                </div>
              ))}
              {products.length > 0 ? (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox input (aria-activedescendant)
                <div
                  id={optionId(products.length)}
                  data-index={products.length}
                  role="option"
                  tabIndex={-1}
                  aria-selected={active === products.length}
                  onClick={goToResults}
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
