import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { catalogTexts } from './catalog-texts.js';

checkFeatureTexts('admin catalogue', catalogTexts.texts);
