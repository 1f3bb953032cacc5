import { INTL_LOCALE, type Language } from './languages.js';

/** Money is always an integer number of paise (1 ₹ = 100 paise); rupees exist only at the display edge. */
export type Paise = number;

export function isPaise(value: unknown): value is Paise {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(INTL_LOCALE[language], {
      style: 'currency',
      currency: 'INR',
      currencyDisplay: 'symbol',
      numberingSystem: 'latn',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * ₹ with Indian digit grouping: 10000000 paise -> "₹1,00,000"; 4250 -> "₹42.50".
 * Whole rupees drop the ".00"; anything else shows two decimals.
 */
export function formatRupees(paise: Paise, language: Language = 'en'): string {
  if (!isPaise(paise)) throw new TypeError(`formatRupees expects integer paise, got ${paise}`);
  const whole = paise % 100 === 0;
  return formatter(language, whole ? 0 : 2).format(paise / 100);
}
