import type { Coupon } from './coupons.js';
import { interpolate } from './error-messages.js';
import { formatIstDate, startOfIstDay } from './ist.js';
import type { Language } from './languages.js';
import { formatRupees } from './money.js';

/** What a customer reads about an offer: built from the coupon's own rules, so the text can never disagree. */
export type OfferTerms = Pick<
  Coupon,
  'kind' | 'value' | 'minOrderPaise' | 'maxDiscountPaise' | 'validUntil' | 'firstOrderOnly' | 'perUserLimit'
>;

const TEXTS = {
  en: {
    flat: '{{amount}} off',
    percent: '{{percent}}% off',
    percentCapped: '{{percent}}% off, up to {{cap}}',
    minOrder: 'On orders of {{amount}} or more',
    anyOrder: 'On any order',
    firstOrder: 'Your first order only',
    oncePerCustomer: 'Once per customer',
    timesPerCustomer: 'Up to {{count}} times per customer',
    validUntil: 'Valid till {{date}}',
  },
  hi: {
    flat: '{{amount}} की छूट',
    percent: '{{percent}}% की छूट',
    percentCapped: '{{percent}}% की छूट, अधिकतम {{cap}}',
    minOrder: '{{amount}} या उससे ज़्यादा के ऑर्डर पर',
    anyOrder: 'किसी भी ऑर्डर पर',
    firstOrder: 'सिर्फ़ आपके पहले ऑर्डर पर',
    oncePerCustomer: 'हर ग्राहक के लिए एक बार',
    timesPerCustomer: 'हर ग्राहक के लिए {{count}} बार तक',
    validUntil: '{{date}} तक मान्य',
  },
  te: {
    flat: '{{amount}} తగ్గింపు',
    percent: '{{percent}}% తగ్గింపు',
    percentCapped: '{{percent}}% తగ్గింపు, గరిష్ఠంగా {{cap}}',
    minOrder: '{{amount}} లేదా అంతకంటే ఎక్కువ ఆర్డర్‌లపై',
    anyOrder: 'ఏ ఆర్డర్‌పైనైనా',
    firstOrder: 'మీ మొదటి ఆర్డర్‌కు మాత్రమే',
    oncePerCustomer: 'ఒక్కో కస్టమర్‌కు ఒక్కసారి',
    timesPerCustomer: 'ఒక్కో కస్టమర్‌కు {{count}} సార్ల వరకు',
    validUntil: '{{date}} వరకు చెల్లుతుంది',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** "₹50 off", "10% off, up to ₹50". */
export function offerTitle(terms: OfferTerms, language: Language): string {
  const text = TEXTS[language];
  if (terms.kind === 'flat') return interpolate(text.flat, { amount: formatRupees(terms.value, language) });
  if (terms.maxDiscountPaise === null) return interpolate(text.percent, { percent: terms.value });
  return interpolate(text.percentCapped, {
    percent: terms.value,
    cap: formatRupees(terms.maxDiscountPaise, language),
  });
}

/** The conditions, one short line each: minimum order, first order, uses per customer, last day. */
export function offerConditions(terms: OfferTerms, language: Language): string[] {
  const text = TEXTS[language];
  const lines = [
    terms.minOrderPaise > 0
      ? interpolate(text.minOrder, { amount: formatRupees(terms.minOrderPaise, language) })
      : text.anyOrder,
  ];
  if (terms.firstOrderOnly) lines.push(text.firstOrder);
  else if (terms.perUserLimit === 1) lines.push(text.oncePerCustomer);
  else if (terms.perUserLimit !== null)
    lines.push(interpolate(text.timesPerCustomer, { count: terms.perUserLimit }));
  if (terms.validUntil) {
    lines.push(
      interpolate(text.validUntil, { date: formatIstDate(startOfIstDay(terms.validUntil), language) }),
    );
  }
  return lines;
}
