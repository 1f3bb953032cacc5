import { INTL_LOCALE, type Language } from '@tokri/core';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formatters = new Map<Language, Intl.RelativeTimeFormat>();

/** "now", "5 minutes ago", "yesterday", "3 weeks ago" in the interface language. */
export function relativeTime(iso: string, now: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'auto' });
    formatters.set(language, formatter);
  }
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const elapsed = Math.abs(seconds);
  if (!Number.isFinite(elapsed) || elapsed < 45) return formatter.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  return formatter.format(Math.sign(seconds) * Math.max(1, Math.round(elapsed / 60)), 'minute');
}
