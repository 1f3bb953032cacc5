import { isLanguage, type Language, languageFromAcceptLanguage } from '@tokri/core';
import type { Context } from 'hono';

/** The caller's language: an explicit X-Language header (the app's current choice), else Accept-Language. */
export function requestLanguage(c: Context): Language {
  const explicit = c.req.header('x-language');
  if (isLanguage(explicit)) return explicit;
  return languageFromAcceptLanguage(c.req.header('accept-language'));
}
