import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tokri/core';
import { en, type Resources } from './en.js';
import { loadScriptFont } from './script-fonts.js';
import { translator } from './translator.js';

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
  return isLanguage(translator.language) ? translator.language : DEFAULT_LANGUAGE;
}

/**
 * English ships in the main bundle (the default, and what a first visit shows); Hindi and Telugu are
 * ~60 kB of text each, so a shopper downloads only the one they chose, once, when it is first needed.
 */
const otherLanguages: Record<Exclude<Language, 'en'>, () => Promise<Resources>> = {
  hi: () => import('./hi.js').then((module) => module.hi),
  te: () => import('./te.js').then((module) => module.te),
};

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || translator.hasResourceBundle(language, 'translation')) return;
  translator.addResourceBundle(language, 'translation', await otherLanguages[language]());
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  loadScriptFont(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice still applies for this visit
  }
  document.documentElement.lang = language;
  await translator.changeLanguage(language);
}

export async function initI18n() {
  const language = storedLanguage() ?? DEFAULT_LANGUAGE;
  // The stored language is fetched before the first render, so a Hindi shopper never sees English flash by;
  // if that download fails (offline), the app still starts, in English.
  const chosen =
    language === 'en' ? null : await otherLanguages[language]().catch((): Resources | null => null);
  document.documentElement.lang = chosen ? language : DEFAULT_LANGUAGE;
  if (chosen) loadScriptFont(language);
  translator.init({ en, ...(chosen ? { [language]: chosen } : {}) }, chosen ? language : DEFAULT_LANGUAGE);
}
