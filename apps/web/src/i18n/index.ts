import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tokri/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { hi } from './hi.js';
import { te } from './te.js';

/** Spec §3: the chosen language is stored on the device under preferred_language. */
export const LANGUAGE_STORAGE_KEY = 'preferred_language';

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice still applies for this visit
  }
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

export const resources = {
  en: { translation: en },
  hi: { translation: hi },
  te: { translation: te },
} as const;

export function initI18n() {
  const language = storedLanguage() ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = language;
  return i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    returnObjects: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
