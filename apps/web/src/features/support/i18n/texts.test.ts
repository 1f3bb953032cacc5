import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { supportTexts } from './texts.js';

checkFeatureTexts('support', supportTexts.texts);
