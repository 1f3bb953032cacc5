import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';
import { privacyEn } from './en.js';
import { privacyHi } from './hi.js';
import { privacyTe } from './te.js';

export const privacyTexts = featureTexts('privacy', { en: privacyEn, hi: privacyHi, te: privacyTe });
export const usePrivacyText = () => useFeatureText(privacyTexts);
