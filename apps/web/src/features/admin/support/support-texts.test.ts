import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { adminSupportTexts } from './support-texts.js';

checkFeatureTexts('admin support', adminSupportTexts.texts);
