import { checkFeatureTexts } from '../i18n/feature-texts-checks.js';
import { substitutionTexts } from './substitution-texts.js';

checkFeatureTexts('substitution', substitutionTexts.texts);
