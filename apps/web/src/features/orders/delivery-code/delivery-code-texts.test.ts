import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { deliveryCodeTexts } from './delivery-code-texts.js';

checkFeatureTexts('delivery code', deliveryCodeTexts.texts);
