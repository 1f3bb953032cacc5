import { checkFeatureTexts } from '../../shared/i18n/feature-texts-checks.js';
import { orderHelpTexts } from './get-help-link.js';

checkFeatureTexts('order-help', orderHelpTexts.texts);
