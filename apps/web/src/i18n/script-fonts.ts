import type { Language } from '@tokri/core';

/**
 * Hindi and Telugu need their own fonts (a bare phone or desktop may draw their letters as boxes), but they are
 * 120 kB each: each loads only once its language is on, as a stylesheet of one Devanagari or Telugu face
 * (ADR 0060). Elsewhere the few Hindi and Telugu words (the language names) use the system's font.
 */
const SCRIPT_FONTS: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  hi: () => import('../styles/fonts/devanagari.css'),
  te: () => import('../styles/fonts/telugu.css'),
};

export function loadScriptFont(language: Language): void {
  if (language === 'en') return;
  // A font that fails to load (offline on a first visit) leaves the system's font: nothing to report.
  void SCRIPT_FONTS[language]().catch(() => undefined);
}
