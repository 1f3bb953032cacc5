import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tokri/core';
import { useTranslation } from './use-translation.js';

/** The interface language; components using it re-render (and query keys change) when it switches. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
