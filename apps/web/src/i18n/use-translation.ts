import { useMemo, useSyncExternalStore } from 'react';
import { type Translate, type TranslateOptions, translator } from './translator.js';

const currentLanguage = () => translator.language;

/**
 * `t` in the current language, and the translator (`i18n`, for its `language`). The component re-renders when the
 * language changes, and `t` is a new function then, so memos that depend on it recompute.
 */
export function useTranslation(): { t: Translate; i18n: typeof translator } {
  const language = useSyncExternalStore(translator.subscribe, currentLanguage, currentLanguage);
  return useMemo(() => {
    const t = ((key: string, options?: TranslateOptions) =>
      translator.t(key as never, { lng: language, ...options })) as Translate;
    return { t, i18n: translator };
  }, [language]);
}
