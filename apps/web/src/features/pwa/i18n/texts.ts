import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';
import { pwaEn } from './en.js';
import { pwaHi } from './hi.js';
import { pwaTe } from './te.js';

export const pwaTexts = featureTexts('pwa', { en: pwaEn, hi: pwaHi, te: pwaTe });
export const usePwaText = () => useFeatureText(pwaTexts);
