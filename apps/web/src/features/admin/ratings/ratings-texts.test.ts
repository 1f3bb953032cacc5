import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { adminRatingsTexts } from './ratings-texts.js';

checkFeatureTexts('ratings admin', adminRatingsTexts.texts);
