import type { Language } from './languages.js';

// Stryker disable all: wording in three languages, a translation table and not a rule (ADR 0057); the
// translation tests check every key in every language. The code after the table is mutated.
/**
 * The errors the web app words itself, with no answer from the server to show: no connection, a 404 or a failure
 * without an error body. Kept apart from ERROR_MESSAGES (which includes them) so the shell loaded on every page
 * carries these three and not every message of every feature (the /home budget); for everything else the web
 * shows the server's own translated message, or loads the full table with the page that needs it.
 */
export const CLIENT_ERROR_MESSAGES = {
  NOT_FOUND: { en: 'No data found.', hi: 'कोई डेटा नहीं मिला।', te: 'డేటా ఏదీ కనుగొనబడలేదు.' },
  UNEXPECTED: {
    en: 'An unexpected error occurred. Please try again.',
    hi: 'एक अनपेक्षित त्रुटि हुई। कृपया फिर से प्रयास करें।',
    te: 'ఊహించని లోపం జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  },
  NETWORK: {
    en: 'Network error. Please check your connection and try again.',
    hi: 'नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
    te: 'నెట్‌వర్క్ లోపం. దయచేసి మీ కనెక్షన్‌ను తనిఖీ చేసి మళ్ళీ ప్రయత్నించండి.',
  },
} as const satisfies Record<string, Record<Language, string>>;
// Stryker restore all

export type ClientErrorCode = keyof typeof CLIENT_ERROR_MESSAGES;

export function clientErrorMessage(code: string, language: Language): string {
  const known = Object.hasOwn(CLIENT_ERROR_MESSAGES, code) ? (code as ClientErrorCode) : 'UNEXPECTED';
  return CLIENT_ERROR_MESSAGES[known][language];
}
