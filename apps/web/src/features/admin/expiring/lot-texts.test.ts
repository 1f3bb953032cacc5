import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { lotTexts } from './lot-texts.js';

checkFeatureTexts('lots admin', lotTexts.texts);
