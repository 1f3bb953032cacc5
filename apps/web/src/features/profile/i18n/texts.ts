import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';
import { profileEn } from './en.js';
import { profileHi } from './hi.js';
import { profileTe } from './te.js';

export const profileTexts = featureTexts('profilePage', { en: profileEn, hi: profileHi, te: profileTe });
export const useProfileText = () => useFeatureText(profileTexts);
