import { checkFeatureTexts } from '../../../../shared/i18n/feature-texts-checks.js';
import { offlineCartTexts } from './texts.js';

checkFeatureTexts('offline cart', offlineCartTexts.texts);
