import type { Language } from '@tokri/core';

type Translations = Partial<Record<Language, Record<string, unknown>>>;

/** A translated field when the language has one, otherwise the English original. */
export function localised<T>(translations: unknown, language: Language, field: string, fallback: T): T {
  if (language === 'en' || typeof translations !== 'object' || translations === null) return fallback;
  const value = (translations as Translations)[language]?.[field];
  return value === undefined || value === null || value === '' ? fallback : (value as T);
}
