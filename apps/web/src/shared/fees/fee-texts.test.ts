import { checkFeatureTexts } from '../i18n/feature-texts-checks.js';
import { feeTexts } from './fee-texts.js';

checkFeatureTexts('why-this-fee', feeTexts.texts);
