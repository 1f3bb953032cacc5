import type { Language } from '@tokri/core';

/** Each language named in its own script, the same in every interface language. */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  te: 'తెలుగు',
};
