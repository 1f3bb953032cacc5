import { Package } from 'lucide-react';
import { useEffect, useState } from 'react';
import { mediaUrl } from '../../../shared/api/api-origin.js';
import { useFormat } from '../../../shared/format/use-format.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { useProductSearch } from '../api/catalog-reads.js';
import { useSubscriptionText } from '../i18n/texts.js';

/** No product in the address yet: search the catalogue and choose one. */
export function ProductSearch({
  error,
  onChoose,
}: {
  error?: string | undefined;
  onChoose: (id: string) => void;
}) {
  const text = useSubscriptionText();
  const format = useFormat();
  const [query, setQuery] = useState('');
  // Debounced here rather than with shared/hooks' useDebouncedValue: sharing it with search split it into a chunk
  // of its own, which /home then downloads.
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), 250);
    return () => clearTimeout(timer);
  }, [query]);
  const search = useProductSearch(debounced);
  const items = search.data ? [...search.data.items, ...search.data.closeMatches] : [];
  return (
    <div className="space-y-2" data-testid="product-search">
      <TextField
        label={text('create.search')}
        hint={text('create.searchHint')}
        type="search"
        value={query}
        error={error}
        onChange={(event) => setQuery(event.target.value)}
      />
      {debounced.trim() && search.data && items.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{text('create.noResults')}</p>
      ) : null}
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onChoose(item.id)}
              aria-label={text('create.choose', { product: item.name })}
              className="flex min-h-11 w-full items-center gap-3 rounded-xl border border-stone-200 p-2 text-left hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
            >
              {item.imageUrl ? (
                <img src={mediaUrl(item.imageUrl)} alt="" className="size-10 rounded-lg object-cover" />
              ) : (
                <Package aria-hidden="true" className="size-10 p-2 text-stone-400" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{item.name}</span>
                <span className="block text-sm text-stone-600 dark:text-stone-400">
                  {format.packSize(item.unit)} · {format.rupees(item.finalPricePaise)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
