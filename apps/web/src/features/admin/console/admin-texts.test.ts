import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { adminTexts } from './admin-texts.js';

checkFeatureTexts('admin console', adminTexts.texts);
