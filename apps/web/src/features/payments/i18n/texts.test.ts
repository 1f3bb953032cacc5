import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { paymentsTexts } from './texts.js';

checkFeatureTexts('payments', paymentsTexts.texts);
