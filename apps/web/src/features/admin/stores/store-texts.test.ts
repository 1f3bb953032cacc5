import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { storeTexts } from './store-texts.js';

checkFeatureTexts('stores admin', storeTexts.texts);
