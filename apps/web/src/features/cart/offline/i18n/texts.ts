import { featureTexts, useFeatureText } from '../../../../shared/i18n/feature-texts.js';
import { offlineCartEn } from './en.js';
import { offlineCartHi } from './hi.js';
import { offlineCartTe } from './te.js';

/** The namespace WaitingNote (pending-cart.tsx) reads by name. */
export const offlineCartTexts = featureTexts('offlineCart', {
  en: offlineCartEn,
  hi: offlineCartHi,
  te: offlineCartTe,
});
export const useOfflineCartText = () => useFeatureText(offlineCartTexts);
