import { checkFeatureTexts } from '../../shared/i18n/feature-texts-checks.js';
import { orderHelpTexts } from './get-help-texts.js';

checkFeatureTexts('order-help', orderHelpTexts.texts);
