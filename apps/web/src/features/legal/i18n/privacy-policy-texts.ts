import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';
import { privacyPolicyEn } from './privacy-policy-en.js';
import { privacyPolicyHi } from './privacy-policy-hi.js';
import { privacyPolicyTe } from './privacy-policy-te.js';

export const privacyPolicyTexts = featureTexts('privacy-policy', {
  en: privacyPolicyEn,
  hi: privacyPolicyHi,
  te: privacyPolicyTe,
});
export const usePrivacyPolicyText = () => useFeatureText(privacyPolicyTexts);
