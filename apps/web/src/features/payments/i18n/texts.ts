import { featureTexts } from '../../../shared/i18n/feature-texts.js';
import { paymentsEn } from './en.js';
import { paymentsHi } from './hi.js';
import { paymentsTe } from './te.js';

export const paymentsTexts = featureTexts('payments', { en: paymentsEn, hi: paymentsHi, te: paymentsTe });
