import { checkFeatureTexts } from '../../shared/i18n/feature-texts-checks.js';
import { deliveryTexts } from './delivery-texts.js';

checkFeatureTexts('rider app', deliveryTexts.texts);
