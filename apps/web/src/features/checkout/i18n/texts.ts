import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';
import { checkoutOfflineEn } from './en.js';
import { checkoutOfflineHi } from './hi.js';
import { checkoutOfflineTe } from './te.js';

export const checkoutOfflineTexts = featureTexts('checkoutOffline', {
  en: checkoutOfflineEn,
  hi: checkoutOfflineHi,
  te: checkoutOfflineTe,
});
export const useCheckoutOfflineText = () => useFeatureText(checkoutOfflineTexts);
