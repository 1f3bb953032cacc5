import { featureTexts, useFeatureText } from '../../../shared/i18n/feature-texts.js';
import { walletEn } from './en.js';
import { walletHi } from './hi.js';
import { walletTe } from './te.js';

export const walletTexts = featureTexts('wallet', { en: walletEn, hi: walletHi, te: walletTe });
export const useWalletText = () => useFeatureText(walletTexts);
