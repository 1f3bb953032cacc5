import { Search } from 'lucide-react';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_QUERY_LENGTH } from '../api/get-suggestions.js';
import { searchResultsPath } from '../utils/search-results-path.js';
import type { SearchBoxProps } from './search-box.js';

let loading: Promise<ComponentType<SearchBoxProps>> | undefined;
const loadSearchBox = () => {
  loading ??= import('./search-box.js').then((module) => module.SearchBox);
  // A failed download (offline) may be tried again on the next focus.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
};

/**
 * /home's search box: drawn at once as the same input, while the suggestions combobox (downshift, the suggestion
 * rows, about 14 kB) downloads only when someone reaches for it (focus, or a pointer over it). What they typed
 * meanwhile is handed over, focus included; Enter before then opens the results page (ADR 0060).
 */
export function DeferredSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [Loaded, setLoaded] = useState<ComponentType<SearchBoxProps> | null>(null);

  if (Loaded) return <Loaded initialQuery={text} autoFocus={focused} />;

  const load = () => {
    void loadSearchBox()
      .then((component) => setLoaded(() => component))
      .catch(() => undefined);
  };

  return (
    <search className="relative mb-5 block">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) navigate(searchResultsPath(text));
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => {
            setFocused(true);
            load();
          }}
          onBlur={() => setFocused(false)}
          onPointerEnter={load}
          className="w-full rounded-2xl border border-stone-300 bg-white py-3 pr-3 pl-10 text-base shadow-sm dark:border-stone-700 dark:bg-stone-900"
        />
      </form>
    </search>
  );
}
