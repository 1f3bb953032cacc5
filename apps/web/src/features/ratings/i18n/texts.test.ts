import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { ratingsTexts } from './texts.js';

checkFeatureTexts('ratings', ratingsTexts.texts);
