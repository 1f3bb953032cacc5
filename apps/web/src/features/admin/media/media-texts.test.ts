import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { mediaTexts } from './media-texts.js';

checkFeatureTexts('admin photos', mediaTexts.texts);
