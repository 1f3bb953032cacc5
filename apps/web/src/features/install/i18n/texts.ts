import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';
import { installEn } from './en.js';
import { installHi } from './hi.js';
import { installTe } from './te.js';

export const installTexts = featureTexts('install', { en: installEn, hi: installHi, te: installTe });
export const useInstallText = () => useFeatureText(installTexts);
