import { checkFeatureTexts } from '../../../shared/i18n/feature-texts-checks.js';
import { fixerTexts } from './fixer-texts.js';

checkFeatureTexts('subscription fixer', fixerTexts.texts);
