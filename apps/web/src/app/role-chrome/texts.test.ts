import { checkFeatureTexts } from '../../shared/i18n/feature-texts-checks.js';
import { roleChromeTexts } from './texts.js';

checkFeatureTexts('role chrome', roleChromeTexts.texts);
