import { featureTexts, useFeatureText } from '../i18n/feature-texts.js';

/**
 * "Best before …" (issue 15 item 3, ADR 0046): in the product page and cart chunks only, never in the /home
 * bundle.
 */
const en = {
  bestBefore: 'Best before {{date}}',
};

type FreshnessTexts = typeof en;

const hi: FreshnessTexts = {
  bestBefore: 'सर्वोत्तम उपयोग: {{date}} से पहले',
};

const te: FreshnessTexts = {
  bestBefore: 'ఉత్తమ వినియోగం: {{date}} లోపు',
};

export const freshnessTexts = featureTexts('freshness', { en, hi, te });
export const useFreshnessText = () => useFeatureText(freshnessTexts);
