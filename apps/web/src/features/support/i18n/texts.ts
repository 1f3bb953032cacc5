import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';
import { supportEn } from './en.js';
import { supportHi } from './hi.js';
import { supportTe } from './te.js';

export const supportTexts = featureTexts('support', { en: supportEn, hi: supportHi, te: supportTe });
export const useSupportText = () => useFeatureText(supportTexts);
