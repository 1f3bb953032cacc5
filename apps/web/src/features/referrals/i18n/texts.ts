import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';
import { referralsEn } from './en.js';
import { referralsHi } from './hi.js';
import { referralsTe } from './te.js';

export const referralsTexts = featureTexts('referrals', {
  en: referralsEn,
  hi: referralsHi,
  te: referralsTe,
});
export const useReferralsText = () => useFeatureText(referralsTexts);
